package dev.brigade.race.release;

/**
 * The text of a release folder's {@code bin/NAME}: a POSIX sh script that starts the jar with the
 * folder's own Java runtime ({@code runtime/}, made by jlink). It never looks for a Java anywhere else:
 * no PATH, no JAVA_HOME, no system JVM folder.
 */
final class Launcher {

    private Launcher() {}

    /**
     * A server's launcher: its tuned flags ({@code lib/jvm.options}) and, where the release kept one, the
     * AOT cache trained with this very runtime ({@code BRIGADE_AOT=off} leaves it out, to compare).
     */
    static String server(String impl) {
        String name = "brigade-" + impl;
        return head(
                        name,
                        "brigade's " + impl + " server with its own Java runtime. Arguments go to the server:\n"
                                + "#   " + name + " [--address A] [--port P] [--database FILE]\n"
                                + "# BRIGADE_AOT=off starts it without the AOT cache (lib/" + name
                                + ".aot), to compare.")
                + """
                aot=
                if [ "${BRIGADE_AOT:-on}" != off ] && [ -f "$here/lib/%1$s.aot" ]; then
                  aot="-XX:AOTCache=$here/lib/%1$s.aot"
                fi
                exec "$here/runtime/bin/java" "@$here/lib/jvm.options" ${aot:+"$aot"} -jar "$here/lib/%1$s.jar" "$@"
                """.formatted(name);
    }

    /** The conformance kit's launcher: {@code brigade-conformance check|seed ...}. */
    static String kit() {
        return head(
                        "brigade-conformance",
                        "brigade's conformance kit with its own Java runtime:\n"
                                + "#   brigade-conformance check --run 'your-server --address {address} --port {port} --database {database}'")
                + """
                exec "$here/runtime/bin/java" -jar "$here/lib/brigade-conformance.jar" "$@"
                """;
    }

    /** Finds the folder the script lives in, through any symlinks, with POSIX tools only. */
    private static String head(String name, String what) {
        return """
                #!/bin/sh
                # %1$s: %2$s
                set -eu

                # where this script really is (a link to it works too): the release folder is its parent's parent
                self=$0
                while [ -h "$self" ]; do
                  link=$(ls -ld "$self" | sed 's/.* -> //')
                  case $link in
                    /*) self=$link ;;
                    *) self=$(dirname "$self")/$link ;;
                  esac
                done
                here=$(cd "$(dirname "$self")/.." && pwd)

                """.formatted(name, what);
    }
}
