package dev.brigade.conformance.h2;

import java.util.List;

/** HTTP/2's error codes by name (RFC 9113 §7), for failure messages. */
public final class H2Codes {

    public static final int NO_ERROR = 0;

    private static final List<String> NAMES = List.of(
            "NO_ERROR",
            "PROTOCOL_ERROR",
            "INTERNAL_ERROR",
            "FLOW_CONTROL_ERROR",
            "SETTINGS_TIMEOUT",
            "STREAM_CLOSED",
            "FRAME_SIZE_ERROR",
            "REFUSED_STREAM",
            "CANCEL",
            "COMPRESSION_ERROR",
            "CONNECT_ERROR",
            "ENHANCE_YOUR_CALM",
            "INADEQUATE_SECURITY",
            "HTTP_1_1_REQUIRED");

    private H2Codes() {}

    public static String name(int code) {
        return code >= 0 && code < NAMES.size() ? NAMES.get(code) : "0x" + Integer.toHexString(code);
    }
}
