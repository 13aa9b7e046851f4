#!/bin/sh
# profile-h2.sh REPO IMPL tls|h2c|churn-tls [WARM_S] [REC_S]: a steady-state JFR profile of one brigade server on
# the race's plaintext-h2 (h2c), plaintext-tls (HTTP/2 by ALPN, TLS 1.3) or churn-tls (64 connections, HTTP/1.1 over
# TLS, a new connection and handshake per request) workload, as the race runs it: server on
# CPU 0, h2load on CPU 1 (h2c and tls: 32 connections of 8 streams each). Warmed WARM_S seconds (default 30), recorded REC_S
# (default 15). Writes $OUT (default ./)/IMPL-MODE.jfr and its summary (.txt) by the issue-25 summariser.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$1; impl=$2; mode=$3; warm=${4:-30}; rec=${5:-15}
J=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin
out=${OUT:-$PWD}; mkdir -p "$out"
db=$out/conduit.db; [ -f "$db" ] || (cd "$repo" && ./brigade seed "$db")
port=18443
tls=""; scheme=http
shape="-c32 -m8"
[ "$mode" = churn-tls ] && shape="-c64 --h1 -H connection:close"
if [ "$mode" != h2c ]; then
  [ -f "$out/cert.pem" ] || openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1 \
    -subj /CN=fourneau-dragrace -addext "subjectAltName=IP:127.0.0.1" -keyout "$out/key.pem" -out "$out/cert.pem" 2>/dev/null
  tls="--tls-cert $out/cert.pem --tls-key $out/key.pem"; scheme=https
fi
cd "$repo/impl-$impl"
# shellcheck disable=SC2086
taskset -c 0 "$J/java" @jvm.options \
  -XX:StartFlightRecording=settings=profile,filename="$out/$impl-$mode.jfr",delay="${warm}s",duration="${rec}s" \
  -jar "target/brigade-$impl.jar" --address 127.0.0.1 --port $port --database "$db" $tls > "$out/$impl-$mode.log" 2>&1 &
pid=$!
sleep 10
timeout $((warm + rec + 30)) taskset -c 1 h2load -t1 $shape -D $((warm + rec + 2)) \
  --tls13-ciphers=TLS_AES_256_GCM_SHA384:TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256 \
  "$scheme://127.0.0.1:$port/plaintext" > "$out/$impl-$mode.h2load" 2>&1 || true
sleep 2; kill -TERM $pid; wait $pid || true
"$here/../20261202-073258/profiles/jfr_summary.py" "$out/$impl-$mode.jfr" > "$out/$impl-$mode.txt"
echo "$out/$impl-$mode.txt"
