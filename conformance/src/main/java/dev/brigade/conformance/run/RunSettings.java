package dev.brigade.conformance.run;

import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import dev.brigade.conformance.KitOptions;

/**
 * The run's settings as JUnit configuration parameters: how {@link KitOptions} reach the checks
 * without any static state.
 */
public record RunSettings(Optional<URI> baseUri, Optional<Path> database, boolean equivalent, Optional<String> run,
                          boolean seeded) {

    static final String BASE_URI = "brigade.base-uri";
    static final String DATABASE = "brigade.database";
    static final String EQUIVALENT = "brigade.equivalent";
    static final String RUN = "brigade.run";
    static final String SEEDED = "brigade.seeded";

    public static Map<String, String> parameters(KitOptions options) {
        Map<String, String> parameters = new HashMap<>();
        if (options.baseUri() != null) {
            parameters.put(BASE_URI, options.baseUri().toString());
        }
        options.database().ifPresent(file -> parameters.put(DATABASE, file.toAbsolutePath().toString()));
        parameters.put(EQUIVALENT, Boolean.toString(options.equivalent()));
        options.run().ifPresent(command -> parameters.put(RUN, command));
        parameters.put(SEEDED, Boolean.toString(options.seeded()));
        return parameters;
    }

    static RunSettings from(Function<String, Optional<String>> parameters) {
        return new RunSettings(
                parameters.apply(BASE_URI).map(URI::create),
                parameters.apply(DATABASE).map(Path::of),
                parameters.apply(EQUIVALENT).map(Boolean::parseBoolean).orElse(false),
                parameters.apply(RUN),
                parameters.apply(SEEDED).map(Boolean::parseBoolean).orElse(false));
    }
}
