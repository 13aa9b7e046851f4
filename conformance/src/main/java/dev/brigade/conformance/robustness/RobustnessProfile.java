package dev.brigade.conformance.robustness;

import dev.brigade.conformance.diff.Escape;
import dev.brigade.conformance.run.IdGlob;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Runs the robustness cases against one server, each on a fresh connection, and after each one
 * checks that the server still answers {@code GET /plaintext} on a new connection: a case that
 * kills or hangs the server fails as such. The slow cases run beside the others, so the profile
 * takes about as long as its slowest case plus the quick ones (well under a minute).
 */
public final class RobustnessProfile {

    public static final String PREFIX = "robust.";
    /** How much of a raw request or answer a report shows. */
    private static final int SHOWN = 700;

    private final Setting setting;
    private final Liveness liveness;

    public RobustnessProfile(Setting setting) {
        this.setting = setting;
        this.liveness = new Liveness(setting);
    }

    /** The cases selected by {@code only} (a glob over ids such as {@code robust.cl.*}), in order. */
    public static List<Case> selected(Optional<IdGlob> only) {
        return Cases.all().stream()
                .filter(c -> only.map(g -> g.matches(PREFIX + c.id())).orElse(true))
                .toList();
    }

    public List<CaseResult> run(Optional<IdGlob> only, Consumer<CaseResult> live) {
        List<Case> cases = selected(only);
        List<CompletableFuture<CaseResult>> slow = cases.stream()
                .filter(Case::slow)
                .map(c -> CompletableFuture.supplyAsync(
                        () -> runOne(c), runnable -> Thread.ofVirtual().start(runnable)))
                .toList();
        List<CaseResult> results = new ArrayList<>();
        for (Case c : cases) {
            if (!c.slow()) {
                CaseResult result = runOne(c);
                live.accept(result);
                results.add(result);
            }
        }
        for (CompletableFuture<CaseResult> pending : slow) {
            CaseResult result = pending.join();
            live.accept(result);
            results.add(result);
        }
        return results;
    }

    private CaseResult runOne(Case c) {
        String id = PREFIX + c.id();
        if (c.conduit() && !setting.conduit()) {
            return new CaseResult(id, c, Verdict.SKIP, "needs the seeded database (--database or --run)", 0);
        }
        long start = System.nanoTime();
        Observed observed;
        byte[] sent;
        try (Wire wire = new Wire(setting.host(), setting.port())) {
            observed = c.probe().run(wire, setting);
            sent = wire.sent();
        } catch (IOException e) {
            return new CaseResult(
                    id,
                    c,
                    Verdict.FAIL,
                    "could not connect to the server: " + e.getMessage(),
                    millisSince(start),
                    Optional.of(Outcomes.DEAD));
        }
        Optional<String> dead = liveness.check();
        long millis = millisSince(start);
        if (dead.isPresent()) {
            return new CaseResult(
                    id,
                    c,
                    Verdict.FAIL,
                    "the server stopped serving after this case (killed or hung): " + dead.get() + "\n"
                            + exchange(sent, observed),
                    millis,
                    Optional.of(Outcomes.DEAD));
        }
        Verdict verdict = c.judge(observed);
        String detail = verdict == Verdict.PASS
                ? ""
                : "expected: " + c.expected() + "\ngot: " + observed.summary() + "\n" + exchange(sent, observed);
        return new CaseResult(id, c, verdict, detail, millis, Outcomes.undeclarable(c, observed));
    }

    private static String exchange(byte[] sent, Observed observed) {
        return "request: " + shown(sent) + "\nanswer:  "
                + (observed.raw().length == 0 ? "(nothing)" : shown(observed.raw()));
    }

    private static String shown(byte[] bytes) {
        String text = Escape.bytes(bytes, 0, Math.min(bytes.length, SHOWN));
        return bytes.length > SHOWN ? text + "... (" + bytes.length + " bytes in all)" : text;
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
