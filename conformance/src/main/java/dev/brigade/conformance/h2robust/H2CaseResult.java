package dev.brigade.conformance.h2robust;

import dev.brigade.conformance.robustness.Verdict;

/**
 * The outcome of one case.
 *
 * @param id       the case's id with the profile's prefix, e.g. {@code robust.h2.flood.ping}
 * @param observed what the server did, passed or not (the results files show it for every case)
 */
public record H2CaseResult(String id, H2Case kase, Verdict verdict, String observed, long millis) {}
