package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Collectors;

/** The methods a path answers, as the {@code Allow} header line a 405 carries (encoded once). */
public final class Allow {
    private final byte[] headerLine;

    private Allow(Method... methods) {
        String names = Arrays.stream(methods).map(Method::name).collect(Collectors.joining(", "));
        this.headerLine = ("Allow: " + names + "\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    public static Allow of(Method... methods) {
        return new Allow(methods);
    }

    byte[] headerLine() {
        return headerLine;
    }
}
