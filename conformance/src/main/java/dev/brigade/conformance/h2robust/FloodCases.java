package dev.brigade.conformance.h2robust;

import static dev.brigade.conformance.h2robust.FrameClient.CONTINUATION;
import static dev.brigade.conformance.h2robust.FrameClient.DATA;
import static dev.brigade.conformance.h2robust.FrameClient.END_STREAM;
import static dev.brigade.conformance.h2robust.FrameClient.HEADERS;
import static dev.brigade.conformance.h2robust.FrameClient.PING;
import static dev.brigade.conformance.h2robust.FrameClient.RST_STREAM;
import static dev.brigade.conformance.h2robust.FrameClient.SETTINGS;
import static dev.brigade.conformance.robustness.Level.MUST;

import dev.brigade.conformance.h2robust.FrameClient.StreamState;
import dev.brigade.conformance.h2robust.H2Case.Outcome;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * The denial-of-service shapes of RFC 9113 §10.5: floods of cheap frames, a header block that never
 * ends. The RFC leaves the answer open (serve, or end the connection, ENHANCE_YOUR_CALM); what is
 * judged is that the flooded connection ends or still answers within the bound, and that a
 * connection opened beside it is served while the flood is read.
 */
final class FloodCases {

    private static final int CANCEL = 0x8;
    private static final int RAPID_RESETS = 1_000;
    private static final int SMALL_FRAMES = 10_000;
    /** 64 CONTINUATION frames of 16 KiB: 64 times the contract's header-list limit (§7.6). */
    private static final int CONTINUATIONS = 64;

    private FloodCases() {}

    /** Sends something on one connection; stops early once the server ended it. */
    @FunctionalInterface
    private interface Flood {
        void send(FrameClient c);
    }

    static List<H2Case> all() {
        return List.of(
                new H2Case(
                        "flood.rapid-reset",
                        MUST,
                        "RFC 9113 §10.5, CVE-2023-44487",
                        RAPID_RESETS + " pairs of HEADERS (GET /plaintext) and RST_STREAM(CANCEL)",
                        "the connection ends (GOAWAY, close) or answers a PING after; a parallel connection served",
                        cs -> flood(cs, c -> {
                            for (int i = 0; i < RAPID_RESETS && !c.ended(); i++) {
                                int stream = c.request("GET", "/plaintext", true);
                                c.frame(
                                        RST_STREAM,
                                        0,
                                        stream,
                                        ByteBuffer.allocate(4).putInt(CANCEL).array());
                            }
                        })),
                new H2Case(
                        "flood.settings",
                        MUST,
                        "RFC 9113 §10.5, CVE-2019-9515",
                        SMALL_FRAMES + " empty SETTINGS frames, each wanting an ACK",
                        "the connection ends or answers a PING after; a parallel connection served",
                        cs -> flood(cs, c -> {
                            for (int i = 0; i < SMALL_FRAMES && !c.ended(); i++) {
                                c.frame(SETTINGS, 0, 0, new byte[0]);
                            }
                        })),
                new H2Case(
                        "flood.ping",
                        MUST,
                        "RFC 9113 §10.5, CVE-2019-9512",
                        SMALL_FRAMES + " PING frames, each wanting an ACK",
                        "the connection ends or answers a PING after; a parallel connection served",
                        cs -> flood(cs, c -> {
                            for (int i = 0; i < SMALL_FRAMES && !c.ended(); i++) {
                                c.frame(
                                        PING,
                                        0,
                                        0,
                                        ByteBuffer.allocate(8)
                                                .putLong(Long.MIN_VALUE + i)
                                                .array());
                            }
                        })),
                new H2Case(
                        "flood.empty-data",
                        MUST,
                        "RFC 9113 §10.5, CVE-2019-9518",
                        "POST /echo, then " + SMALL_FRAMES
                                + " empty DATA frames on its stream, then an empty one with END_STREAM",
                        "the connection ends or answers a PING after; a parallel connection served",
                        cs -> flood(cs, c -> {
                            int stream = c.request("POST", "/echo", false);
                            for (int i = 0; i < SMALL_FRAMES && !c.ended(); i++) {
                                c.frame(DATA, 0, stream, new byte[0]);
                            }
                            c.frame(DATA, END_STREAM, stream, new byte[0]);
                        })),
                new H2Case(
                        "flood.continuation",
                        MUST,
                        "RFC 9113 §10.5.1, CVE-2024-27316, CONTRACT §7.6",
                        "HEADERS without END_HEADERS, then " + CONTINUATIONS
                                + " CONTINUATION frames of 16 KiB, none ending the block",
                        "the connection ends (GOAWAY, close) within 5 s; a parallel connection served",
                        FloodCases::continuation),
                new H2Case(
                        "stall.zero-window",
                        MUST,
                        "RFC 9113 §6.9.1, §10.5",
                        "16 connections with SETTINGS_INITIAL_WINDOW_SIZE 0, "
                                + "each a GET /plaintext it never gives a window to; then a fresh connection's GET; then the windows opened",
                        "no DATA past a zero window; the fresh connection served; each held stream finished once opened",
                        FloodCases::zeroWindow),
                new H2Case(
                        "streams.past-max",
                        MUST,
                        "RFC 9113 §5.1.2",
                        "SETTINGS_MAX_CONCURRENT_STREAMS + 5 streams held open "
                                + "(POST /echo, body not sent), then the first one's body",
                        "the 5 extra refused (RST_STREAM REFUSED_STREAM or PROTOCOL_ERROR); the connection kept; the first one served",
                        FloodCases::pastMax));
    }

