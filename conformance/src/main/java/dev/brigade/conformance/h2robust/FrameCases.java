package dev.brigade.conformance.h2robust;

import static dev.brigade.conformance.h2robust.FrameClient.DATA;
import static dev.brigade.conformance.h2robust.FrameClient.END_HEADERS;
import static dev.brigade.conformance.h2robust.FrameClient.END_STREAM;
import static dev.brigade.conformance.h2robust.FrameClient.HEADERS;
import static dev.brigade.conformance.h2robust.FrameClient.WINDOW_UPDATE;
import static dev.brigade.conformance.robustness.Level.MUST;

import dev.brigade.conformance.h2robust.FrameClient.StreamState;
import dev.brigade.conformance.h2robust.H2Case.Outcome;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;

/** The frame-level and HPACK MUSTs (h2spec's kind): one bad frame, the answer the RFC names. */
final class FrameCases {

    /** How long a second answer to a reused stream may take after the PING that follows it. */
    private static final java.time.Duration REUSE_GRACE = java.time.Duration.ofSeconds(1);

    private FrameCases() {}

    static List<H2Case> all() {
        return List.of(
                new H2Case(
                        "frame.data-stream-0",
                        MUST,
                        "RFC 9113 §6.1",
                        "DATA on stream 0",
                        "connection error PROTOCOL_ERROR (GOAWAY or close)",
                        cs -> {
                            FrameClient c = cs.open();
                            c.frame(DATA, 0, 0, new byte[] {'x'});
                            return Judge.connectionError(c, "PROTOCOL_ERROR");
                        }),
                new H2Case(
                        "frame.headers-even-stream",
                        MUST,
                        "RFC 9113 §5.1.1",
                        "HEADERS (GET /plaintext) on stream 2, a server-initiated id",
                        "connection error PROTOCOL_ERROR",
                        cs -> {
                            FrameClient c = cs.open();
                            c.frame(
                                    HEADERS,
                                    END_HEADERS | END_STREAM,
                                    2,
                                    Hpack.request("GET", "/plaintext", c.authority()));
                            return Judge.connectionError(c, "PROTOCOL_ERROR");
                        }),
                new H2Case(
                        "frame.too-large",
                        MUST,
                        "RFC 9113 §4.2",
                        "a HEADERS frame one byte over the server's SETTINGS_MAX_FRAME_SIZE",
                        "connection error FRAME_SIZE_ERROR (a frame carrying a field block)",
                        FrameCases::tooLarge),
                new H2Case(
                        "frame.window-update-0",
                        MUST,
                        "RFC 9113 §6.9",
                        "WINDOW_UPDATE with increment 0 on stream 0",
                        "connection error PROTOCOL_ERROR",
                        cs -> {
                            FrameClient c = cs.open();
                            c.frame(
                                    WINDOW_UPDATE,
                                    0,
                                    0,
                                    ByteBuffer.allocate(4).putInt(0).array());
                            return Judge.connectionError(c, "PROTOCOL_ERROR");
                        }),
                new H2Case(
                        "frame.window-overflow",
                        MUST,
                        "RFC 9113 §6.9.1",
                        "WINDOW_UPDATE of 2^31-1 on stream 0 (the window passes 2^31-1)",
                        "connection error FLOW_CONTROL_ERROR",
                        cs -> {
                            FrameClient c = cs.open();
                            c.frame(
                                    WINDOW_UPDATE,
                                    0,
                                    0,
                                    ByteBuffer.allocate(4)
                                            .putInt(Integer.MAX_VALUE)
                                            .array());
                            return Judge.connectionError(c, "FLOW_CONTROL_ERROR");
                        }),
                new H2Case(
                        "frame.stream-reused",
                        MUST,
                        "RFC 9113 §5.1",
                        "GET /plaintext on stream 1, answered; then HEADERS on stream 1 again",
                        "never served again: RST_STREAM or GOAWAY (STREAM_CLOSED, h2spec 5.1/12), or the frame discarded",
                        FrameCases::streamReused),
                new H2Case(
                        "hpack.invalid-index",
                        MUST,
                        "RFC 7541 §2.3.3, RFC 9113 §4.3",
                        "GET /plaintext with an indexed field of index 70 (the dynamic table is empty)",
                        "connection error COMPRESSION_ERROR",
                        cs -> {
                            FrameClient c = cs.open();
                            c.request("GET", "/plaintext", true, Hpack.indexed(70));
                            return Judge.connectionError(c, "COMPRESSION_ERROR");
                        }),
                new H2Case(
                        "hpack.literal-names",
                        MUST,
                        "RFC 7541 §6.2.2",
                        "GET /plaintext, every name a literal string (none by the static table's index)",
                        "served: 200 Hello, World!",
                        cs -> {
                            FrameClient c = cs.open();
                            int stream = c.newStream();
                            c.frame(
                                    HEADERS,
                                    END_HEADERS | END_STREAM,
                                    stream,
                                    Hpack.requestLiteralNames("GET", "/plaintext", c.authority()));
                            c.awaitStream(stream);
                            StreamState state = c.stream(stream);
                            return Judge.servedWith(c, state, Judge.HELLO)
                                    ? Outcome.met(Judge.describe(c, state))
                                    : Outcome.missed("not served: " + Judge.describe(c, state));
                        }),
                new H2Case(
                        "hpack.table-size-over-setting",
                        MUST,
                        "RFC 7541 §4.2, §6.3",
                        "a dynamic table size update to 16 MiB, past SETTINGS_HEADER_TABLE_SIZE",
                        "connection error COMPRESSION_ERROR",
                        FrameCases::tableSizeUpdate),
                new H2Case(
                        "hpack.list-bomb",
                        MUST,
                        "RFC 9113 §10.5.1, CONTRACT §7.6",
                        "one 4,000-byte field indexed, then referenced 1,000 times: ~5 KB that decode to ~4 MB",
                        "the stream refused (431, RST_STREAM) or the connection closed; never served",
                        cs -> {
                            FrameClient c = cs.open();
                            byte[][] fields = new byte[1001][];
                            fields[0] = Hpack.literalIndexed("x-bomb", "a".repeat(4000));
                            for (int i = 1; i < fields.length; i++) {
                                fields[i] = Hpack.indexed(62);
                            }
                            int stream = c.request("GET", "/plaintext", true, fields);
                            return Judge.streamRefused(c, stream, "the header list refused");
                        }),
                new H2Case(
                        "header.uppercase-name",
                        MUST,
                        "RFC 9113 §8.2.1, §8.1.1",
                        "GET /plaintext with the field name X-Upper",
                        "malformed: RST_STREAM (PROTOCOL_ERROR), a 4xx, or the connection closed",
                        cs -> {
                            FrameClient c = cs.open();
                            int stream = c.request("GET", "/plaintext", true, Hpack.literal("X-Upper", "1"));
                            return Judge.streamRefused(c, stream, "RST_STREAM(PROTOCOL_ERROR)");
                        }),
                new H2Case(
                        "header.pseudo-after-regular",
                        MUST,
                        "RFC 9113 §8.3, §8.1.1",
                        "GET with :path after a regular field",
                        "malformed: RST_STREAM (PROTOCOL_ERROR), a 4xx, or the connection closed",
                        cs -> {
                            FrameClient c = cs.open();
                            int stream = c.newStream();
                            c.frame(
                                    HEADERS,
                                    END_HEADERS | END_STREAM,
                                    stream,
                                    Hpack.concat(
                                            Hpack.literal(":method", "GET"),
                                            Hpack.literal(":scheme", "http"),
                                            Hpack.literal(":authority", c.authority()),
                                            Hpack.literal("x-before", "1"),
                                            Hpack.literal(":path", "/plaintext")));
                            return Judge.streamRefused(c, stream, "RST_STREAM(PROTOCOL_ERROR)");
                        }));
    }

