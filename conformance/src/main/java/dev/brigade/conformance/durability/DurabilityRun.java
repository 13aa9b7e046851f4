package dev.brigade.conformance.durability;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import dev.brigade.conformance.launch.ServerUnderTest;

/**
 * {@code check --run COMMAND --profile durability}: writers under load, SIGKILL, a restart on the
 * same file, then writers again and SIGTERM. After each stop every acknowledged write must be in
 * the file exactly once (a favorite at least once: it is idempotent) and the file must pass
 * {@code PRAGMA integrity_check}; after SIGTERM no request may be cut (its write applied but never
 * answered) and the server must exit 0.
 */
public final class DurabilityRun {

    public static final int WRITERS = 32;
    static final Duration LOAD = Duration.ofSeconds(3);

    private final PrintStream out;
    private int failures;

    private DurabilityRun(PrintStream out) {
        this.out = out;
    }

    /** Exit status: 0 when every step passed, 1 otherwise. */
    public static int run(String command, PrintStream out) throws IOException, InterruptedException, SQLException {
        return new DurabilityRun(out).run(command);
    }

    private int run(String command) throws IOException, InterruptedException, SQLException {
        Path dir = Files.createTempDirectory("brigade-durability-");
        try (ServerUnderTest first = ServerUnderTest.launch(command, dir.resolve("first"))) {
            if (!report("durability.start", first.isReady(), first.failure().orElse(""))) {
                return 1;
            }
            Path database = first.database();
            Load killed = Load.start(first.baseUri(), "sigkill", WRITERS);
            Thread.sleep(LOAD.toMillis());
            first.kill();
            List<Write> beforeKill = killed.stop();
            try (ServerUnderTest second = ServerUnderTest.launch(command, dir.resolve("second"), Optional.of(database))) {
                report("durability.sigkill.restart", second.isReady(), second.failure().orElse(""));
                verify("sigkill", database, beforeKill);
                if (second.isReady()) {
                    Load drained = Load.start(second.baseUri(), "sigterm", WRITERS);
                    Thread.sleep(LOAD.toMillis());
                    second.signalTerm();
                    ServerUnderTest.Stopped stopped = second.stop();
                    List<Write> beforeTerm = drained.stop();
                    report("durability.sigterm.exit-0", stopped.exitStatus().isPresent() && stopped.exitStatus().getAsInt() == 0,
                            "exit status " + (stopped.exitStatus().isPresent() ? stopped.exitStatus().getAsInt() : "none within 10 s"));
                    verify("sigterm", database, beforeTerm);
                    drain(database, beforeTerm);
                }
            }
        }
        out.println(failures == 0 ? "durability: every step passed" : "durability: " + failures + " step(s) failed");
        return failures == 0 ? 0 : 1;
    }

    /** Every acknowledged write is in the file, a comment exactly once; the file is sound. */
    private void verify(String phase, Path database, List<Write> writes) throws SQLException {
        List<Write> acknowledged = writes.stream().filter(w -> w.outcome() == Write.Outcome.ACKNOWLEDGED).toList();
        StringBuilder missing = new StringBuilder();
        try (StoredWrites stored = new StoredWrites(database)) {
            for (Write write : acknowledged) {
                int rows = stored.count(write);
                if (write.comment() ? rows != 1 : rows < 1) {
                    missing.append("\n  ").append(write.comment() ? "comment \"" + write.body() + "\"" : "favorite of " + write.slug()
                            + " by user " + write.userId()).append(": ").append(rows).append(" row(s)");
                }
            }
            report("durability." + phase + ".acknowledged-kept", missing.isEmpty(), counts(writes) + missing);
            String integrity = stored.integrity();
            report("durability." + phase + ".integrity", integrity.equals("ok"), "PRAGMA integrity_check: " + integrity);
        }
    }

    /** SIGTERM drains: a request left without an answer must not have been applied (answered or refused, never cut). */
    private void drain(Path database, List<Write> writes) throws SQLException {
        StringBuilder cut = new StringBuilder();
        try (StoredWrites stored = new StoredWrites(database)) {
            for (Write write : writes) {
                if (write.comment() && write.outcome() == Write.Outcome.UNANSWERED && stored.count(write) > 0) {
                    cut.append("\n  comment \"").append(write.body()).append("\" stored but never answered");
                }
            }
        }
        report("durability.sigterm.drain", cut.isEmpty(), counts(writes) + cut);
    }

    private static String counts(List<Write> writes) {
        return "%d writes: %d acknowledged, %d refused, %d without an answer, %d rejected".formatted(writes.size(),
                count(writes, w -> w.outcome() == Write.Outcome.ACKNOWLEDGED), count(writes, w -> w.outcome() == Write.Outcome.REFUSED),
                count(writes, w -> w.outcome() == Write.Outcome.UNANSWERED), count(writes, w -> w.outcome() == Write.Outcome.REJECTED));
    }

    private static long count(List<Write> writes, Predicate<Write> which) {
        return writes.stream().filter(which).count();
    }

    private boolean report(String id, boolean passed, String detail) {
        out.printf("%s  %-36s %s%n", passed ? "PASS" : "FAIL", id, detail.lines().findFirst().orElse(""));
        if (!passed) {
            failures++;
            detail.lines().skip(1).limit(20).forEach(line -> out.println("      " + line.strip()));
        }
        out.flush();
        return passed;
    }
}
