package dev.brigade.conformance.durability;

import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.profiles.Protocol;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

/**
 * {@code check --run COMMAND --profile durability}: writers under load, SIGKILL, a restart on the
 * same file, then writers again and SIGTERM. After each stop every acknowledged write must be in
 * the file exactly once (a favorite at least once: it is idempotent) and the file must pass
 * {@code PRAGMA integrity_check}; after SIGTERM no request may be cut (its write applied but never
 * answered) and the server must exit 0. Each phase also needs {@link #MIN_ACKNOWLEDGED} acknowledged
 * writes and no 5xx (a 503 after SIGTERM is a drain's refusal, not an error), so that a server that
 * writes nothing cannot pass. The steps run over HTTP/1.1,
 * then over h2c (ids {@code durability.h2c.*}).
 */
public final class DurabilityRun {

    public static final int WRITERS = 32;
    /**
     * Every step a run can print, after {@code durability.} (HTTP/1.1) or {@code durability.h2c.}: the
     * one list {@link #report} takes ids from, so a test can ask that each has a fault.
     */
    public static final List<String> STEPS = List.of(
            "start",
            "sigkill.restart",
            "sigkill.acknowledged-enough",
            "sigkill.no-5xx",
            "sigkill.acknowledged-kept",
            "sigkill.integrity",
            "sigterm.exit-0",
            "sigterm.acknowledged-enough",
            "sigterm.no-5xx",
            "sigterm.acknowledged-kept",
            "sigterm.integrity",
            "sigterm.drain");
    /** Acknowledged writes each phase needs, far below what 32 writers do in 3 s on any server that writes. */
    static final int MIN_ACKNOWLEDGED = 100;

    static final Duration LOAD = Duration.ofSeconds(3);

    private final PrintStream out;
    private int failures;

    private DurabilityRun(PrintStream out) {
        this.out = out;
    }

    /** Exit status: 0 when every step passed, 1 otherwise. Over HTTP/1.1 and h2c as {@link Protocol#chosen} says. */
    public static int run(String command, Optional<String> protocol, PrintStream out)
            throws IOException, InterruptedException, SQLException {
        return new DurabilityRun(out).runAll(command, protocol);
    }

    private int runAll(String command, Optional<String> option) throws IOException, InterruptedException, SQLException {
        Path dir = Files.createTempDirectory("brigade-durability-");
        List<Protocol> protocols;
        if (option.isPresent()) {
            protocols = Protocol.named(option.get());
        } else {
            try (ServerUnderTest probe = ServerUnderTest.launch(command, dir.resolve("probe"))) {
                if (!probe.isReady()) {
                    report("durability.", "start", false, probe.failure().orElse(""));
                    return 1;
                }
                protocols = Protocol.chosen(option, probe.baseUri(), out);
            }
        }
        for (Protocol protocol : protocols) {
            run(command, dir.resolve(protocol.label()), protocol);
        }
        out.println(failures == 0 ? "durability: every step passed" : "durability: " + failures + " step(s) failed");
        return failures == 0 ? 0 : 1;
    }

    /** One protocol's steps; HTTP/1.1's ids are durability.*, h2c's durability.h2c.*. */
    private void run(String command, Path dir, Protocol protocol) throws InterruptedException, SQLException {
        String prefix = protocol == Protocol.H1 ? "durability." : "durability.h2c.";
        try (ServerUnderTest first = ServerUnderTest.launch(command, dir.resolve("first"))) {
            if (!report(prefix, "start", first.isReady(), first.failure().orElse(""))) {
                return;
            }
            Path database = first.database();
            Load killed = Load.start(first.baseUri(), "sigkill", WRITERS, protocol);
            Thread.sleep(LOAD.toMillis());
            first.kill();
            List<Write> beforeKill = killed.stop();
            try (ServerUnderTest second =
                    ServerUnderTest.launch(command, dir.resolve("second"), Optional.of(database))) {
                report(
                        prefix,
                        "sigkill.restart",
                        second.isReady(),
                        second.failure().orElse(""));
                verify(prefix, "sigkill", database, beforeKill, OptionalLong.empty());
                if (second.isReady()) {
                    Load drained = Load.start(second.baseUri(), "sigterm", WRITERS, protocol);
                    Thread.sleep(LOAD.toMillis());
                    long drainFrom = System.nanoTime();
                    second.signalTerm();
                    ServerUnderTest.Stopped stopped = second.stop();
                    List<Write> beforeTerm = drained.stop();
                    report(
                            prefix,
                            "sigterm.exit-0",
                            stopped.exitStatus().isPresent()
                                    && stopped.exitStatus().getAsInt() == 0,
                            "exit status "
                                    + (stopped.exitStatus().isPresent()
                                            ? stopped.exitStatus().getAsInt()
                                            : "none within 10 s"));
                    verify(prefix, "sigterm", database, beforeTerm, OptionalLong.of(drainFrom));
                    drain(prefix, database, beforeTerm);
                }
            }
        }
    }

