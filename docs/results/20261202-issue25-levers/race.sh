#!/bin/sh
# race.sh OUTDIR SEED WORKLOADS IMPLS COMPETITOR...: a lever race from a built clone's jars, under the machine lock.
# RACE_CLONE is that clone: /work/race-25 (140ce4c) for the flag races, /work/race-26 (08d7cb0) for the code levers.
out=$1; seed=$2; w=$3; impls=$4; shift 4
clone=${RACE_CLONE:-/work/race-25}
comps=""; for c in "$@"; do comps="$comps --competitor /work/variants/competitors/$c"; done
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
cd "$clone" && exec flock /work/build.lock env BRIGADE_JAVA=$JAVA_HOME/bin/java $JAVA_HOME/bin/java -jar race/target/brigade-race.jar race --impls $impls $comps --no-nginx --no-check --no-ladder --rounds 5 --seconds 10 --warmup-ceiling 30 --workloads $w --seed $seed --results-dir $out
