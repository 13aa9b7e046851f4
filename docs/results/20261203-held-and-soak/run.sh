#!/usr/bin/env bash
# Holds 10,000 keep-alive connections against each server, then soaks it for a minute with the kit,
# from a checkout whose jars are built (./mvnw -B package -DskipTests, or a finished `brigade test`).
# The server runs on CPU 0, the load on CPU 1; each server gets a fresh process and a fresh seeded
# database. Output: held-IMPL.txt and soak-IMPL.txt next to this script.
#   docs/results/20261203-held-and-soak/run.sh [IMPL ...]     (default: all five)
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
JAVA=${BRIGADE_JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}
KIT="$ROOT/conformance/target/brigade-conformance.jar"
PORT=${PORT:-18480}
IMPLS=("$@"); [ ${#IMPLS[@]} -gt 0 ] || IMPLS=(raw-nio vertx helidon micronaut quarkus)
ulimit -n "$(ulimit -Hn)"

serve_command() {   # the module's own launch line, as its verify runs it (helidon's CDS archive left out)
  local impl=$1
  echo "$JAVA @$ROOT/impl-$impl/jvm.options -jar $ROOT/impl-$impl/target/brigade-$impl.jar"
}

for impl in "${IMPLS[@]}"; do
  db=$(mktemp -d)/seed.db
  "$JAVA" -jar "$KIT" seed "$db" >/dev/null
  taskset -c 0 $(serve_command "$impl") --address 127.0.0.1 --port "$PORT" --database "$db" >"$HERE/server-$impl.log" 2>&1 &
  server=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$PORT/plaintext" >/dev/null && break; sleep 0.2; done
  { echo "# $impl at $(git -C "$ROOT" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC')"
    taskset -c 1 "$ROOT/scripts/hold-connections.sh" --port "$PORT" --connections 10000 --interval 5 --seconds 30
    echo "peak RSS of the server: $(grep VmHWM /proc/$server/status)"
  } >"$HERE/held-$impl.txt" 2>&1 || echo "hold-connections failed for $impl (see held-$impl.txt)"
  kill -TERM "$server"; wait "$server" || true
  { echo "# $impl at $(git -C "$ROOT" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC')"
    taskset -c 1 "$JAVA" -jar "$KIT" check --profile soak --minutes 1 \
      --run "taskset -c 0 $(serve_command "$impl") --address {address} --port {port} {database-arg}"
  } >"$HERE/soak-$impl.txt" 2>&1 || echo "soak failed for $impl (see soak-$impl.txt)"
  rm -rf "$(dirname "$db")"
done
