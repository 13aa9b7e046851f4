package dev.brigade.conformance.reference;

import java.util.EnumSet;
import java.util.Set;

/**
 * The reference server's race-only mode ({@code --race-only}): the race's rules and nothing more,
 * as a server written only to be accepted by the public race would be. It is a set of faults, each
 * breaking a rule brigade adds and the race does not check, at least one for every group of brigade
 * checks; the race tier passes it, the full check fails it on exactly what {@code RaceOnlyTest}
 * lists.
 */
public final class RaceOnly {

    public static final Set<Fault> FAULTS = EnumSet.of(
            Fault.PLAINTEXT_TRAILING_NEWLINE, // the race trims what its shell prints
            Fault.ECHO_NO_LIMIT, // the race sends 4 KiB at most
            Fault.MENU_NUMERIC_ENTITIES, // the race maps entity spellings
            Fault.SSE_COUNT_UNBOUNDED, // the race sends count 41, and no signals
            Fault.NO_DATE_HEADER, // the race never looks at Date
            Fault.HEAD_405, // nor at HEAD
            Fault.OPTIONS_WITHOUT_ALLOW, // nor at OPTIONS
            Fault.TARGET_NOT_CHECKED, // nor at odd request-targets
            Fault.READ_BAD_TOKEN_ANONYMOUS, // it reads without a token
            Fault.BAD_LIMIT_500, // with a good limit and offset
            Fault.EMPTY_COMMENT_ACCEPTED, // and comments Lovely roux.
            Fault.BLANK_COMMENT_ACCEPTED,
            Fault.COMMENT_NOT_STORED, // and never reads a write back
            Fault.CL_AND_TE_ACCEPTED, // nor sends hostile framing
            Fault.HEADERS_TOO_LARGE_400,
            Fault.EXIT_NONZERO, // and kills what SIGTERM does not end
            Fault.UNKNOWN_FLAG_USAGE); // with the flags it knows

    private RaceOnly() {}
}
