#!/bin/sh
# once a second: time, TCP counters that name a cause (listen overflows, resets, aborts), established count
nstat -n >/dev/null
while :; do
  printf '%s ' "$(date -u +%H:%M:%S)"
  nstat 2>/dev/null | awk '/ListenOverflows|ListenDrops|TcpEstabResets|TcpOutRsts|TcpAttemptFails|TCPAbortOnData|TCPAbortOnClose|TCPAbortOnTimeout|TCPTimeouts|TcpActiveOpens|TcpPassiveOpens/{printf "%s=%s ", $1, $2}'
  printf 'estab=%s\n' "$(ss -Htn state established | wc -l)"
  sleep 1
done
