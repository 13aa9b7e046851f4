package dev.brigade.conformance.h2robust;

/**
 * One way {@link NaiveH2Server} breaks one case of the HTTP/2 robustness profile: each fails exactly
 * the case it names ({@link H2RobustnessTeethTest}). Jetty's HTTP/2 stack cannot be broken one rule
 * at a time, so these break a small responder written for it.
 */
enum H2RobustFault {
    DATA_ON_STREAM_0_IGNORED("frame.data-stream-0", "DATA on stream 0 is dropped, the connection kept"),
    EVEN_STREAM_SERVED("frame.headers-even-stream", "a request on an even stream id is served"),
    FRAME_SIZE_UNCHECKED("frame.too-large", "a frame past SETTINGS_MAX_FRAME_SIZE is read as any other"),
    WINDOW_UPDATE_0_IGNORED("frame.window-update-0", "a WINDOW_UPDATE of 0 is dropped"),
    WINDOW_OVERFLOW_CLAMPED("frame.window-overflow", "a window past 2^31-1 is clamped, not a FLOW_CONTROL_ERROR"),
    CLOSED_STREAM_REOPENED("frame.stream-reused", "HEADERS on a closed stream serve it again"),
    INVALID_INDEX_SKIPPED("hpack.invalid-index", "an HPACK index past the tables is skipped"),
    LITERAL_PSEUDO_NAMES_REFUSED(
            "hpack.literal-names", "a pseudo-header whose name is a literal string ends the connection"),
    TABLE_SIZE_UNBOUNDED(
            "hpack.table-size-over-setting", "a table size update past SETTINGS_HEADER_TABLE_SIZE is taken"),
    HEADER_LIST_UNBOUNDED("hpack.list-bomb", "a decoded header list of any size is served"),
    UPPERCASE_SERVED("header.uppercase-name", "a field name with capitals is served"),
    PSEUDO_ORDER_UNCHECKED("header.pseudo-after-regular", "a pseudo-header after a regular field is served"),
    RAPID_RESET_HANGS("flood.rapid-reset", "past 100 resets the connection answers nothing more and stays open"),
    SETTINGS_FLOOD_STARVES("flood.settings", "past 1,000 SETTINGS the connection holds a lock every answer needs"),
    PING_FLOOD_HANGS("flood.ping", "past 1,000 PINGs the connection answers nothing more and stays open"),
    EMPTY_DATA_FLOOD_HANGS("flood.empty-data", "past 1,000 empty DATA frames the connection answers nothing more"),
    CONTINUATION_UNBOUNDED("flood.continuation", "a header block is read until its END_HEADERS, at any size"),
    ZERO_WINDOW_IGNORED("stall.zero-window", "DATA is sent whatever the stream's window"),
    STREAM_LIMIT_UNENFORCED("streams.past-max", "SETTINGS_MAX_CONCURRENT_STREAMS announced, not enforced");

    private final String trips;
    private final String description;

    H2RobustFault(String trips, String description) {
        this.trips = trips;
        this.description = description;
    }

    /** The one case this fault fails, with the profile's prefix. */
    String trips() {
        return H2RobustnessProfile.PREFIX + trips;
    }

    String description() {
        return description;
    }
}
