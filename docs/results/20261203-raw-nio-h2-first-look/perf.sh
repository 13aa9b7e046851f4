#!/bin/bash
# One measurement: starts raw-nio pinned to CPU 0 (plain or TLS), warms it up, then runs h2load pinned to CPU 1
# and prints requests per CPU-second of the server (utime+stime from /proc). Args: MODE(h1|h2c|h2tls|h1tls) SECONDS
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH
MODE=$1; SECS=${2:-10}; PORT=18555
JAR=/work/rawnio/impl-raw-nio/target/brigade-raw-nio.jar
TLSARGS=""; URL=http://127.0.0.1:$PORT/plaintext
case $MODE in h2tls|h1tls) TLSARGS="--tls-cert /tmp/rn/cert.pem --tls-key /tmp/rn/key.pem"; URL=https://127.0.0.1:$PORT/plaintext;; esac
LOADARGS=""; case $MODE in h1|h1tls) LOADARGS="--h1";; esac
taskset -c 0 java @/work/rawnio/impl-raw-nio/jvm.options -jar $JAR --port $PORT $TLSARGS > /tmp/rn/perf-server.log 2>&1 &
PID=$!
sleep 2
taskset -c 1 h2load $LOADARGS -c 16 -m 10 -D 10 $URL > /dev/null 2>&1   # warm-up
T0=$(awk '{print $14+$15}' /proc/$PID/stat)
OUT=$(taskset -c 1 h2load $LOADARGS -c 16 -m 10 -D $SECS $URL 2>&1)
T1=$(awk '{print $14+$15}' /proc/$PID/stat)
kill $PID; wait $PID 2>/dev/null
DONE=$(echo "$OUT" | awk '/^requests:/{print $8}')
TICKS=$(getconf CLK_TCK)
echo "$MODE: succeeded=$DONE cpu_s=$(echo "scale=2; ($T1-$T0)/$TICKS" | bc) per_cpu_s=$(echo "scale=0; $DONE*$TICKS/($T1-$T0)" | bc) :: $(echo "$OUT" | grep -E '^finished|^requests' | tr '\n' ' ')"
