package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A competitor from a folder in the public race's format, built by brigade ({@link OutsideBuild}) and
 * started from its {@code run}: {@code {bin}} the built binary, {@code {address}}, {@code {port}},
 * {@code {db}} the fresh database copy; {@code run.env} through {@code env}, which execs, so the pid the
 * race pins and reads is the server's own.
 */
public record Outside(CompetitorSpec spec, Path binary) implements Competitor {

    @Override
    public String name() {
        return spec.name();
    }

    @Override
    public List<String> command(String address, int port, Path database, Path workDir) {
        return argv(Map.of(
                "bin", binary.toString(), "address", address, "port", String.valueOf(port), "db", database.toString()));
    }

    /** {@code run.tls.argv} with the race's certificate, appended to the run in HTTPS mode, as the race appends it. */
    @Override
    public Optional<List<String>> tlsArguments(Path cert, Path key) {
        return spec.runTls().map(a -> CompetitorSpec.expand(a, Map.of("cert", cert.toString(), "key", key.toString())));
    }

    /** {@code run.tls.argv} as the kit's {@code --run-tls} takes it: its {cert} and {key} left for the kit to fill. */
    Optional<List<String>> kitTlsArguments() {
        return spec.runTls();
    }

    /** The command as the kit's launch mode takes it: its own placeholders where the race's are. */
    List<String> kitCommand() {
        return argv(Map.of("bin", binary.toString(), "address", "{address}", "port", "{port}", "db", "{database}"));
    }

    /** The name of a competitor's declared list, as brigade's server modules and release folders name theirs. */
    public static final String DECLARED = "declared-deviations.txt";

    /**
     * The competitor's declared deviations for the kit's {@code --declared}: the first {@value #DECLARED}
     * in {@code {out}} beside the built binary, beside the file it links to, or one folder above that (a
     * brigade release's {@code {out}/NAME} links to {@code FOLDER/bin/NAME}, and its list is at
     * {@code FOLDER/}); empty when none has one. Any competitor can ship one in the same places.
     */
    Optional<Path> declaredDeviations() {
        return declaredNear(binary);
    }

    static Optional<Path> declaredNear(Path binary) {
        Path real;
        try {
            real = binary.toRealPath();
        } catch (IOException e) {
            // no binary, no list: the kit's own check then says the command does not start
            return Optional.empty();
        }
        List<Path> dirs = new ArrayList<>(List.of(binary.toAbsolutePath().getParent(), real.getParent()));
        if (real.getParent().getParent() != null) {
            dirs.add(real.getParent().getParent());
        }
        for (Path dir : dirs) {
            if (Files.isRegularFile(dir.resolve(DECLARED))) {
                return Optional.of(dir.resolve(DECLARED));
            }
        }
        return Optional.empty();
    }

    /** The command as the results show it. */
    String shown() {
        return String.join(" ", argv(Map.of("bin", binary.toString(), "address", "A", "port", "P", "db", "F")));
    }

    private List<String> argv(Map<String, String> values) {
        List<String> argv = new ArrayList<>();
        if (!spec.runEnv().isEmpty()) {
            argv.add("env");
            spec.runEnv().forEach((k, v) -> argv.add(k + "=" + CompetitorSpec.expand(v, values)));
        }
        argv.addAll(CompetitorSpec.expand(spec.runArgv(), values));
        return argv;
    }

    @Override
    public boolean fullContract() {
        return true;
    }
}
