package dev.brigade.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brigade.conformance.run.Tier;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Both verdict lines over the two modes, and the exit status they make, from results alone. */
class TwoModeVerdictsTest {

    private static CheckResult result(String id, Tier tier, CheckResult.Status status) {
        return new CheckResult(id, "what", "CONTRACT.md §1.1", "MUST", tier, status, "", 1);
    }

    private static final KitReport PLAIN_READY = new KitReport(List.of(
            result("plaintext.body", Tier.RACE, CheckResult.Status.PASSED),
            result("h2c.plaintext", Tier.BRIGADE, CheckResult.Status.PASSED)));

    @Test
    void aServerWithoutTlsIsReadyWithTlsNotOffered() {
        Verdicts verdicts = new Verdicts(Optional.of(PLAIN_READY), Optional.empty(), "", Verdicts.NOT_OFFERED, false);
        assertEquals("race: ready (plain 1 of 1, TLS: not offered)", verdicts.raceVerdict());
        assertEquals(
                "brigade contract " + Contract.version() + ": plain 2 passed, 0 failed, 0 skipped; TLS: not offered",
                verdicts.brigadeVerdict());
        assertEquals(KitReport.ALL_PASSED, verdicts.exitStatus());
    }

    @Test
    void aTlsModeOfferedAndFailedIsNotReady() {
        KitReport tls = new KitReport(List.of(
                result("tls.plaintext", Tier.RACE, CheckResult.Status.PASSED),
                result("tls.x25519", Tier.RACE, CheckResult.Status.FAILED)));
        Verdicts verdicts = new Verdicts(Optional.of(PLAIN_READY), Optional.of(tls), "", Verdicts.NOT_OFFERED, false);
        assertEquals("race: not ready (plain 1 of 1, TLS 1 of 2; first failure: tls.x25519)", verdicts.raceVerdict());
        assertEquals(KitReport.RACE_FAILED, verdicts.exitStatus());
    }

    @Test
    void aTlsModeWithBrigadeChecksOnlySaysSoAndFailsThree() {
        KitReport tls = new KitReport(List.of(result("tls.no-resumption", Tier.BRIGADE, CheckResult.Status.FAILED)));
        Verdicts verdicts = new Verdicts(Optional.of(PLAIN_READY), Optional.of(tls), "", Verdicts.NOT_OFFERED, false);
        assertEquals("race: ready (plain 1 of 1, TLS: no race check at the pinned commit)", verdicts.raceVerdict());
        assertEquals(KitReport.BRIGADE_FAILED, verdicts.exitStatus());
    }

    @Test
    void skippedH2cIsNamedInBothLines() {
        KitReport plain = new KitReport(List.of(result("plaintext.body", Tier.RACE, CheckResult.Status.PASSED)));
        Verdicts verdicts = new Verdicts(Optional.of(plain), Optional.empty(), "", Verdicts.NOT_OFFERED, true);
        assertEquals("race: ready (plain 1 of 1, h2c not checked, TLS: not offered)", verdicts.raceVerdict());
        assertEquals(
                "brigade contract " + Contract.version() + ": plain 1 passed, 0 failed, 0 skipped (h2c not checked);"
                        + " TLS: not offered",
                verdicts.brigadeVerdict());
    }
}
