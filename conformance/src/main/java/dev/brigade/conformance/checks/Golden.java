package dev.brigade.conformance.checks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The contract's golden files, as shipped inside the kit ({@code contract/}). */
public final class Golden {

    private Golden() {}

    public static byte[] menu() {
        return read("menu.html");
    }

    public static byte[] sseCount41() {
        return read("sse-count-41.txt");
    }

    private static byte[] read(String name) {
        try (InputStream in = Golden.class.getResourceAsStream("/contract/" + name)) {
            if (in == null) {
                throw new IllegalStateException("contract/" + name + " is missing from the kit");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
