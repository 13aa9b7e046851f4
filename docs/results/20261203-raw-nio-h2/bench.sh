#!/bin/bash
# Paired rounds: CPU time of the server process per request, server on CPU 0, load on CPU 1.
# Usage: bench.sh OUT ROUNDS SECS WARM SERVER... -- LOAD...
#   SERVER: id=JARDIR,plain|tls   (JARDIR holds brigade-raw-nio.jar and lib/)
#   LOAD:   name=SERVERID,h1|h2c|h1p8|tls  (h1p8: HTTP/1.1 pipelined 8 deep on 32 connections, h2c's shape)
# Each server is started once and warmed WARM s with each of its loads; then every round runs every
# load SECS s, in an order rotated by one each round, and reads the server's utime+stime
# (/proc/PID/stat) before and after. One line per measurement in OUT/raw.tsv.
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH
OUT=$1; ROUNDS=$2; SECS=$3; WARM=$4; shift 4
mkdir -p $OUT
declare -A PID PORT SCHEME
SERVERS=(); LOADS=()
while [ "$1" != "--" ]; do SERVERS+=("$1"); shift; done; shift; LOADS=("$@")
port=18700
for s in "${SERVERS[@]}"; do
  id=${s%%=*}; rest=${s#*=}; dir=${rest%,*}; kind=${rest#*,}
  port=$((port+1)); PORT[$id]=$port
  args="--port $port"; SCHEME[$id]=http
  [ $kind = tls ] && args="$args --tls-cert /tmp/rn/cert.pem --tls-key /tmp/rn/key.pem" && SCHEME[$id]=https
  taskset -c 0 java @/work/rawnio/impl-raw-nio/jvm.options -jar $dir/brigade-raw-nio.jar $args > $OUT/server-$id.log 2>&1 &
  PID[$id]=$!
  for i in $(seq 100); do curl -sk -o /dev/null ${SCHEME[$id]}://127.0.0.1:$port/plaintext && break; sleep 0.1; done
  echo "server $id pid ${PID[$id]} port $port jar $dir ($(sha256sum $dir/brigade-raw-nio.jar | cut -c1-12))" | tee -a $OUT/servers.txt
done
load() { # MODE PORT SECONDS
  case $1 in
    h1) taskset -c 1 wrk -t 1 -c 256 -d ${3}s --timeout 5s http://127.0.0.1:$2/plaintext ;;
    h2c) taskset -c 1 h2load -t 1 -c 32 -m 8 -D $3 http://127.0.0.1:$2/plaintext ;;
    h1p8) taskset -c 1 h2load --h1 -t 1 -c 32 -m 8 -D $3 http://127.0.0.1:$2/plaintext ;;
    tls) taskset -c 1 h2load -t 1 -c 32 -m 8 -D $3 --tls13-ciphers=TLS_AES_256_GCM_SHA384:TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256 https://127.0.0.1:$2/plaintext ;;
  esac
}
for l in "${LOADS[@]}"; do
  sid=${l#*=}; sid=${sid%,*}; mode=${l##*,}
  load $mode ${PORT[$sid]} $WARM > /dev/null 2>&1
done
echo -e "round\tload\trequests\tcpu_ticks\tus_per_request\tloader_summary" > $OUT/raw.tsv
n=${#LOADS[@]}
for r in $(seq 1 $ROUNDS); do
  for k in $(seq 0 $((n-1))); do
    l=${LOADS[$(( (k + r - 1) % n ))]}
    name=${l%%=*}; sid=${l#*=}; sid=${sid%,*}; mode=${l##*,}; pid=${PID[$sid]}
    T0=$(awk '{print $14+$15}' /proc/$pid/stat)
    O=$(load $mode ${PORT[$sid]} $SECS 2>&1)
    T1=$(awk '{print $14+$15}' /proc/$pid/stat)
    if [ $mode = h1 ]; then
      D=$(echo "$O" | awk '/requests in/{print $1}'); S=$(echo "$O" | grep -E "requests in|Non-2xx|Socket errors" | tr -s ' ' | tr '\n' ' ')
    else
      D=$(echo "$O" | awk '/^requests:/{print $8}'); S=$(echo "$O" | grep -E "^requests:|^status codes:|^TLS Protocol|^Application protocol|^Cipher" | tr '\n' ' ')
    fi
    echo -e "$r\t$name\t$D\t$((T1-T0))\t$(echo "scale=4; ($T1-$T0)*1000000/$(getconf CLK_TCK)/$D" | bc)\t$S" | tee -a $OUT/raw.tsv | cut -f1-5
  done
done
for id in "${!PID[@]}"; do kill ${PID[$id]}; done; wait 2>/dev/null
