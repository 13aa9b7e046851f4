package dev.brigade.rawnio.http2;

/**
 * Every limit of the HTTP/2 side, with the defence each one is.
 *
 * @param maxConcurrentStreams  SETTINGS_MAX_CONCURRENT_STREAMS: one more is refused (REFUSED_STREAM); a
 *                              stream the client reset while its answer is still being made keeps its
 *                              place until it is, so resetting cannot start unbounded work (rapid reset)
 * @param maxHeaderListBytes    SETTINGS_MAX_HEADER_LIST_SIZE: a longer list is answered 431, the
 *                              connection serving on; counted while decoding, so an HPACK bomb costs its own size
 * @param headerTableBytes      SETTINGS_HEADER_TABLE_SIZE: the dynamic table the client may fill
 * @param maxContinuationFrames CONTINUATION frames one header block may take; more is a flood (ENHANCE_YOUR_CALM)
 * @param maxPathBytes          a longer {@code :path} is answered 414, as HTTP/1.1's request line is
 * @param maxStoredValueBytes   the longest Authorization value kept for the routes
 * @param maxBodyBytes          a longer request body is answered 413, then RST_STREAM(NO_ERROR)
 * @param resetBudget           streams the client may reset before their answer is done, beyond those it let
 *                              finish, before GOAWAY(ENHANCE_YOUR_CALM): rapid reset
 * @param idleFrameBudget       frames that ask for no work (SETTINGS, PING, PRIORITY, WINDOW_UPDATE, RST_STREAM
 *                              on a closed stream, unknown types), counted down and refilled by each answered
 *                              request; spent, GOAWAY(ENHANCE_YOUR_CALM): SETTINGS and PING floods
 * @param maxEmptyFrames        DATA, HEADERS or CONTINUATION frames in a row with nothing in them and no end
 *                              (the empty-frame flood) before GOAWAY(ENHANCE_YOUR_CALM)
 */
public record Http2Options(
        int maxConcurrentStreams,
        int maxHeaderListBytes,
        int headerTableBytes,
        int maxContinuationFrames,
        int maxPathBytes,
        int maxStoredValueBytes,
        int maxBodyBytes,
        int resetBudget,
        int idleFrameBudget,
        int maxEmptyFrames) {

    public static Http2Options defaults() {
        return new Http2Options(128, 16 * 1_024, 4_096, 32, 8 * 1_024, 1_024, 1_024 * 1_024, 100, 1_000, 100);
    }
}