    private static Outcome flood(Connections cs, Flood flood) throws Exception {
        FrameClient side = cs.open();
        side.serverSettings();
        FrameClient c = cs.open();
        c.serverSettings();
        flood.send(c);
        int stream = side.request("GET", "/plaintext", true);
        side.awaitStream(stream);
        StreamState parallel = side.stream(stream);
        boolean answered = c.ended() || c.ping();
        if (!Judge.servedWith(side, parallel, Judge.HELLO)) {
            return Outcome.missed("a connection opened beside the flood was not served while it was read: "
                    + Judge.describe(side, parallel));
        }
        if (c.ended()) {
            return Outcome.met("the flooded connection ended: " + c.connectionState());
        }
        if (answered) {
            return Outcome.met("the flooded connection kept serving: a PING after the flood was answered");
        }
        return Outcome.missed("the flooded connection neither ended nor answered a PING within "
                + FrameClient.PATIENCE.toSeconds() + " s after the flood (hung)");
    }

    private static Outcome continuation(Connections cs) throws Exception {
        FrameClient side = cs.open();
        side.serverSettings();
        FrameClient c = cs.open();
        c.serverSettings();
        int stream = c.newStream();
        c.frame(HEADERS, END_STREAM, stream, Hpack.request("GET", "/plaintext", c.authority()));
        byte[] field = Hpack.literal("x-flood", "a".repeat(1000));
        byte[] chunk = new byte[16_384];
        for (int i = 0; i < chunk.length; i++) {
            chunk[i] = field[i % field.length];
        }
        for (int i = 0; i < CONTINUATIONS && !c.ended(); i++) {
            // a literal cut across frames is still one block: valid HPACK if it ever ended
            c.frame(CONTINUATION, 0, stream, chunk);
        }
        StreamState parallel = side.get("/plaintext");
        // nothing else may be sent now: any other frame mid-block is itself a connection error
        boolean ended = c.await(c::ended, FrameClient.PATIENCE);
        if (!Judge.servedWith(side, parallel, Judge.HELLO)) {
            return Outcome.missed(
                    "a connection opened beside the flood was not served: " + Judge.describe(side, parallel));
        }
        return ended
                ? Outcome.met("the connection ended: " + c.connectionState())
                : Outcome.missed("the connection was still open " + FrameClient.PATIENCE.toSeconds() + " s after "
                        + CONTINUATIONS * 16 + " KiB of one header block (no limit on a block being read)");
    }

