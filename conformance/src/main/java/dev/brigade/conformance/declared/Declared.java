package dev.brigade.conformance.declared;

import dev.brigade.conformance.CheckResult;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A server's declared deviations ({@code check --declared FILE}): one line per check or robustness
 * case id, {@code ID REASON SOURCE-URL}, {@code #} comments and blank lines ignored. A declared
 * failure is reported DECLARED and does not fail the run; a declared check that passes fails it,
 * since the deviation is gone and its line must go too.
 */
public final class Declared {

    private static final Declared NONE = new Declared(Optional.empty(), Map.of(), Optional.empty());

    private final Optional<Path> file;
    private final Map<String, Deviation> byId;
    private final Optional<KnownFailures> known;

    private Declared(Optional<Path> file, Map<String, Deviation> byId, Optional<KnownFailures> known) {
        this.file = file;
        this.byId = byId;
        this.known = known;
    }

    /** The same declarations, with the robustness failures no declaration covers but a module's verify expects. */
    public Declared withKnownFailures(Optional<KnownFailures> failures) {
        return new Declared(file, byId, failures);
    }

    public Optional<KnownFailures> knownFailures() {
        return known;
    }

    /** Nothing declared: raw-nio's case, and every run without {@code --declared}. */
    public static Declared none() {
        return NONE;
    }

    /** Reads and validates {@code file}; a line the kit refuses is a {@link DeclaredFileException} naming it. */
    public static Declared read(Path file) throws DeclaredFileException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new DeclaredFileException("cannot read the declared deviations " + file + " ("
                    + e.getClass().getSimpleName() + ")");
        }
        Undeclarable undeclarable = new Undeclarable();
        Map<String, Deviation> byId = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            Deviation deviation = parse(file, i + 1, text);
            Optional<String> refused = undeclarable.why(deviation.id());
            if (refused.isPresent()) {
                throw new DeclaredFileException(file + ":" + (i + 1) + ": " + refused.get());
            }
            if (byId.putIfAbsent(deviation.id(), deviation) != null) {
                throw new DeclaredFileException(file + ":" + (i + 1) + ": " + deviation.id() + " is declared twice");
            }
        }
        return new Declared(Optional.of(file), Map.copyOf(byId), Optional.empty());
    }

    static Deviation parse(Path file, int line, String text) throws DeclaredFileException {
        String[] words = text.split("\\s+");
        String where = file + ":" + line + ": ";
        if (words.length < 3) {
            throw new DeclaredFileException(where + "want ID REASON SOURCE-URL, got: " + text);
        }
        String last = words[words.length - 1];
        URI source;
        try {
            source = new URI(last);
        } catch (URISyntaxException e) {
            source = null;
        }
        if (source == null
                || !("https".equals(source.getScheme()) || "http".equals(source.getScheme()))
                || source.getHost() == null) {
            throw new DeclaredFileException(
                    where + "the last word must be the URL of the source or issue that shows it, got: " + last);
        }
        String reason =
                text.substring(words[0].length(), text.length() - last.length()).strip();
        return new Deviation(words[0], reason, source, line);
    }

    public Optional<Deviation> of(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    public boolean isEmpty() {
        return byId.isEmpty();
    }

    public int size() {
        return byId.size();
    }

    /** A failure of a declared check becomes DECLARED; a pass of one becomes a failure; anything else stays. */
    public CheckResult judge(CheckResult result) {
        Deviation deviation = byId.get(result.id());
        if (deviation == null) {
            return result;
        }
        return switch (result.status()) {
            case FAILED -> result.with(CheckResult.Status.DECLARED, declaredText(deviation) + "\n" + result.detail());
            case PASSED -> result.with(CheckResult.Status.FAILED, goneText(deviation));
            case DECLARED, SKIPPED -> result;
        };
    }

    /** {@code declared (impl-vertx/declared-deviations.txt:4): REASON SOURCE}. */
    public String declaredText(Deviation deviation) {
        return "declared (" + file.map(Path::toString).orElse("?") + ":" + deviation.line() + "): " + deviation.reason()
                + " " + deviation.source();
    }

    /** The message for a declared check or case that passed. */
    public String goneText(Deviation deviation) {
        return "declared as a deviation (" + file.map(Path::toString).orElse("?") + ":" + deviation.line()
                + ") but it passed: the deviation is gone, remove its line";
    }
}
