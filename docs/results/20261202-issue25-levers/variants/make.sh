#!/bin/sh
# make.sh NAME MODULE_DIR [JAR]: a competitor folder in the public race's format that starts MODULE_DIR's
# built jar (or JAR) with MODULE_DIR's jvm.options, so `brigade race --competitor /work/variants/competitors/NAME`
# races a variant (a tuning branch's build) beside main's server in the same rounds.
# Example: make.sh vertx-t25 /work/t-vertx/impl-vertx
set -eu
name=$1; module=$(cd "$2" && pwd); m=$(basename "$module"); m=${m#impl-}
jar=${3:-$module/target/brigade-$m.jar}
java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
dir=/work/variants/competitors/$name
mkdir -p "$dir"
opts=""; [ -f "$module/jvm.options" ] && opts="@$module/jvm.options"
printf '#!/bin/sh\nexec %s %s -jar %s "$@"\n' "$java" "$opts" "$jar" > "$dir/launch.sh"
chmod +x "$dir/launch.sh"
cat > "$dir/competitor.json" <<JSON
{
  "title": "$name",
  "language": "Java",
  "framework": "brigade-$m variant built in $module",
  "build": [ { "cwd": "competitors/$name", "argv": ["cp", "launch.sh", "{out}/$name"] } ],
  "run": { "argv": ["{bin}", "--address", "{address}", "--port", "{port}", "--database", "{db}"] }
}
JSON
echo "$dir"