    private static Outcome zeroWindow(Connections cs) throws Exception {
        FrameClient[] stalled = new FrameClient[16];
        int[] streams = new int[stalled.length];
        for (int i = 0; i < stalled.length; i++) {
            stalled[i] = cs.open(FrameClient.SETTINGS_INITIAL_WINDOW_SIZE, 0);
            stalled[i].holdStreamWindows();
            streams[i] = stalled[i].request("GET", "/plaintext", true);
        }
        for (FrameClient c : stalled) {
            c.ping(); // read past the request, whatever the answer
        }
        FrameClient fresh = cs.open();
        StreamState served = fresh.get("/plaintext");
        if (!Judge.servedWith(fresh, served, Judge.HELLO)) {
            return Outcome.missed("a fresh connection was not served while 16 streams were held at a zero window: "
                    + Judge.describe(fresh, served));
        }
        for (int i = 0; i < stalled.length; i++) {
            StreamState held = stalled[i].stream(streams[i]);
            synchronized (stalled[i]) {
                if (held.body.size() > 0) {
                    return Outcome.missed("DATA sent past a zero stream window: " + Judge.describe(stalled[i], held));
                }
            }
        }
        for (int i = 0; i < stalled.length; i++) {
            stalled[i].frame(
                    FrameClient.WINDOW_UPDATE,
                    0,
                    streams[i],
                    ByteBuffer.allocate(4).putInt(65_535).array());
        }
        for (int i = 0; i < stalled.length; i++) {
            stalled[i].awaitStream(streams[i]);
            StreamState held = stalled[i].stream(streams[i]);
            if (!Judge.servedWith(stalled[i], held, Judge.HELLO)) {
                return Outcome.missed(
                        "a held stream was not finished once its window opened: " + Judge.describe(stalled[i], held));
            }
        }
        return Outcome.met("no DATA past the zero windows, the fresh connection served, every held stream finished");
    }

    private static Outcome pastMax(Connections cs) throws Exception {
        FrameClient c = cs.open();
        Integer max = c.serverSettings().orElse(java.util.Map.of()).get(FrameClient.SETTINGS_MAX_CONCURRENT_STREAMS);
        if (max == null || max < 0 || max > 1_000) {
            return Outcome.met("SETTINGS_MAX_CONCURRENT_STREAMS " + (max == null ? "not sent (no limit)" : max)
                    + ": not exceeded, the kit opens at most 1,005 streams");
        }
        int[] streams = new int[max + 5];
        for (int i = 0; i < streams.length; i++) {
            streams[i] = c.request("POST", "/echo", false, Hpack.literal("content-length", "1"));
        }
        c.ping();
        int[] extra = Arrays.copyOfRange(streams, max, streams.length);
        c.await(
                () -> c.ended()
                        || Arrays.stream(extra).allMatch(s -> c.stream(s).reset.isPresent()),
                FrameClient.PATIENCE);
        if (c.ended()) {
            return Outcome.missed(
                    "the connection ended (" + c.connectionState() + "): a stream past the limit is a stream error");
        }
        synchronized (c) {
            for (int i = 0; i < streams.length; i++) {
                StreamState state = c.stream(streams[i]);
                boolean refused =
                        state.reset.isPresent() && (state.reset.getAsInt() == 7 || state.reset.getAsInt() == 1);
                if (i >= max && !refused) {
                    return Outcome.missed("stream " + streams[i] + ", past the limit of " + max + ", not refused: "
                            + state.describe());
                }
                if (i < max && state.reset.isPresent()) {
                    return Outcome.missed(
                            "stream " + streams[i] + ", within the limit of " + max + ", reset: " + state.describe());
                }
            }
        }
        c.frame(DATA, END_STREAM, streams[0], new byte[] {'x'});
        c.awaitStream(streams[0]);
        StreamState first = c.stream(streams[0]);
        if (!Judge.servedWith(c, first, "x")) {
            return Outcome.missed("the first stream, within the limit, was not served once its body came: "
                    + Judge.describe(c, first));
        }
        return Outcome.met(max + " streams held, 5 refused, the first served; connection " + c.connectionState());
    }
}
