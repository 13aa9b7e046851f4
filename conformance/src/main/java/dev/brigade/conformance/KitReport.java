package dev.brigade.conformance;

import java.util.List;

/** Every check of one run, in the order they ran. */
public record KitReport(List<CheckResult> results) {

    public List<CheckResult> withStatus(CheckResult.Status status) {
        return results.stream().filter(r -> r.status() == status).toList();
    }

    public boolean allPassed() {
        return withStatus(CheckResult.Status.FAILED).isEmpty();
    }

    /** The last line of every run: {@code N passed, M failed, K skipped}. */
    public String summary() {
        return withStatus(CheckResult.Status.PASSED).size() + " passed, "
                + withStatus(CheckResult.Status.FAILED).size() + " failed, "
                + withStatus(CheckResult.Status.SKIPPED).size() + " skipped";
    }
}
