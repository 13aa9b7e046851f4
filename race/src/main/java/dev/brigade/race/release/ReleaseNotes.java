package dev.brigade.race.release;

import dev.brigade.race.Outside;

/** The README.md inside each release folder: what it is and how to run it. */
final class ReleaseNotes {

    private ReleaseNotes() {}

    /** The kit's command for one unpacked server folder, its declared list included: what the release check runs. */
    static String checkCommand(String folder, String name) {
        return "brigade-conformance-*/bin/brigade-conformance check --run '" + folder + "/bin/" + name
                + " --address {address} --port {port} {database-arg}' --run-tls '--tls-cert {cert} --tls-key {key}' --declared "
                + folder + "/" + Outside.DECLARED;
    }

    /** RELEASE.md's line on checking a server with the kit archive. */
    static String checkSentence() {
        return "Check a server with the kit's archive, both modes, its declared deviations passed as the module's own build passes them"
                + " (a server without `" + Outside.DECLARED + "` declares nothing: leave `--declared` out):\n\n    "
                + checkCommand("brigade-IMPL-*", "brigade-IMPL");
    }

    static String folderReadme(String impl, String modules, StartupComparison aot, boolean declared) {
        String name = "brigade-" + impl;
        String check = declared
                ? "Check it with brigade's kit (the `brigade-conformance` archive), in both modes; `" + Outside.DECLARED
                        + "` lists what the framework decides before any handler, each with its source, and `--declared` reports those checks"
                        + " as declared rather than failed:\n\n    cd ..\n    "
                        + checkCommand("brigade-" + impl + "-*", name) + "\n"
                : "Check it with brigade's kit (the `brigade-conformance` archive), in both modes; it declares no deviation:\n\n    cd ..\n    "
                        + checkCommand("brigade-" + impl + "-*", name).replaceAll(" --declared .*", "") + "\n";
        return """
                # %1$s

                brigade's %2$s server with its own Java runtime: nothing to install but a POSIX shell.

                    bin/%1$s --address 127.0.0.1 --port 8080 --database conduit.db

                Without `--database` the Conduit routes answer 404. `BRIGADE_AOT=off` starts it without the AOT cache.

                | path | what |
                |---|---|
                | `bin/%1$s` | the launcher: `runtime/bin/java @lib/jvm.options [-XX:AOTCache=lib/%1$s.aot] -jar lib/%1$s.jar` |
                | `runtime/` | a Java runtime made by jlink with the modules jdeps found: %3$s |
                | `lib/%1$s.jar` | the server |
                | `lib/jvm.options` | its tuned JVM flags, each with its reason |
                | `lib/%1$s.aot` | %4$s |
                %5$s
                %6$s""".formatted(
                        name,
                        impl,
                        modules,
                        aot == null
                                ? "no AOT cache in this release"
                                : aot.kept()
                                        ? "the AOT cache, trained with this runtime: " + aot.sentence()
                                        : "(dropped: " + aot.sentence() + ")",
                        declared
                                ? "| `" + Outside.DECLARED
                                        + "` | the module's declared deviations, for the kit's `--declared` |\n"
                                : "",
                        check);
    }

    static String kitReadme(String modules) {
        return """
                # brigade-conformance

                brigade's conformance kit with its own Java runtime: checks any HTTP server, in any language, against
                the drag race's contract, byte for byte.

                    bin/brigade-conformance check --run 'your-server --address {address} --port {port} --database {database}'
                    bin/brigade-conformance check http://127.0.0.1:8080 --database seeded.db
                    bin/brigade-conformance seed seeded.db

                `runtime/` is a Java runtime made by jlink with the modules jdeps found: %s.
                """.formatted(modules);
    }
}
