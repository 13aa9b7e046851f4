package dev.brigade.conformance.checks;

import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.launch.TlsMode;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

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

    @Check(
            id = "process.tls-bad-file",
            value = "--tls-cert or --tls-key naming a missing file, or a file that is not PEM: "
                    + "exit 1 with one line on stderr",
            rule = "§1.9")
    void badFile() throws IOException {
        Assumptions.assumeTrue(
                tls().namesBothFiles(),
                () -> "the --run-tls arguments (" + tls().template() + ") do not name both " + TlsMode.CERT + " and "
                        + TlsMode.KEY + ", so the kit cannot put a bad file in their place");
        String missing = server().workDir().resolve("no-such-cert.pem").toString();
        Path notPem = Files.writeString(server().workDir().resolve("not-pem.pem"), "not a PEM file\n");
        for (List<String> files : List.of(
                List.of(missing, tls().key().toString()),
                List.of(tls().certificate().toString(), notPem.toString()))) {
            String arguments = tls().arguments(files.get(0), files.get(1));
            ProcessChecks.exits(
                    1,
                    arguments,
                    server().runUntilListenFails(
                                    "tls-bad-file",
                                    ServerUnderTest.ADDRESS,
                                    "0",
                                    server().database().toString(),
                                    arguments));
        }
    }

    /** Each file's arguments alone, as the {@code --run-tls} template gives them (e.g. {@code --tls-cert FILE}). */
    @Check(
            id = "process.tls-flag-alone",
            value = "--tls-cert without --tls-key, or --tls-key without --tls-cert: "
                    + "exit 2 at once with one line on stderr",
            rule = "§1.9")
    void flagAlone() {
        for (String placeholder : List.of(TlsMode.CERT, TlsMode.KEY)) {
            Optional<String> alone = tls().alone(placeholder);
            Assumptions.assumeTrue(
                    alone.isPresent(),
                    () -> "the --run-tls arguments (" + tls().template() + ") have no argument that names "
                            + placeholder + " without the other file, so the kit cannot give one alone");
            ProcessChecks.exits(
                    2,
                    alone.get() + " alone",
                    server().runVariant(
                                    "tls-flag-alone", "0", server().database().toString(), alone.get()));
        }
    }
}
