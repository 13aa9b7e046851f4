#!/bin/sh
# race.sh OUTDIR SEED WORKLOADS IMPLS COMPETITOR...: a lever race from /work/race-25's jars, under the machine lock
out=$1; seed=$2; w=$3; impls=$4; shift 4
comps=""; for c in "$@"; do comps="$comps --competitor /work/variants/competitors/$c"; done
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
cd /work/race-25 && exec flock /work/build.lock env BRIGADE_JAVA=$JAVA_HOME/bin/java $JAVA_HOME/bin/java -jar race/target/brigade-race.jar race --impls $impls $comps --no-nginx --no-check --no-ladder --rounds 5 --seconds 10 --warmup-ceiling 30 --workloads $w --seed $seed --results-dir $out
