package dev.brigade.conformance.robustness;

import java.util.Optional;

/**
 * The outcomes no declaration covers (issue 38, CONTRACT.md §0.6): the server stopped serving, or a
 * framing left in doubt, that is a 2xx or a connection kept open after an input of the TE.TE or
 * CL.TE family or a chunk extension that parsers split differently. A declared case may only be
 * lenient with the framing certain: refused otherwise than the rule says, or closed.
 */
final class Outcomes {

    static final String DEAD = "the server stopped serving (a crash or a hang)";

    private Outcomes() {}

    /** Why this outcome of this case is never declarable; empty when a declaration may cover it. */
    static Optional<String> undeclarable(Case c, Observed observed) {
        if (!desync(c.id())) {
            return Optional.empty();
        }
        if (observed.finals().stream().anyMatch(status -> status / 100 == 2)) {
            return Optional.of(
                    "a 2xx to " + c.what() + ": the body was framed in a way another hop may not (a desync)");
        }
        if (observed.raw().length > 0 && !observed.closed()) {
            return Optional.of(
                    "the connection kept open after " + c.what() + ": what follows may be read as a request");
        }
        return Optional.empty();
    }

    /** The TE.TE and CL.TE family, and the chunk extensions that are parser differentials. */
    static boolean desync(String id) {
        return id.startsWith("cl-te.")
                || id.startsWith("te.") && !id.equals("te.upper-case")
                || id.equals("chunk.ext-bare-cr")
                || id.equals("chunk.ext-nul");
    }
}
