package dev.brigade.conformance.run;

import java.util.List;
import java.util.Map;

/**
 * Check ids that were renamed or split, old id to the ids that took its place. Ids are stable from
 * contract 1.0 on (CONTRACT.md §0.2): a check renamed later adds a line here, so a CI script or a
 * race that says {@code --only OLD} keeps selecting the same cases.
 */
public final class Aliases {

    /** Old id to its successors. Add, never remove. */
    static final Map<String, List<String>> RENAMED = Map.ofEntries(
            Map.entry(
                    "sse.bad-signals",
                    List.of(
                            "sse.bad-signals-no-parameter",
                            "sse.bad-signals-broken-json",
                            "sse.bad-signals-no-count",
                            "sse.bad-signals-negative",
                            "sse.bad-signals-fractional",
                            "sse.bad-signals-string",
                            "sse.bad-signals-too-large",
                            "sse.bad-signals-array",
                            "sse.bad-signals-number")),
            Map.entry(
                    "conduit.comment-bad-body",
                    List.of(
                            "conduit.comment-body-missing",
                            "conduit.comment-body-empty",
                            "conduit.comment-body-blank",
                            "conduit.comment-body-not-string",
                            "conduit.comment-json-broken")),
            Map.entry(
                    "badinput.broken-syntax",
                    List.of("badinput.header-without-colon", "badinput.request-line-four-parts")),
            Map.entry(
                    "conduit.list-bad-paging",
                    List.of(
                            "conduit.list-limit-negative",
                            "conduit.list-limit-not-a-number",
                            "conduit.list-limit-fraction",
                            "conduit.list-offset-negative",
                            "conduit.list-offset-not-a-number",
                            "conduit.list-offset-fraction")),
            Map.entry(
                    "conduit.write-needs-token",
                    List.of(
                            "conduit.write-no-authorization",
                            "conduit.write-bearer-scheme",
                            "conduit.write-no-scheme",
                            "conduit.write-unknown-token",
                            "conduit.write-empty-token",
                            "conduit.write-sql-token",
                            "conduit.comment-no-token-401")),
            Map.entry(
                    "badinput.content-length-not-digits",
                    List.of(
                            "badinput.content-length-trailing-letter",
                            "badinput.content-length-plus-sign",
                            "badinput.content-length-negative")),
            // contract 2.0: the race's own stream check took the three parts of the stream it judges whole
            Map.entry("sse.bytes-count-41", List.of("sse.stream")),
            Map.entry("sse.chunk-per-event", List.of("sse.stream")),
            Map.entry("sse.no-content-length", List.of("sse.stream")));

    private Aliases() {}

    /** The old ids that {@code id} answers to. */
    public static List<String> of(String id) {
        return RENAMED.entrySet().stream()
                .filter(e -> e.getValue().contains(id))
                .map(Map.Entry::getKey)
                .sorted()
                .toList();
    }

    /** Every old id and its successors. */
    public static Map<String, List<String>> all() {
        return RENAMED;
    }
}
