package dev.brigade.conformance.durability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** Which 5xx answers fail {@code no-5xx}: a 503 after SIGTERM is a drain's refusal (CONTRACT §1.6), nothing else is. */
class ServerErrorsTest {

    private static final long TERM = 1_000_000L;

    private static Write answered(int status, long at) {
        return new Write(true, 1, "article-0500", "body " + status + " " + at, Write.Outcome.REJECTED, status, at);
    }

    @Test
    void a503AfterSigtermIsARefusal() {
        assertEquals(
                List.of(),
                DurabilityRun.serverErrors(
                        List.of(answered(503, TERM + 1), answered(503, TERM)), OptionalLong.of(TERM)));
    }

    @Test
    void a503BeforeSigtermIsAnError() {
        Write early = answered(503, TERM - 1);
        assertEquals(
                List.of(early),
                DurabilityRun.serverErrors(List.of(early, answered(503, TERM + 1)), OptionalLong.of(TERM)));
    }

    @Test
    void anyOther5xxDuringTheDrainIsAnError() {
        Write error = answered(500, TERM + 1);
        Write gateway = answered(502, TERM + 1);
        assertEquals(
                List.of(error, gateway), DurabilityRun.serverErrors(List.of(error, gateway), OptionalLong.of(TERM)));
    }

    @Test
    void withoutADrainEvery503IsAnError() {
        Write refused = answered(503, TERM + 1);
        assertEquals(List.of(refused), DurabilityRun.serverErrors(List.of(refused), OptionalLong.empty()));
    }
}
