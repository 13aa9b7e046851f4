package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;
import java.util.StringJoiner;

/** The methods a path answers, as the {@code Allow} header line a 405 carries (encoded once). */
public final class Allow {
    private final byte[] headerLine;

    private Allow(Method... methods) {
        StringJoiner names = new StringJoiner(", ", "Allow: ", "\r\n");
        for (Method method : methods) {
            names.add(method.name());
        }
        this.headerLine = names.toString().getBytes(StandardCharsets.US_ASCII);
    }

    public static Allow of(Method... methods) {
        return new Allow(methods);
    }

    byte[] headerLine() {
        return headerLine;
    }
}
