#!/bin/sh
# profile.sh REPO IMPL PATH [WARM_S] [REC_S]: a steady-state JFR profile of one brigade server, as the race runs it
# (server on CPU 0, wrk on CPU 1, 256 connections), warmed WARM_S seconds (default 60), recorded REC_S (default 20).
# Writes $OUT (default ./profiles)/IMPL-NAME.jfr and a top-frames summary (.txt): self samples by method, and by our package.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$1; impl=$2; path=$3; warm=${4:-60}; rec=${5:-20}
J=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin
name=$(echo "$path" | tr -c 'a-z0-9' '-' | cut -c2-20)
out=${OUT:-$PWD/profiles}; mkdir -p $out
db=$out/conduit.db; [ -f $db ] || (cd $repo && ./brigade seed $db)
port=18080
cd $repo/impl-$impl
taskset -c 0 $J/java @jvm.options -XX:StartFlightRecording=settings=profile,filename=$out/$impl-$name.jfr,delay=${warm}s,duration=${rec}s \
  -jar target/brigade-$impl.jar --address 127.0.0.1 --port $port --database $db > $out/$impl-$name.log 2>&1 &
pid=$!
sleep 5
taskset -c 1 wrk -t1 -c256 -d$((warm + rec + 2))s "http://127.0.0.1:$port$path" > $out/$impl-$name.wrk
sleep 2; kill -TERM $pid; wait $pid || true
$here/jfr_summary.py $out/$impl-$name.jfr > $out/$impl-$name.txt
echo "$out/$impl-$name.txt"
