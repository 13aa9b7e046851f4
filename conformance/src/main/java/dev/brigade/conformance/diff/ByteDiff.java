package dev.brigade.conformance.diff;

import java.util.Arrays;
import java.util.Optional;

/** Where two byte strings first differ, told with some escaped context either side. */
public final class ByteDiff {

    /** Bytes of context shown either side of the first difference. */
    public static final int CONTEXT = 40;

    private ByteDiff() {}

    /** Empty when equal; else the first differing offset, the lengths, and both sides around it. */
    public static Optional<String> firstDifference(byte[] expected, byte[] actual) {
        int offset = Arrays.mismatch(expected, actual);
        if (offset < 0) {
            return Optional.empty();
        }
        int from = Math.max(0, offset - CONTEXT);
        int to = offset + CONTEXT;
        return Optional.of("first difference at byte " + offset
                + " (expected " + expected.length + " bytes, got " + actual.length + ")\n"
                + "  expected: " + window(expected, from, offset, to) + "\n"
                + "  got:      " + window(actual, from, offset, to));
    }

    private static String window(byte[] bytes, int from, int offset, int to) {
        String before = Escape.bytes(bytes, from, offset);
        String after = offset >= bytes.length ? "<end>" : Escape.bytes(bytes, offset, to);
        return (from > 0 ? "..." : "") + before + "[" + after + "]" + (to < bytes.length ? "..." : "");
    }
}
