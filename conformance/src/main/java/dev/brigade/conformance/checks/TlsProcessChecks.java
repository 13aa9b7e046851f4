package dev.brigade.conformance.checks;

import java.util.List;

import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.launch.TlsMode;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.target.Target;

/** CONTRACT.md §1.9, the TLS arguments on the command line, in TLS mode's launch only. */
@CheckGroup(requires = Requirement.LAUNCH)
public final class TlsProcessChecks {

    private final Target target;

    public TlsProcessChecks(Target target) {
        this.target = target;
    }

    private ServerUnderTest server() {
        return target.server().orElseThrow();
    }

    private TlsMode tls() {
        return server().tls().orElseThrow();
    }

    @Check(id = "process.tls-bad-file", value = "--tls-cert or --tls-key naming a missing file, or a file that is not PEM: "
            + "exit 1 with one line on stderr", rule = "§1.9")
    void badFile() throws java.io.IOException {
        String missing = server().workDir().resolve("no-such-cert.pem").toString();
        java.nio.file.Path notPem = java.nio.file.Files.writeString(server().workDir().resolve("not-pem.pem"), "not a PEM file\n");
        for (List<String> files : List.of(List.of(missing, tls().key().toString()),
                List.of(tls().certificate().toString(), notPem.toString()))) {
            String what = "--tls-cert " + files.get(0) + " --tls-key " + files.get(1);
            ProcessChecks.exits(1, what, server().runUntilListenFails("tls-bad-file", ServerUnderTest.ADDRESS, "0",
                    server().database().toString(), tls().arguments(files.get(0), files.get(1))));
        }
    }

    @Check(id = "process.tls-flag-alone", value = "--tls-cert without --tls-key: exit 2 at once with one line on stderr",
            rule = "§1.9")
    void flagAlone() {
        ProcessChecks.exits(2, "--tls-cert alone", server().runVariant("tls-flag-alone", "0", server().database().toString(),
                "--tls-cert " + dev.brigade.conformance.launch.ServerCommand.quote(tls().certificate().toString())));
    }
}
