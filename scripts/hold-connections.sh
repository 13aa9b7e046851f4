#!/usr/bin/env bash
# Holds 10,000 keep-alive connections (by default) against a running server, each sending
# GET /plaintext every 5 s, and reports every 10 s; see HoldConnections.java for the options.
#   scripts/hold-connections.sh --port 8080 [--connections 10000] [--interval 5] [--seconds 60]
# The server's JVM raises its own open-file limit to the hard limit (HotSpot's MaxFDLimit); this
# raises the client's. Both need a hard limit above the connection count (ulimit -Hn).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ulimit -n "$(ulimit -Hn)"
JAVA=${BRIGADE_JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}
exec "$JAVA" -Xmx256m "$HERE/HoldConnections.java" "$@"
