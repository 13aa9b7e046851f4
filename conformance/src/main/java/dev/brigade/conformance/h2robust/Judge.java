package dev.brigade.conformance.h2robust;

import dev.brigade.conformance.h2.H2Codes;
import dev.brigade.conformance.h2robust.FrameClient.StreamState;
import dev.brigade.conformance.h2robust.H2Case.Outcome;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** The judgements the cases share: a connection error, a stream refused, a stream served whole. */
final class Judge {

    static final String HELLO = "Hello, World!";
    /** After a PING answered, how long a GOAWAY sent beside it may take to arrive. */
    private static final Duration GRACE = Duration.ofMillis(500);

    private Judge() {}

    /**
     * A connection error (RFC 9113 §5.4.1): GOAWAY with {@code expected}, or GOAWAY with another code,
     * or a TCP close, all pass (the connection ends). A server reads a connection's frames in order,
     * so a PING answered after the bad frame without a GOAWAY means it read past it and kept going.
     */
    static Outcome connectionError(FrameClient c, String expected) {
        boolean answered = c.ping();
        if (!answered && !c.ended()) {
            return Outcome.missed("neither a GOAWAY, a close, nor an answer to a PING within "
                    + FrameClient.PATIENCE.toSeconds() + " s (hung)");
        }
        if (answered && !c.await(c::ended, GRACE)) {
            return Outcome.missed("the connection stayed open: a PING sent after the frame was answered, no GOAWAY"
                    + " (the rule wants connection error " + expected + ")");
        }
        return Outcome.met(ended(c, expected));
    }

    /** How a connection ended, and whether the code is the one the rule names. */
    static String ended(FrameClient c, String expected) {
        String state = c.connectionState();
        boolean named = c.goAway().isPresent()
                && expected.contains(H2Codes.name(c.goAway().getAsInt()));
        return state + (named ? "" : " (the rule names " + expected + "; a close is accepted)");
    }

    /**
     * A malformed request (RFC 9113 §8.1.1): a stream error, a 4xx answer, or the connection ended
     * pass; the request served, or nothing within the bound, fail.
     */
    static Outcome streamRefused(FrameClient c, int stream, String expected) {
        boolean done = c.awaitStream(stream);
        StreamState state = c.stream(stream);
        synchronized (c) {
            if (state.status >= 200 && state.status < 400) {
                return Outcome.missed("served: " + state.describe() + " (the rule wants " + expected + ")");
            }
            if (state.reset.isPresent() || state.status >= 400) {
                return Outcome.met(state.describe());
            }
        }
        if (c.ended()) {
            return Outcome.met("connection " + c.connectionState());
        }
        return Outcome.missed(
                done
                        ? state.describe()
                        : "no answer, reset or close within " + FrameClient.PATIENCE.toSeconds() + " s (hung)");
    }

    /** Whether a stream was answered 200 with exactly {@code body}: no other stream's bytes in it. */
    static boolean servedWith(FrameClient c, StreamState state, String body) {
        synchronized (c) {
            return state.status == 200
                    && state.ended
                    && body.equals(new String(state.body.toByteArray(), StandardCharsets.ISO_8859_1));
        }
    }

    static String describe(FrameClient c, StreamState state) {
        synchronized (c) {
            return state.describe() + ", body " + Escape.shown(state.body.toByteArray()) + ", connection "
                    + c.connectionState();
        }
    }

    /** A short, escaped view of some bytes. */
    static final class Escape {
        private Escape() {}

        static String shown(byte[] bytes) {
            int shown = Math.min(bytes.length, 60);
            return "\"" + dev.brigade.conformance.diff.Escape.bytes(bytes, 0, shown)
                    + (bytes.length > shown ? "..." : "") + "\"";
        }
    }
}
