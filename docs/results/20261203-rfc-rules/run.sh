#!/bin/bash
# By hand: the new RFC-rule cases (issue 38 item 6) against each server's jar, kit and jars from this checkout.
# usage: docs/results/20261203-rfc-rules/run.sh OUTDIR (after packaging the kit and the five jars)
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH
out=$1; mkdir -p "$out"
root=$(git rev-parse --show-toplevel)
kit=$root/conformance/target/brigade-conformance.jar
cases='robust.chunk.size-*,robust.expect.http10-no-continue'
for m in raw-nio vertx helidon micronaut quarkus; do
  dir=$root/impl-$m
  cmd="java @$dir/jvm.options -jar $dir/target/brigade-$m.jar --address {address} --port {port} {database-arg}"
  {
    echo "== $m: check --only http.wrong-method"
    java -jar $kit check --run "$cmd" --run-tls none --only http.wrong-method; echo "exit $?"
    echo "== $m: check --profile robustness --only '$cases'"
    java -jar $kit check --profile robustness --run "$cmd" --only "$cases"; echo "exit $?"
  } > "$out/$m.txt" 2>&1
done
