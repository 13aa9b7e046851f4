package dev.brigade.conformance.h2robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brigade.conformance.declared.KnownFailures;
import dev.brigade.conformance.robustness.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --known-failures} with {@code --profile robustness-h2}: the exit status is 0 only for exactly the listed failures. */
class H2RobustnessRunTest {

    private static H2CaseResult result(String id, Verdict verdict) {
        H2Case kase = H2Cases.all().stream()
                .filter(c -> (H2RobustnessProfile.PREFIX + c.id()).equals(id))
                .findFirst()
                .orElseThrow();
        return new H2CaseResult(id, kase, verdict, "seen", 1);
    }

    private static Optional<KnownFailures> known(Path dir) throws Exception {
        Path file = Files.writeString(
                dir.resolve("known-failures-h2.txt"),
                "robust.h2.streams.past-max ends the connection https://example.org/a#L1\n");
        return KnownFailures.read(Optional.of(file.toString()), "robustness-h2");
    }

    @Test
    void exactlyTheKnownFailureExitsZero(@TempDir Path dir) throws Exception {
        List<H2CaseResult> results = List.of(
                result("robust.h2.streams.past-max", Verdict.FAIL), result("robust.h2.flood.ping", Verdict.PASS));
        assertEquals(0, H2RobustnessRun.exitStatus(results, known(dir)));
        assertEquals(3, H2RobustnessRun.exitStatus(results, Optional.empty()));
    }

    @Test
    void aNewFailureOrAKnownOneThatPassedExitsThree(@TempDir Path dir) throws Exception {
        assertEquals(
                3,
                H2RobustnessRun.exitStatus(
                        List.of(
                                result("robust.h2.streams.past-max", Verdict.FAIL),
                                result("robust.h2.flood.ping", Verdict.FAIL)),
                        known(dir)));
        assertEquals(
                3, H2RobustnessRun.exitStatus(List.of(result("robust.h2.streams.past-max", Verdict.PASS)), known(dir)));
    }
}
