package dev.brigade.race;

/** The text of dist/bin/brigade-IMPL: a POSIX sh script that finds a JDK 21+ and starts the server. */
final class Launcher {

    private Launcher() {
    }

    static String script(String impl) {
        return """
                #!/bin/sh
                # brigade-%1$s: brigade's %1$s server, started with its tuned JVM flags
                # (lib/brigade-%1$s/jvm.options, listed in its README). Arguments go to the server:
                #   brigade-%1$s [--address A] [--port P] [--database FILE]
                # Needs a JDK 21 or newer: $BRIGADE_JAVA, $JAVA_HOME, java on PATH, or the system's JVM folder (newest first).
                set -eu

                self=$(readlink -f "$0" 2>/dev/null || echo "$0")
                lib=$(cd "$(dirname "$self")/../lib/brigade-%1$s" && pwd)

                # the JDK's feature version, from its release file (cheap), else from java -version
                feature() {
                  home=$(cd "$(dirname "$(readlink -f "$1" 2>/dev/null || echo "$1")")/.." && pwd)
                  v=$(sed -n 's/^JAVA_VERSION="\\([0-9][0-9]*\\).*/\\1/p' "$home/release" 2>/dev/null || true)
                  [ -n "$v" ] || v=$("$1" -version 2>&1 | sed -n 's/.*version "\\([0-9][0-9]*\\).*/\\1/p' | head -n 1)
                  echo "$v"
                }

                # the JDK's exact build, to match an AOT cache against the JDK that trained it
                build() {
                  home=$(cd "$(dirname "$(readlink -f "$1" 2>/dev/null || echo "$1")")/.." && pwd)
                  sed -n 's/^JAVA_RUNTIME_VERSION="\\(.*\\)"/\\1/p' "$home/release" 2>/dev/null || true
                }

                java=
                for candidate in "${BRIGADE_JAVA:-}" "${JAVA_HOME:+$JAVA_HOME/bin/java}" "$(command -v java 2>/dev/null || true)" \\
                    $(ls -d /usr/lib/jvm/*/bin/java /Library/Java/JavaVirtualMachines/*/Contents/Home/bin/java 2>/dev/null | sort -rV); do
                  [ -n "$candidate" ] && [ -x "$candidate" ] || continue
                  v=$(feature "$candidate")
                  if [ -n "$v" ] && [ "$v" -ge 21 ] 2>/dev/null; then java=$candidate; break; fi
                done
                if [ -z "$java" ]; then
                  echo "brigade-%1$s: needs a JDK 21 or newer; set BRIGADE_JAVA or JAVA_HOME to one" >&2
                  exit 2
                fi

                # the AOT cache is kept only where it cut startup, and only used with the JDK that made it
                aot=
                if [ -f "$lib/brigade-%1$s.aot" ] && [ "$(build "$java")" = "$(cat "$lib/brigade-%1$s.aot.jdk" 2>/dev/null)" ]; then
                  aot="-XX:AOTCache=$lib/brigade-%1$s.aot"
                fi

                exec "$java" "@$lib/jvm.options" ${aot:+"$aot"} -jar "$lib/brigade-%1$s.jar" "$@"
                """.formatted(impl);
    }
}
