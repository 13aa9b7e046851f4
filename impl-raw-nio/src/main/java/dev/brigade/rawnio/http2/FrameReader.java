package dev.brigade.rawnio.http2;

import java.nio.ByteBuffer;

/**
 * HTTP/2's framing (RFC 9113 §4 and §6): cuts whole frames out of the read buffer and checks what
 * a frame alone can tell (its size, its stream 0 or not, its padding, its settings' values), then
 * hands the frame's parts to a {@link Listener}, which judges them against the connection's state.
 * A frame is handled in place; only its header is read twice (its length, to know it has all come).
 */
final class FrameReader {
    /** What the frames say, already checked as frames. */
    interface Listener {
        /** Every frame, before its own callback: a header block in progress admits only CONTINUATION. */
        void frame(int type, int flags, int streamId) throws Http2Exception;

        /** {@code in[from..to)} is the data without padding; {@code length} counts for flow control. */
        void data(int streamId, boolean endStream, ByteBuffer in, int from, int to, int length) throws Http2Exception;

        void headers(
                int streamId,
                boolean endStream,
                boolean endHeaders,
                boolean selfDependent,
                ByteBuffer in,
                int from,
                int to)
                throws Http2Exception;

        void continuation(int streamId, boolean endHeaders, ByteBuffer in, int from, int to) throws Http2Exception;

        void priority(int streamId, boolean selfDependent) throws Http2Exception;

        void rstStream(int streamId) throws Http2Exception;

        /** One setting of a SETTINGS frame, its value within its range; {@link #settingsEnd} follows the last. */
        void setting(int id, int value) throws Http2Exception;

        void settingsEnd(boolean ack) throws Http2Exception;

        void ping(boolean ack, ByteBuffer in, int payload) throws Http2Exception;

        void goAwayReceived() throws Http2Exception;

        /** {@code increment} is not 0 on stream 0 (a connection error); on a stream it may be. */
        void windowUpdate(int streamId, int increment) throws Http2Exception;

        /** A frame of a type this side does not know: ignored (§5.5), but counted. */
        void unknown() throws Http2Exception;

        /** A stream error found while handling a frame: RST_STREAM. */
        void streamError(int streamId, ErrorCode code);
    }

    private FrameReader() {}

