package dev.brigade.conformance.run;

import dev.brigade.conformance.KitOptions;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The run's settings as JUnit configuration parameters: how {@link KitOptions} reach the checks
 * without any static state.
 */
public record RunSettings(
        Optional<URI> baseUri,
        Optional<Path> database,
        boolean equivalent,
        Optional<String> run,
        boolean seeded,
        Mode mode,
        Optional<String> tlsArgs,
        Optional<Integer> port) {

    static final String BASE_URI = "brigade.base-uri";
    static final String DATABASE = "brigade.database";
    static final String EQUIVALENT = "brigade.equivalent";
    static final String RUN = "brigade.run";
    static final String SEEDED = "brigade.seeded";
    static final String MODE = "brigade.mode";
    static final String TLS_ARGS = "brigade.tls-args";
    static final String PORT = "brigade.port";

    public static Map<String, String> parameters(KitOptions options) {
        Map<String, String> parameters = new HashMap<>();
        if (options.baseUri() != null) {
            parameters.put(BASE_URI, options.baseUri().toString());
        }
        options.database()
                .ifPresent(
                        file -> parameters.put(DATABASE, file.toAbsolutePath().toString()));
        parameters.put(EQUIVALENT, Boolean.toString(options.equivalent()));
        options.run().ifPresent(command -> parameters.put(RUN, command));
        parameters.put(SEEDED, Boolean.toString(options.seeded()));
        parameters.put(MODE, options.mode().name());
        options.tlsArgs().ifPresent(args -> parameters.put(TLS_ARGS, args));
        options.port().ifPresent(port -> parameters.put(PORT, Integer.toString(port)));
        return parameters;
    }

    static RunSettings from(Function<String, Optional<String>> parameters) {
        return new RunSettings(
                parameters.apply(BASE_URI).map(URI::create),
                parameters.apply(DATABASE).map(Path::of),
                parameters.apply(EQUIVALENT).map(Boolean::parseBoolean).orElse(false),
                parameters.apply(RUN),
                parameters.apply(SEEDED).map(Boolean::parseBoolean).orElse(false),
                parameters.apply(MODE).map(Mode::valueOf).orElse(Mode.PLAIN),
                parameters.apply(TLS_ARGS),
                parameters.apply(PORT).map(Integer::valueOf));
    }
}
