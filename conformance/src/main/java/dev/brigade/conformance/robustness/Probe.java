package dev.brigade.conformance.robustness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Function;

/** What a case does on its connection: sends bytes (in one go, or in steps) and watches the answer. */
@FunctionalInterface
public interface Probe {

    Observed run(Wire wire, Setting setting) throws IOException;

    /** Sends the request bytes in one write and waits for {@code answers} final answers (or a close). */
    static Probe send(Function<Setting, String> request, int answers) {
        return send(request, answers, Wire.QUIET);
    }

    /** The same, waiting up to {@code quiet} for each next byte (a database write may take a while). */
    static Probe send(Function<Setting, String> request, int answers, Duration quiet) {
        return (wire, setting) -> {
            wire.send(request.apply(setting).getBytes(StandardCharsets.ISO_8859_1));
            return wire.watch(answers, quiet);
        };
    }
}