    /**
     * Handles every whole frame in {@code in} until {@code more} says stop; leaves an incomplete one.
     *
     * @throws Http2Exception a connection error
     */
    static void read(ByteBuffer in, Listener listener, java.util.function.BooleanSupplier more) throws Http2Exception {
        while (more.getAsBoolean() && in.remaining() >= Frames.HEADER_BYTES) {
            int at = in.position();
            int length = ((in.get(at) & 0xFF) << 16) | ((in.get(at + 1) & 0xFF) << 8) | (in.get(at + 2) & 0xFF);
            if (length > Frames.DEFAULT_MAX_FRAME_SIZE) {
                throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "frame of " + length + " bytes");
            }
            if (in.remaining() < Frames.HEADER_BYTES + length) {
                return;
            }
            int type = in.get(at + 3) & 0xFF;
            int flags = in.get(at + 4) & 0xFF;
            int streamId = in.getInt(at + 5) & 0x7FFF_FFFF;
            in.position(at + Frames.HEADER_BYTES + length);
            try {
                listener.frame(type, flags, streamId);
                frame(type, flags, streamId, in, at + Frames.HEADER_BYTES, length, listener);
            } catch (Http2Exception e) {
                if (e.isConnectionError()) {
                    throw e;
                }
                listener.streamError(e.streamId(), e.code());
            }
        }
    }

    private static void frame(
            int type, int flags, int streamId, ByteBuffer in, int payload, int length, Listener listener)
            throws Http2Exception {
        switch (type) {
            case Frames.DATA -> {
                onStream(streamId, "DATA");
                int from = payload;
                int to = unpadded(flags, in, payload, length);
                if ((flags & Frames.PADDED) != 0) {
                    from++;
                }
                listener.data(streamId, (flags & Frames.END_STREAM) != 0, in, from, to, length);
            }
            case Frames.HEADERS -> headers(flags, streamId, in, payload, length, listener);
            case Frames.PRIORITY -> {
                onStream(streamId, "PRIORITY");
                if (length != 5) {
                    throw Http2Exception.stream(
                            ErrorCode.FRAME_SIZE_ERROR, streamId, "PRIORITY of " + length + " bytes");
                }
                listener.priority(streamId, (in.getInt(payload) & 0x7FFF_FFFF) == streamId);
            }
            case Frames.RST_STREAM -> {
                exactly(4, length, "RST_STREAM");
                onStream(streamId, "RST_STREAM");
                listener.rstStream(streamId);
            }
            case Frames.SETTINGS -> settings(flags, streamId, in, payload, length, listener);
            case Frames.PUSH_PROMISE ->
                throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "PUSH_PROMISE from a client");
            case Frames.PING -> {
                exactly(8, length, "PING");
                onConnection(streamId, "PING");
                listener.ping((flags & Frames.ACK) != 0, in, payload);
            }
            case Frames.GOAWAY -> {
                onConnection(streamId, "GOAWAY");
                if (length < 8) {
                    throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "GOAWAY of " + length + " bytes");
                }
                listener.goAwayReceived();
            }
            case Frames.WINDOW_UPDATE -> {
                exactly(4, length, "WINDOW_UPDATE");
                int increment = in.getInt(payload) & 0x7FFF_FFFF;
                if (streamId == 0 && increment == 0) {
                    throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "WINDOW_UPDATE of 0");
                }
                listener.windowUpdate(streamId, increment);
            }
            case Frames.CONTINUATION -> {
                onStream(streamId, "CONTINUATION");
                listener.continuation(streamId, (flags & Frames.END_HEADERS) != 0, in, payload, payload + length);
            }
            default -> listener.unknown();
        }
    }

    private static void headers(int flags, int streamId, ByteBuffer in, int payload, int length, Listener listener)
            throws Http2Exception {
        if (streamId == 0 || (streamId & 1) == 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "HEADERS on stream " + streamId);
        }
        int from = payload;
        int to = unpadded(flags, in, payload, length);
        if ((flags & Frames.PADDED) != 0) {
            from++;
        }
        boolean selfDependent = false;
        if ((flags & Frames.PRIORITY_FLAG) != 0) {
            if (to - from < 5) {
                throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "HEADERS too short for its priority");
            }
            selfDependent = (in.getInt(from) & 0x7FFF_FFFF) == streamId;
            from += 5;
        }
        listener.headers(
                streamId,
                (flags & Frames.END_STREAM) != 0,
                (flags & Frames.END_HEADERS) != 0,
                selfDependent,
                in,
                from,
                to);
    }

    private static void settings(int flags, int streamId, ByteBuffer in, int payload, int length, Listener listener)
            throws Http2Exception {
        onConnection(streamId, "SETTINGS");
        boolean ack = (flags & Frames.ACK) != 0;
        if (ack && length != 0) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "SETTINGS ACK with a payload");
        }
        if (length % 6 != 0) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "SETTINGS of " + length + " bytes");
        }
        for (int at = payload; at < payload + length; at += 6) {
            int id = in.getShort(at) & 0xFFFF;
            int value = in.getInt(at + 2);
            switch (id) {
                case Frames.SETTINGS_ENABLE_PUSH -> {
                    if (value != 0 && value != 1) {
                        throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "ENABLE_PUSH of " + value);
                    }
                }
                case Frames.SETTINGS_INITIAL_WINDOW_SIZE -> {
                    if (value < 0) {
                        throw Http2Exception.connection(
                                ErrorCode.FLOW_CONTROL_ERROR, "INITIAL_WINDOW_SIZE over 2^31-1");
                    }
                }
                case Frames.SETTINGS_MAX_FRAME_SIZE -> {
                    if (value < Frames.DEFAULT_MAX_FRAME_SIZE || value > Frames.MAX_MAX_FRAME_SIZE) {
                        throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "MAX_FRAME_SIZE of " + value);
                    }
                }
                default -> {} // every other value is in range, or the setting unknown
            }
            listener.setting(id, value);
        }
        listener.settingsEnd(ack);
    }

    /** The end of the frame's data once the padding its first byte announces is taken off. */
    private static int unpadded(int flags, ByteBuffer in, int payload, int length) throws Http2Exception {
        if ((flags & Frames.PADDED) == 0) {
            return payload + length;
        }
        if (length == 0) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "a padded frame without its pad length");
        }
        int to = payload + length - (in.get(payload) & 0xFF);
        if (to < payload + 1) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "padding longer than the frame");
        }
        return to;
    }

    private static void exactly(int expected, int length, String type) throws Http2Exception {
        if (length != expected) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, type + " of " + length + " bytes");
        }
    }

    private static void onStream(int streamId, String type) throws Http2Exception {
        if (streamId == 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, type + " on stream 0");
        }
    }

    private static void onConnection(int streamId, String type) throws Http2Exception {
        if (streamId != 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, type + " on a stream");
        }
    }
}
