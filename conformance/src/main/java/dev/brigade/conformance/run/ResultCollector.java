package dev.brigade.conformance.run;

import dev.brigade.conformance.CheckResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Turns the Launcher's events into {@link CheckResult}s, handing each to the live consumer as it
 * finishes. A skipped or failed group reports each of its checks, so none goes missing.
 */
public final class ResultCollector implements TestExecutionListener {

    private final UnaryOperator<CheckResult> judge;
    private final Consumer<CheckResult> live;
    private final List<CheckResult> results = new ArrayList<>();
    private final Map<String, Long> started = new HashMap<>();
    private final Set<String> reported = new HashSet<>();
    private TestPlan plan;

    /** {@code judge} sees each result first (the declared deviations turn failures into DECLARED). */
    public ResultCollector(UnaryOperator<CheckResult> judge, Consumer<CheckResult> live) {
        this.judge = judge;
        this.live = live;
    }

    public synchronized List<CheckResult> results() {
        return List.copyOf(results);
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        this.plan = testPlan;
    }

    @Override
    public synchronized void executionStarted(TestIdentifier test) {
        started.put(test.getUniqueId(), System.nanoTime());
    }

    @Override
    public synchronized void executionSkipped(TestIdentifier test, String reason) {
        if (test.isTest()) {
            report(test, CheckResult.Status.SKIPPED, reason, 0);
        } else {
            plan.getDescendants(test).stream()
                    .filter(TestIdentifier::isTest)
                    .forEach(check -> report(check, CheckResult.Status.SKIPPED, reason, 0));
        }
    }

    @Override
    public synchronized void executionFinished(TestIdentifier test, TestExecutionResult result) {
        long millis = Optional.ofNullable(started.get(test.getUniqueId()))
                .map(start -> (System.nanoTime() - start) / 1_000_000)
                .orElse(0L);
        String detail = result.getThrowable().map(Failures::describe).orElse("");
        if (test.isTest()) {
            CheckResult.Status status = switch (result.getStatus()) {
                case SUCCESSFUL -> CheckResult.Status.PASSED;
                case ABORTED -> CheckResult.Status.SKIPPED;
                case FAILED -> CheckResult.Status.FAILED;
            };
            report(test, status, detail, millis);
        } else if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
            plan.getDescendants(test).stream()
                    .filter(TestIdentifier::isTest)
                    .forEach(check -> report(check, CheckResult.Status.FAILED, "the group failed: " + detail, 0));
        }
    }

    private void report(TestIdentifier test, CheckResult.Status status, String detail, long millis) {
        if (!reported.add(test.getUniqueId())) {
            return;
        }
        CheckInfo info = CheckInfo.of(test.getSource())
                .orElse(new CheckInfo(
                        test.getDisplayName(),
                        test.getDisplayName(),
                        "?",
                        "?",
                        "",
                        Level.MUST,
                        Tier.BRIGADE,
                        List.of()));
        CheckResult result = judge.apply(new CheckResult(
                info.id(),
                info.description(),
                info.reference(),
                info.level().name(),
                info.tier(),
                status,
                detail,
                millis));
        results.add(result);
        live.accept(result);
    }
}
