package dev.brigade.conformance.declared;

import dev.brigade.conformance.h2robust.H2Cases;
import dev.brigade.conformance.h2robust.H2RobustnessProfile;
import dev.brigade.conformance.robustness.Cases;
import dev.brigade.conformance.robustness.RobustnessProfile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * {@code check --profile robustness|robustness-h2 --known-failures FILE}: that profile's cases a framework fails where
 * no declaration may cover it (framing: CONTRACT §0.6), listed as the declared file lists, {@code ID
 * REASON SOURCE-URL}. They still print FAIL and count in every verdict; only the exit status changes:
 * 0 when the cases that failed are exactly these, so a module's verify stays green while the framework
 * is as it was, and goes red both when something new fails and when the framework fixes one of them.
 */
public final class KnownFailures {

    private final Path file;
    private final Map<String, Deviation> byId;

    private KnownFailures(Path file, Map<String, Deviation> byId) {
        this.file = file;
        this.byId = byId;
    }

    /** The profiles a known-failures file is for; a file names the cases of the one profile it is given to. */
    public static final Set<String> PROFILES = Set.of("robustness", "robustness-h2");

    /** Reads {@code file} for {@code profile} (one of {@link #PROFILES}): an id of another profile is refused, as a typo is. */
    public static Optional<KnownFailures> read(Optional<String> file, String profile) throws DeclaredFileException {
        if (file.isEmpty() || file.get().equals("none")) {
            return Optional.empty();
        }
        Path path = Path.of(file.get());
        List<String> lines;
        try {
            lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new DeclaredFileException("cannot read the known failures " + path + " ("
                    + e.getClass().getSimpleName() + ")");
        }
        Set<String> cases = profile.equals("robustness-h2")
                ? H2Cases.all().stream()
                        .map(c -> H2RobustnessProfile.PREFIX + c.id())
                        .collect(Collectors.toSet())
                : Cases.all().stream()
                        .map(c -> RobustnessProfile.PREFIX + c.id())
                        .collect(Collectors.toSet());
        Map<String, Deviation> byId = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            Deviation failure = Declared.parse(path, i + 1, text);
            if (!cases.contains(failure.id())) {
                throw new DeclaredFileException(
                        path + ":" + (i + 1) + ": no " + profile + " case has the id " + failure.id());
            }
            if (byId.putIfAbsent(failure.id(), failure) != null) {
                throw new DeclaredFileException(path + ":" + (i + 1) + ": " + failure.id() + " is listed twice");
            }
        }
        return Optional.of(new KnownFailures(path, Map.copyOf(byId)));
    }

    public Set<String> ids() {
        return new TreeSet<>(byId.keySet());
    }

    /** Empty when {@code failed} is exactly the known set; otherwise what differs, one line each. */
    public Optional<String> differences(Set<String> failed) {
        Set<String> unexpected = new TreeSet<>(failed);
        unexpected.removeAll(byId.keySet());
        Set<String> gone = new TreeSet<>(byId.keySet());
        gone.removeAll(failed);
        if (unexpected.isEmpty() && gone.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder out = new StringBuilder();
        unexpected.forEach(id -> out.append(id)
                .append(": failed, and is not a known failure in ")
                .append(file)
                .append('\n'));
        gone.forEach(id -> out.append(id)
                .append(": a known failure (")
                .append(file)
                .append(':')
                .append(byId.get(id).line())
                .append(") that did not fail: the framework changed, remove its line\n"));
        return Optional.of(out.toString());
    }

    /** The line a run prints after its summary: whether what failed is exactly this file's cases. */
    public String verdict(Set<String> failed) {
        return differences(failed)
                .map(diff -> "\nnot the known failures of " + file + ":\n" + diff)
                .orElse("known failures: what failed is exactly the " + byId.size() + " case(s) of " + file
                        + " (the framework's, not declarable: still failures)\n");
    }

    public Path file() {
        return file;
    }
}
