package dev.brigade.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The contract the kit checks, as shipped inside its jar ({@code contract/CONTRACT.md}): its version
 * is read from the document's own "Version X.Y." line, so it is written in one place only.
 */
public final class Contract {

    private static final Pattern VERSION = Pattern.compile("\\*\\*Version (\\d+\\.\\d+)\\.\\*\\*");

    private Contract() {}

    /** The contract's text. */
    public static String text() {
        try (InputStream in = Contract.class.getResourceAsStream("/contract/CONTRACT.md")) {
            if (in == null) {
                throw new IllegalStateException("contract/CONTRACT.md is missing from the kit");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code 1.0}: the version of the contract the kit checks. */
    public static String version() {
        Matcher matcher = VERSION.matcher(text());
        if (!matcher.find()) {
            throw new IllegalStateException("contract/CONTRACT.md has no **Version X.Y.** line");
        }
        return matcher.group(1);
    }
}
