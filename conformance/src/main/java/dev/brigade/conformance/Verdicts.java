package dev.brigade.conformance;

import dev.brigade.conformance.run.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The two verdicts over both modes, as the race starts a competitor twice: plain (HTTP/1.1 and h2c)
 * and, when the server offers one, TLS. A mode not checked says why in both lines
 * ({@code TLS: not offered}); a mode offered and failed fails the whole verdict.
 *
 * @param plain       the plain mode's run, if it ran
 * @param tls         the TLS mode's run, if it ran
 * @param plainAbsent why the plain mode did not run, when it did not
 * @param tlsAbsent   why the TLS mode did not run, when it did not ({@code not offered})
 * @param h2cSkipped  the h2c checks were left out ({@code --skip-h2c}): said in both lines
 */
public record Verdicts(
        Optional<KitReport> plain, Optional<KitReport> tls, String plainAbsent, String tlsAbsent, boolean h2cSkipped) {

    public static final String NOT_OFFERED = "not offered";
    /** Attach mode at an {@code http://} URL: the TLS mode is another URL's. */
    public static final String NOT_AT_HTTP = "not checked at an http URL";
    /** Attach mode at an {@code https://} URL: the plain mode is another URL's. */
    public static final String NOT_AT_HTTPS = "not checked at an https URL";

    /** {@code race: ready (plain 14 of 14, TLS: not offered)}, {@code race: not ready (plain 14 of 14, TLS 16 of 17; first failure: tls.x25519)}. */
    public String raceVerdict() {
        List<String> details = new ArrayList<>();
        List<String> states = new ArrayList<>();
        StringBuilder shoulds = new StringBuilder();
        for (Mode mode : Mode.values()) {
            Optional<KitReport> report = of(mode);
            if (report.isEmpty()) {
                details.add(mode.label() + ": " + absent(mode));
                continue;
            }
            KitReport.RacePart part = report.get().racePart();
            if (part.detail().equals("no race check was selected") && mode == Mode.TLS) {
                details.add(mode.label() + ": no race check at the pinned commit");
                continue;
            }
            states.add(part.state());
            details.add(mode.label()
                    + (part.detail().startsWith("no ") ? ": " : " ")
                    + part.detail()
                    + (mode == Mode.PLAIN && h2cSkipped ? ", h2c not checked" : ""));
            shoulds.append(part.shoulds());
        }
        String state = states.contains("not ready")
                ? "not ready"
                : states.contains("not judged") || states.isEmpty() ? "not judged" : "ready";
        return "race: " + state + " (" + String.join(", ", details) + ")" + shoulds;
    }

    /** {@code brigade contract 2.1: plain 120 passed, 0 failed, 0 skipped; TLS 24 passed, 0 failed, 0 skipped}. */
    public String brigadeVerdict() {
        List<String> parts = new ArrayList<>();
        for (Mode mode : Mode.values()) {
            Optional<KitReport> report = of(mode);
            parts.add(report.map(r -> mode.label() + " " + r.summary()
                            + (mode == Mode.PLAIN && h2cSkipped ? " (h2c not checked)" : ""))
                    .orElse(mode.label() + ": " + absent(mode)));
        }
        return "brigade contract " + Contract.version() + ": " + String.join("; ", parts);
    }

    /** 1 when a race check failed in either mode, else 3 when any check failed, else 0. */
    public int exitStatus() {
        List<Integer> statuses = new ArrayList<>();
        plain.ifPresent(r -> statuses.add(r.exitStatus()));
        tls.ifPresent(r -> statuses.add(r.exitStatus()));
        if (statuses.contains(KitReport.RACE_FAILED)) {
            return KitReport.RACE_FAILED;
        }
        return statuses.contains(KitReport.BRIGADE_FAILED) ? KitReport.BRIGADE_FAILED : KitReport.ALL_PASSED;
    }

    /** Every result, plain mode's first. */
    public List<CheckResult> results() {
        List<CheckResult> all = new ArrayList<>();
        plain.ifPresent(r -> all.addAll(r.results()));
        tls.ifPresent(r -> all.addAll(r.results()));
        return all;
    }

    private Optional<KitReport> of(Mode mode) {
        return mode == Mode.TLS ? tls : plain;
    }

    private String absent(Mode mode) {
        return mode == Mode.TLS ? tlsAbsent : plainAbsent;
    }
}