    private static Outcome tooLarge(Connections cs) throws Exception {
        FrameClient c = cs.open();
        Map<Integer, Integer> settings = c.serverSettings().orElse(Map.of());
        int max = settings.getOrDefault(FrameClient.SETTINGS_MAX_FRAME_SIZE, 16_384);
        if (max >= (1 << 24) - 1) {
            return Outcome.met("SETTINGS_MAX_FRAME_SIZE is the largest a frame can be: nothing to exceed");
        }
        int size = max + 1;
        byte[] base = Hpack.request("GET", "/plaintext", c.authority());
        byte[] block = base;
        for (int pad = size - base.length - 16; block.length != size; pad += size - block.length) {
            block = Hpack.concat(base, Hpack.literal("x-pad", "a".repeat(pad)));
        }
        c.frame(HEADERS, END_HEADERS | END_STREAM, c.newStream(), block);
        return Judge.connectionError(c, "FRAME_SIZE_ERROR");
    }

    private static Outcome streamReused(Connections cs) throws Exception {
        FrameClient c = cs.open();
        int stream = c.request("GET", "/plaintext", true);
        c.awaitStream(stream);
        StreamState first = c.stream(stream);
        if (!Judge.servedWith(c, first, Judge.HELLO)) {
            return Outcome.missed("the first GET /plaintext was not served: " + Judge.describe(c, first));
        }
        c.frame(HEADERS, END_HEADERS | END_STREAM, stream, Hpack.request("GET", "/plaintext", c.authority()));
        // RFC 9113 §5.1 lets a frame on a closed stream be discarded; serving it again is what never may be
        c.ping();
        c.await(() -> c.ended() || first.reset.isPresent() || first.responses > 1, REUSE_GRACE);
        synchronized (c) {
            if (first.responses > 1) {
                return Outcome.missed(
                        "served again: a second response on the closed stream, connection " + c.connectionState());
            }
            if (first.reset.isPresent()) {
                return Outcome.met("stream error: " + first.describe());
            }
        }
        return Outcome.met(c.ended() ? Judge.ended(c, "STREAM_CLOSED") : "discarded: no answer, the connection kept");
    }

    private static Outcome tableSizeUpdate(Connections cs) throws Exception {
        FrameClient c = cs.open();
        int limit = c.serverSettings().orElse(Map.of()).getOrDefault(FrameClient.SETTINGS_HEADER_TABLE_SIZE, 4096);
        int size = Math.max(1 << 24, limit + 1);
        int stream = c.newStream();
        c.frame(
                HEADERS,
                END_HEADERS | END_STREAM,
                stream,
                Hpack.concat(Hpack.tableSizeUpdate(size), Hpack.request("GET", "/plaintext", c.authority())));
        return Judge.connectionError(c, "COMPRESSION_ERROR");
    }
}
