#!/bin/sh
# build-variants.sh BRANCH...: for the code levers. Each branch of the clone /work/t-26 is main (08d7cb0)
# with one lever's commit reverted, named SERVER-LEVER; this builds that server's module, keeps its jar
# as /work/variants/jars/BRANCH.jar and writes a competitor folder that starts it with main's
# jvm.options (/work/race-26's), so race.sh races it beside main's build in the same rounds.
set -eu
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
here=$(cd "$(dirname "$0")" && pwd)
cd /work/t-26
for b in "$@"; do
  m=${b%%-*}
  git checkout -q "$b"
  flock /work/build.lock ./mvnw -B -o -q -pl impl-$m -am package -DskipTests
  cp impl-$m/target/brigade-$m.jar /work/variants/jars/$b.jar
  "$here/variants/make.sh" "$b" /work/race-26/impl-$m /work/variants/jars/$b.jar >/dev/null
done
git checkout -q main
