#!/usr/bin/env bash
# Plaintext raced by wrk twice against one packaged raw-nio server: alone, then while
# hold-connections.sh holds N keep-alive connections open (each sending a request every 5 s).
# Prints both wrk summaries, the server's peak RSS and open descriptors, and whether any held
# connection failed or was closed. Run from anywhere once the jar is built
# (./mvnw -B -pl impl-raw-nio package -DskipTests); the server is pinned to CPU 0, the load to CPU 1.
#   scripts/hold-while-raced.sh [connections (10000)] [wrk seconds (10)] [port (18080)]
set -euo pipefail
N=${1:-10000}; SECONDS_RACED=${2:-10}; PORT=${3:-18080}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd); ROOT=$HERE/..
JAVA=${JAVA_HOME:+$JAVA_HOME/bin/}java
WORK=$(mktemp -d)
ulimit -n "$(ulimit -Hn)"
"$ROOT/brigade" seed "$WORK/hold.db" --force >/dev/null
taskset -c 0 "$JAVA" "@$ROOT/impl-raw-nio/jvm.options" -jar "$ROOT/impl-raw-nio/target/brigade-raw-nio.jar" \
    --address 127.0.0.1 --port "$PORT" --database "$WORK/hold.db" 2>"$WORK/server.log" &
SERVER=$!
until curl -s -o /dev/null "http://127.0.0.1:$PORT/plaintext"; do sleep 0.1; done
race() {
    taskset -c 1 wrk -t1 -c256 -d"${SECONDS_RACED}s" --latency "http://127.0.0.1:$PORT/plaintext" \
        | grep -E "Requests/sec|Latency |99%|errors"
}
echo "plaintext alone:"; race
# the holder opens about 1,000 connections a second: it runs long enough to be ramped up when wrk starts and ends
taskset -c 1 "$HERE/hold-connections.sh" --port "$PORT" --connections "$N" --seconds $((SECONDS_RACED + 90)) >"$WORK/hold.log" 2>&1 &
HOLDER=$!
OPEN="open $(echo "$N" | sed -e ':a' -e 's/\B[0-9]\{3\}\>/,&/' -e 'ta') " # as the holder writes it: 10,000
until grep -q "$OPEN" "$WORK/hold.log"; do
    sleep 1
    kill -0 "$HOLDER" 2>/dev/null || { cat "$WORK/hold.log"; kill "$SERVER"; exit 1; }
done
echo "plaintext with $N connections held:"; race
grep VmHWM "/proc/$SERVER/status"; echo "open descriptors: $(ls "/proc/$SERVER/fd" | wc -l)"
STATUS=0; wait "$HOLDER" || STATUS=$?
tail -1 "$WORK/hold.log"; echo "holder exit $STATUS (1: a held connection failed or was closed)"
kill "$SERVER"; wait "$SERVER" || true
exit "$STATUS"
