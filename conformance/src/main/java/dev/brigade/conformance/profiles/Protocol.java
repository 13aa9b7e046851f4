package dev.brigade.conformance.profiles;

import dev.brigade.conformance.h2.H2Connection;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the durability and soak profiles speak ({@code --protocol h1|h2c|both}): HTTP/1.1, h2c by
 * prior knowledge, or both. Without the option, both when the server answers h2c, else HTTP/1.1
 * alone, said on a line of its own.
 */
public enum Protocol {
    H1("h1"),
    H2C("h2c");

    public static final List<String> NAMES = List.of("h1", "h2c", "both");

    private final String label;

    Protocol(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The protocols an option names; empty for {@code both}'s default, which {@link #spoken} then decides. */
    public static List<Protocol> named(String option) {
        return switch (option.toLowerCase(Locale.ROOT)) {
            case "h1" -> List.of(H1);
            case "h2c" -> List.of(H2C);
            case "both" -> List.of(H1, H2C);
            default ->
                throw new IllegalArgumentException("--protocol takes " + String.join(", ", NAMES) + "; got " + option);
        };
    }

    /** The option's protocols, or without one, HTTP/1.1 and h2c if the server at {@code base} speaks it. */
    public static List<Protocol> chosen(Optional<String> option, URI base, PrintStream out) {
        if (option.isPresent()) {
            return named(option.get());
        }
        try (H2Connection probe = H2Connection.open(base)) {
            return List.of(H1, H2C);
        } catch (IOException none) {
            out.println("h2c: not spoken (" + none.getMessage() + "): HTTP/1.1 only");
            return List.of(H1);
        }
    }
}
