package dev.brigade.rawnio.http2;

/**
 * A protocol error found in what the client sent (RFC 9113 §5.4): a connection error ends the
 * connection with GOAWAY, a stream error ends one stream with RST_STREAM. Without a stack trace:
 * it is the client's doing, raised and caught within one frame's handling.
 */
final class Http2Exception extends Exception {
    private final ErrorCode code;
    private final int streamId;

    private Http2Exception(ErrorCode code, int streamId, String message) {
        super(message, null, false, false);
        this.code = code;
        this.streamId = streamId;
    }

    static Http2Exception connection(ErrorCode code, String message) {
        return new Http2Exception(code, 0, message);
    }

    static Http2Exception stream(ErrorCode code, int streamId, String message) {
        return new Http2Exception(code, streamId, message);
    }

    ErrorCode code() {
        return code;
    }

    /** 0 for a connection error. */
    int streamId() {
        return streamId;
    }

    boolean isConnectionError() {
        return streamId == 0;
    }
}
