#!/bin/bash
# Starts brigade-vertx on 127.0.0.1:9402, runs one h2load shape against it (the arguments), samples
# the heap in use (jstat: survivors + eden + old) and the RSS every 0.2 s, then checks it still serves
# and exits 0 on SIGTERM. Run from the repository root, under the machine lock:
#   flock /tmp/brigade-build.lock docs/results/20261203-vertx-h2-limits/echo-heap.sh -c 4 -m 128 -n 512 \
#     -d /tmp/1m.bin -H 'content-type: application/octet-stream' http://127.0.0.1:9402/echo
DB=$(mktemp); cp /opt/h2tools/sanity/seed.db "$DB"; LOG=$(mktemp); PEAK=$(mktemp)
java @impl-vertx/jvm.options -jar impl-vertx/target/brigade-vertx.jar --address 127.0.0.1 --port 9402 --database "$DB" 2>"$LOG" &
PID=$!
sleep 3
( peakh=0; peakr=0; while kill -0 $PID 2>/dev/null; do
    h=$(jstat -gc $PID 2>/dev/null | tail -1 | awk '{print int(($3+$4+$6+$8)/1024)}')
    r=$(awk '/VmRSS/{print int($2/1024)}' /proc/$PID/status 2>/dev/null)
    [ -n "$h" ] && [ "$h" -gt "$peakh" ] && peakh=$h
    [ -n "$r" ] && [ "$r" -gt "$peakr" ] && peakr=$r
    echo "$peakh $peakr" > "$PEAK"; sleep 0.2; done ) &
h2load "$@" 2>&1 | grep -E "requests:|status codes:"
echo "afterwards: $(curl -s --http2-prior-knowledge http://127.0.0.1:9402/plaintext)"
kill -TERM $PID; wait $PID; echo "exit status $?"
sleep 0.5
echo "peak heap used MB, peak RSS MB: $(cat "$PEAK")"
echo "OutOfMemoryError lines: $(grep -c OutOfMemoryError "$LOG")"
rm -f "$DB" "$DB"-* "$LOG" "$PEAK"
