package dev.brigade.conformance.declared;

import dev.brigade.conformance.Kit;
import dev.brigade.conformance.robustness.Case;
import dev.brigade.conformance.robustness.Cases;
import dev.brigade.conformance.robustness.RobustnessProfile;
import dev.brigade.conformance.run.CheckInfo;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a server may not declare, and why (CONTRACT.md §6.5): the race's own checks, Conduit, the
 * writes kept across a stop, and framing. A framework that gets framing wrong lets one request hide
 * inside another; a public hook that sees the headers can refuse it, so it is met, never declared.
 */
final class Undeclarable {

    /** Contract sections on framing: both lengths, a bad length, a bad chunk size. */
    private static final String[] FRAMING = {"§5.3", "§5.4", "§5.5"};

    /**
     * Cases of those sections that 2.0 added or made stricter without the framing being in doubt: a
     * chunk extension's grammar (the chunk's size is read all the same) and a length past 2^63-1
     * answered 413 rather than 400 (refused all the same). A framework's parser may decide these.
     */
    private static final Set<String> DECLARABLE =
            Set.of("cl.twenty-digits", "cl.past-long-max", "chunk.size-overflow", "chunk.size-past-long-max");

    /**
     * Cases whose failure leaves the framing in doubt whatever else the answer says (issue 38): the
     * TE.TE shapes, where a server that reads past them has taken a Transfer-Encoding another hop
     * reads otherwise, and two chunk extensions that parsers split differently. Each with its why.
     */
    static final Map<String, String> AMBIGUOUS = Map.of(
            "te.chunked-not-last",
                    "chunked not the last coding: a server that reads the body has framed it in a way "
                            + "another hop may not (TE.TE)",
            "te.chunked-twice-list", "chunked named twice: one hop may take it, another refuse it (TE.TE)",
            "te.chunked-twice-lines", "two Transfer-Encoding lines: one hop may read the first, another both (TE.TE)",
            "te.vertical-tab", "a vertical tab before chunked: one hop may trim it, another not (TE.TE)",
            "te.space-before-colon", "a space before the colon: one hop may take the field, another not (TE.TE)",
            "te.obs-fold", "a folded Transfer-Encoding: one hop may unfold it, another not (TE.TE)",
            "chunk.ext-bare-cr", "a bare CR in a chunk extension: parsers end the size line at different bytes",
            "chunk.ext-nul", "a NUL in a chunk extension: parsers end the size line at different bytes");

    /** HTTP/2's form of the header limit: what is past it is never served, whatever answers it. */
    static final String HEADER_LIST_REFUSED = "h2c.header-list-refused";

    private final Map<String, CheckInfo> checks =
            Kit.checks().stream().collect(Collectors.toMap(CheckInfo::id, Function.identity()));
    private final Map<String, Case> cases =
            Cases.all().stream().collect(Collectors.toMap(c -> RobustnessProfile.PREFIX + c.id(), Function.identity()));

    /** Why {@code id} cannot be declared, or empty when it can. */
    Optional<String> why(String id) {
        CheckInfo check = checks.get(id);
        if (check != null) {
            return whyCheck(check);
        }
        Case kase = cases.get(id);
        if (kase != null) {
            return whyCase(id, kase);
        }
        return Optional.of("no check or robustness case has the id " + id
                + " (brigade check --list, and the robust.* ids of --profile robustness)");
    }

    private static Optional<String> whyCheck(CheckInfo check) {
        boolean framing = false;
        for (String section : FRAMING) {
            framing |= check.rule().equals(section);
        }
        if (check.tier().race()) {
            return Optional.of(
                    check.id() + " is a race check (" + check.tier().label() + "): the public race's own rule");
        }
        if (check.id().startsWith("conduit.") || check.id().startsWith("tls.conduit-")) {
            return Optional.of(
                    check.id() + " is a Conduit check: the API is written by the server, not decided by its framework");
        }
        if (check.id().equals(HEADER_LIST_REFUSED)) {
            return Optional.of(
                    check.id() + " is a request past the limit served (CONTRACT.md §7.6): refuse it on its stream "
                            + "(431 or RST_STREAM), never declare it");
        }
        if (check.id().equals("process.writes-kept")) {
            return Optional.of(check.id() + " is about durability: an acknowledged write is never declared lost");
        }
        if (framing) {
            return Optional.of(check.id() + " is framing (CONTRACT.md " + check.rule()
                    + "): meet it with a public hook that refuses the request, never declare it");
        }
        return Optional.empty();
    }

    private static Optional<String> whyCase(String id, Case kase) {
        if (AMBIGUOUS.containsKey(kase.id())) {
            return Optional.of(id + " can only fail with the framing in doubt (" + AMBIGUOUS.get(kase.id())
                    + "): refuse it, 400 and close, never declare it");
        }
        boolean declarable = DECLARABLE.contains(kase.id()) || kase.id().startsWith("chunk.ext-");
        if ((framing(kase.rule()) && !declarable) || kase.id().startsWith("pipeline.")) {
            return Optional.of(id + " is framing (" + kase.rule()
                    + "): a body read as a new request is met with a public hook, never declared");
        }
        if (kase.id().startsWith("sql.")) {
            return Optional.of(id + " is about SQL as data, which the server's own code decides");
        }
        return Optional.empty();
    }

    /** A case's rule names the contract's section first: {@code CONTRACT §5.4; RFC 9112 §6.3}. */
    private static boolean framing(String rule) {
        for (String section : FRAMING) {
            if (rule.startsWith("CONTRACT " + section)) {
                return true;
            }
        }
        return false;
    }
}