    /**
     * Every acknowledged write is in the file, a comment exactly once; the file is sound. {@code drainFrom}
     * is when SIGTERM was sent, in the SIGTERM phase: from then on a 503 is a refusal, not an error.
     */
    private void verify(String prefix, String phase, Path database, List<Write> writes, OptionalLong drainFrom)
            throws SQLException {
        List<Write> acknowledged = writes.stream()
                .filter(w -> w.outcome() == Write.Outcome.ACKNOWLEDGED)
                .toList();
        StringBuilder missing = new StringBuilder();
        try (StoredWrites stored = new StoredWrites(database)) {
            for (Write write : acknowledged) {
                int rows = stored.count(write);
                if (write.comment() ? rows != 1 : rows < 1) {
                    missing.append("\n  ")
                            .append(
                                    write.comment()
                                            ? "comment \"" + write.body() + "\""
                                            : "favorite of " + write.slug() + " by user " + write.userId())
                            .append(": ")
                            .append(rows)
                            .append(" row(s)");
                }
            }
            // a server that acknowledges nothing keeps everything it acknowledged: the load must have been written
            report(
                    prefix,
                    phase + ".acknowledged-enough",
                    acknowledged.size() >= MIN_ACKNOWLEDGED,
                    counts(writes)
                            + (acknowledged.size() >= MIN_ACKNOWLEDGED
                                    ? ""
                                    : "\nat least " + MIN_ACKNOWLEDGED + " acknowledged writes needed"));
            List<Write> errors = serverErrors(writes, drainFrom);
            long refusals = writes.stream().filter(Write::serverError).count() - errors.size();
            report(
                    prefix,
                    phase + ".no-5xx",
                    errors.isEmpty(),
                    errors.size() + " writes answered 5xx"
                            + (refusals == 0
                                    ? ""
                                    : " (" + refusals + " more answered 503 during the drain: refusals, not errors)")
                            + errors.stream()
                                    .limit(5)
                                    .map(w -> "\n" + w.status() + " for "
                                            + (w.comment() ? "a comment on " : "a favorite of ") + w.slug())
                                    .collect(java.util.stream.Collectors.joining()));
            report(prefix, phase + ".acknowledged-kept", missing.isEmpty(), counts(writes) + missing);
            String integrity = stored.integrity();
            report(prefix, phase + ".integrity", integrity.equals("ok"), "PRAGMA integrity_check: " + integrity);
        }
    }

    /**
     * The writes no-5xx fails on: every 5xx, except a 503 answered after SIGTERM was sent. A draining
     * server may refuse new work with 503 (the write was not done, so nothing is owed for it); any
     * other 5xx, and a 503 before the drain, is an error.
     */
    static List<Write> serverErrors(List<Write> writes, OptionalLong drainFrom) {
        return writes.stream()
                .filter(Write::serverError)
                .filter(w -> drainFrom.isEmpty() || !w.refusedByDrain(drainFrom.getAsLong()))
                .toList();
    }

    /** SIGTERM drains: a request left without an answer must not have been applied (answered or refused, never cut). */
    private void drain(String prefix, Path database, List<Write> writes) throws SQLException {
        StringBuilder cut = new StringBuilder();
        try (StoredWrites stored = new StoredWrites(database)) {
            for (Write write : writes) {
                if (write.comment() && write.outcome() == Write.Outcome.UNANSWERED && stored.count(write) > 0) {
                    cut.append("\n  comment \"").append(write.body()).append("\" stored but never answered");
                }
            }
        }
        report(prefix, "sigterm.drain", cut.isEmpty(), counts(writes) + cut);
    }

    private static String counts(List<Write> writes) {
        return "%d writes: %d acknowledged, %d refused, %d without an answer, %d rejected"
                .formatted(
                        writes.size(),
                        count(writes, w -> w.outcome() == Write.Outcome.ACKNOWLEDGED),
                        count(writes, w -> w.outcome() == Write.Outcome.REFUSED),
                        count(writes, w -> w.outcome() == Write.Outcome.UNANSWERED),
                        count(writes, w -> w.outcome() == Write.Outcome.REJECTED));
    }

    private static long count(List<Write> writes, Predicate<Write> which) {
        return writes.stream().filter(which).count();
    }

    private boolean report(String prefix, String step, boolean passed, String detail) {
        if (!STEPS.contains(step)) {
            throw new IllegalArgumentException("not in DurabilityRun.STEPS: " + step);
        }
        String id = prefix + step;
        out.printf(
                "%s  %-36s %s%n",
                passed ? "PASS" : "FAIL", id, detail.lines().findFirst().orElse(""));
        if (!passed) {
            failures++;
            detail.lines().skip(1).limit(20).forEach(line -> out.println("      " + line.strip()));
        }
        out.flush();
        return passed;
    }
}
