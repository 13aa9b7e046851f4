#!/usr/bin/env bash
# A quick wrk measurement of one packaged brigade server, as IMPLEMENTING.md describes it:
# the server pinned to CPU 0, wrk to CPU 1, 256 connections, a 10 s warm-up then a 10 s run per
# workload; requests/s, p99, and server CPU per request from /proc/PID/stat (user+system ticks).
# usage: measure.sh NAME DATABASE java-args...   e.g.
#   measure.sh vertx /tmp/x.db @impl-vertx/jvm.options -jar impl-vertx/target/brigade-vertx.jar
set -euo pipefail
name=$1 db=$2; shift 2
java=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
port=${PORT:-18990} seconds=${SECONDS_PER_RUN:-10} warmup=${WARMUP:-10}
work=$(mktemp -d)
cat > "$work/echo.lua" <<'LUA'
wrk.method = "POST"
wrk.body = string.rep("a", 4096)
wrk.headers["Content-Type"] = "application/octet-stream"
LUA
cat > "$work/pipeline.lua" <<'LUA'
init = function(args)
  local r = {}
  for i = 1, 16 do r[i] = wrk.format(nil, "/plaintext") end
  req = table.concat(r)
end
request = function() return req end
LUA

start=$(date +%s%N)
taskset -c 0 "$java" "$@" --address 127.0.0.1 --port "$port" --database "$db" 2>"$work/stderr" &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$work"' EXIT
until curl -sf -o /dev/null "http://127.0.0.1:$port/plaintext"; do
  kill -0 $pid 2>/dev/null || { echo "$name did not start:"; cat "$work/stderr"; exit 1; }
  sleep 0.01
done
echo "$name startup to first 200: $(( ($(date +%s%N) - start) / 1000000 )) ms"

ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
run() {  # label path [wrk args...]
  local label=$1 path=$2; shift 2
  taskset -c 1 wrk -t1 -c256 -d"${warmup}s" "$@" "http://127.0.0.1:$port$path" >/dev/null
  local before after out requests
  before=$(ticks)
  out=$(taskset -c 1 wrk -t1 -c256 -d"${seconds}s" --latency "$@" "http://127.0.0.1:$port$path")
  after=$(ticks)
  requests=$(echo "$out" | awk '/requests in/ {print $1}')
  printf '%-10s %-12s %10s req/s  p99 %8s  cpu/req %6.1f us  errors: %s\n' "$name" "$label" \
    "$(echo "$out" | awk '/Requests\/sec/ {printf "%.0f", $2}')" \
    "$(echo "$out" | awk '$1 == "99%" {print $2}')" \
    "$(echo "($after - $before) * 1000000 / $hz / $requests" | bc -l)" \
    "$(echo "$out" | grep -E 'Non-2xx|Socket errors' | tr '\n' ' ' || true)"
}
run plaintext /plaintext
run echo-4k /echo -s "$work/echo.lua"
run menu /menu
run sse-41 '/sse?datastar=%7B%22count%22%3A41%7D'
run pipeline16 /plaintext -s "$work/pipeline.lua"
echo "$name peak RSS: $(awk '/VmHWM/ {print $2, $3}' "/proc/$pid/status")"
