package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;
import java.util.StringJoiner;

/** The methods a path answers, as the {@code Allow} header line a 405 carries (encoded once). */
public final class Allow {
    private final byte[] headerLine;
    private final byte[] value;

    private Allow(Method... methods) {
        StringJoiner names = new StringJoiner(", ", "Allow: ", "\r\n");
        for (Method method : methods) {
            names.add(method.name());
        }
        this.headerLine = names.toString().getBytes(StandardCharsets.US_ASCII);
        this.value = java.util.Arrays.copyOfRange(headerLine, "Allow: ".length(), headerLine.length - 2);
    }

    public static Allow of(Method... methods) {
        return new Allow(methods);
    }

    /** The value alone, shared: never write into it (HTTP/2 encodes it in a header block). */
    public byte[] value() {
        return value;
    }

    byte[] headerLine() {
        return headerLine;
    }
}
