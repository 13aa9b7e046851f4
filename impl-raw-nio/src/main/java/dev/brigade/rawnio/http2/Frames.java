package dev.brigade.rawnio.http2;

import dev.brigade.rawnio.http.OutputBuffer;
import java.nio.ByteBuffer;

/** RFC 9113 §4 and §6: frame types, flags and settings, and the frames this server writes. */
final class Frames {
    static final int HEADER_BYTES = 9;
    static final int DEFAULT_MAX_FRAME_SIZE = 16_384;
    static final int MAX_MAX_FRAME_SIZE = (1 << 24) - 1;
    static final int DEFAULT_WINDOW = 65_535;
    static final long MAX_WINDOW = Integer.MAX_VALUE;

    static final int DATA = 0x0;
    static final int HEADERS = 0x1;
    static final int PRIORITY = 0x2;
    static final int RST_STREAM = 0x3;
    static final int SETTINGS = 0x4;
    static final int PUSH_PROMISE = 0x5;
    static final int PING = 0x6;
    static final int GOAWAY = 0x7;
    static final int WINDOW_UPDATE = 0x8;
    static final int CONTINUATION = 0x9;

    static final int END_STREAM = 0x1;
    static final int ACK = 0x1;
    static final int END_HEADERS = 0x4;
    static final int PADDED = 0x8;
    static final int PRIORITY_FLAG = 0x20;

    static final int SETTINGS_HEADER_TABLE_SIZE = 0x1;
    static final int SETTINGS_ENABLE_PUSH = 0x2;
    static final int SETTINGS_MAX_CONCURRENT_STREAMS = 0x3;
    static final int SETTINGS_INITIAL_WINDOW_SIZE = 0x4;
    static final int SETTINGS_MAX_FRAME_SIZE = 0x5;
    static final int SETTINGS_MAX_HEADER_LIST_SIZE = 0x6;

    private final OutputBuffer out;
    private final byte[] scratch = new byte[HEADER_BYTES + 8];

    Frames(OutputBuffer out) {
        this.out = out;
    }

    void header(int length, int type, int flags, int streamId) {
        scratch[0] = (byte) (length >>> 16);
        scratch[1] = (byte) (length >>> 8);
        scratch[2] = (byte) length;
        scratch[3] = (byte) type;
        scratch[4] = (byte) flags;
        putInt(5, streamId);
        out.put(scratch, 0, HEADER_BYTES);
    }

    /** This server's SETTINGS: push off, its stream, table and header-list limits. */
    void settings(Http2Options options) {
        header(4 * 6, SETTINGS, 0, 0);
        setting(SETTINGS_ENABLE_PUSH, 0);
        setting(SETTINGS_MAX_CONCURRENT_STREAMS, options.maxConcurrentStreams());
        setting(SETTINGS_HEADER_TABLE_SIZE, options.headerTableBytes());
        setting(SETTINGS_MAX_HEADER_LIST_SIZE, options.maxHeaderListBytes());
    }

    private void setting(int id, int value) {
        scratch[0] = (byte) (id >>> 8);
        scratch[1] = (byte) id;
        putInt(2, value);
        out.put(scratch, 0, 6);
    }

    void settingsAck() {
        header(0, SETTINGS, ACK, 0);
    }

    void pingAck(ByteBuffer in, int payload) {
        header(8, PING, ACK, 0);
        in.get(payload, scratch, 0, 8);
        out.put(scratch, 0, 8);
    }

    void rstStream(int streamId, ErrorCode code) {
        header(4, RST_STREAM, 0, streamId);
        putInt(0, code.code());
        out.put(scratch, 0, 4);
    }

    void goAway(int lastStreamId, ErrorCode code) {
        header(8, GOAWAY, 0, 0);
        putInt(0, lastStreamId);
        putInt(4, code.code());
        out.put(scratch, 0, 8);
    }

    void windowUpdate(int streamId, int increment) {
        header(4, WINDOW_UPDATE, 0, streamId);
        putInt(0, increment);
        out.put(scratch, 0, 4);
    }

    void data(int streamId, byte[] bytes, int offset, int length, boolean endStream) {
        header(length, DATA, endStream ? END_STREAM : 0, streamId);
        out.put(bytes, offset, length);
    }

    void headers(int streamId, byte[] block, int length, boolean endStream) {
        header(length, HEADERS, END_HEADERS | (endStream ? END_STREAM : 0), streamId);
        out.put(block, 0, length);
    }

    private void putInt(int at, int value) {
        scratch[at] = (byte) (value >>> 24);
        scratch[at + 1] = (byte) (value >>> 16);
        scratch[at + 2] = (byte) (value >>> 8);
        scratch[at + 3] = (byte) value;
    }
}
