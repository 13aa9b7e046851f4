package dev.brigade.conformance.robustness;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One hostile (or merely unusual) request and what the server may do with it.
 *
 * @param id       stable, e.g. {@code robust.cl-te.both}
 * @param rule     the rule it tests: an RFC section or the contract's section
 * @param level    MUST (a miss fails) or SHOULD (a miss warns)
 * @param what     one line saying what is sent
 * @param probe    sends it and watches the answer
 * @param pass     the reactions that meet the rule
 * @param warn     reactions that are safe but not what the rule asks (a warning even under a MUST)
 * @param conduit  needs the seeded database (skipped without it)
 * @param slow     takes seconds by design (runs beside the others)
 */
public record Case(
        String id,
        String rule,
        Level level,
        String what,
        Probe probe,
        List<Reaction> pass,
        List<Reaction> warn,
        boolean conduit,
        boolean slow) {

    public Verdict judge(Observed observed) {
        if (pass.stream().anyMatch(r -> r.matches().test(observed))) {
            return Verdict.PASS;
        }
        if (warn.stream().anyMatch(r -> r.matches().test(observed))) {
            return Verdict.WARN;
        }
        return level == Level.MUST ? Verdict.FAIL : Verdict.WARN;
    }

    /** The acceptable reactions as the report shows them: {@code 400 then close | close without answer}. */
    public String expected() {
        String passing = pass.stream().map(Reaction::text).collect(Collectors.joining(" | "));
        return warn.isEmpty()
                ? passing
                : passing + " (tolerated with a warning: "
                        + warn.stream().map(Reaction::text).collect(Collectors.joining(" | ")) + ")";
    }

    public Case tolerating(Reaction... reactions) {
        return new Case(id, rule, level, what, probe, pass, List.of(reactions), conduit, slow);
    }

    Case takingSeconds() {
        return new Case(id, rule, level, what, probe, pass, warn, conduit, true);
    }
}
