#!/bin/bash
# Profile one mode at steady state: server on CPU 0 (with DebugNonSafepoints), load on CPU 1 in the race's shape,
# WARM s of the same load, then REC s recorded with JFR (profile settings) while the load runs; CPU and syscalls per request.
# Args: MODE(h1|h2c|tls) [WARM] [REC] [TAG]
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH
MODE=$1; WARM=${2:-30}; REC=${3:-20}; TAG=${4:-x}; PORT=18611
JAR=/work/rawnio/impl-raw-nio/target/brigade-raw-nio.jar
TLSARGS=""; [ $MODE = tls ] && TLSARGS="--tls-cert /tmp/rn/cert.pem --tls-key /tmp/rn/key.pem"
load() { # seconds
  case $MODE in
    h1) taskset -c 1 wrk -t 1 -c 256 -d ${1}s --timeout 5s http://127.0.0.1:$PORT/plaintext ;;
    h2c) taskset -c 1 h2load -t 1 -c 32 -m 8 -D $1 http://127.0.0.1:$PORT/plaintext ;;
    tls) taskset -c 1 h2load -t 1 -c 32 -m 8 -D $1 --tls13-ciphers=TLS_AES_256_GCM_SHA384:TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256 https://127.0.0.1:$PORT/plaintext ;;
  esac
}
taskset -c 0 java @/work/rawnio/impl-raw-nio/jvm.options -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints -jar $JAR --port $PORT $TLSARGS > /tmp/rn35/prof-server.log 2>&1 &
PID=$!
for i in $(seq 50); do curl -sk -o /dev/null $( [ $MODE = tls ] && echo https || echo http )://127.0.0.1:$PORT/plaintext && break; sleep 0.1; done
load $WARM > /dev/null 2>&1
jcmd $PID JFR.start name=p settings=profile filename=/tmp/rn35/$MODE-$TAG.jfr duration=${REC}s > /dev/null
T0=$(awk '{print $14+$15}' /proc/$PID/stat); U0=$(awk '{print $14}' /proc/$PID/stat); C0=$(cat /proc/$PID/task/*/status | awk '/^voluntary_ctxt/{s+=$2} END{print s}'); [ -n "$PERF" ] && (perf record -q $PERFG -F 499 -p $PID -o /tmp/rn35/$MODE-$TAG.perf -- sleep $((REC-2)) >/dev/null 2>&1 &); R0=$(awk '/syscr/{print $2}' /proc/$PID/io); W0=$(awk '/syscw/{print $2}' /proc/$PID/io)
OUT=$(load $REC 2>&1)
T1=$(awk '{print $14+$15}' /proc/$PID/stat); U1=$(awk '{print $14}' /proc/$PID/stat); C1=$(cat /proc/$PID/task/*/status | awk '/^voluntary_ctxt/{s+=$2} END{print s}'); R1=$(awk '/syscr/{print $2}' /proc/$PID/io); W1=$(awk '/syscw/{print $2}' /proc/$PID/io)
sleep 2
kill $PID; wait $PID 2>/dev/null
case $MODE in h1) DONE=$(echo "$OUT" | awk '/requests in/{print $1}');; *) DONE=$(echo "$OUT" | awk '/^requests:/{print $8}');; esac
echo "$MODE $TAG: requests=$DONE cpu_ticks=$((T1-T0)) us_per_req=$(echo "scale=3; ($T1-$T0)*10000/$DONE" | bc) reads_per_req=$(echo "scale=3; ($R1-$R0)/$DONE" | bc) writes_per_req=$(echo "scale=3; ($W1-$W0)/$DONE" | bc) user_share=$(echo "scale=2; ($U1-$U0)/($T1-$T0)" | bc) sleeps_per_req=$(echo "scale=4; ($C1-$C0)/$DONE" | bc)"
echo "$OUT" | grep -E "^finished|^requests|Requests/sec|Socket errors|Non-2xx|status codes"
