package dev.brigade.race.release;

import dev.brigade.race.UsageException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * The release's command line: where dist/ goes, which servers, the version in the archives' names
 * (default: git describe), whether to try the AOT cache, and whether to prove the archives afterwards.
 */
public record ReleaseOptions(
        Path dist, List<String> impls, boolean aot, int startupTrials, String version, boolean check) {

    public static final String USAGE =
            "usage: brigade-race release [--dist DIR] [--impls a,b] [--version V] [--no-aot] [--startup-trials N] [--no-check]";

    public static ReleaseOptions parse(List<String> args) throws UsageException {
        Path dist = Path.of("dist");
        List<String> impls = List.of();
        boolean aot = true;
        int trials = 7;
        String version = null;
        boolean check = true;
        Iterator<String> it = args.iterator();
        while (it.hasNext()) {
            String arg = it.next();
            switch (arg) {
                case "--dist" -> dist = Path.of(value(it, arg));
                case "--impls" ->
                    impls = Arrays.stream(value(it, arg).split(","))
                            .map(String::trim)
                            .filter(s -> !s.isEmpty())
                            .toList();
                case "--no-aot" -> aot = false;
                case "--no-check" -> check = false;
                case "--version" -> {
                    version = value(it, arg);
                    if (!version.matches("[A-Za-z0-9][A-Za-z0-9._+-]*")) {
                        throw new UsageException(
                                "--version wants letters, digits and . _ + - only, not '" + version + "'");
                    }
                }
                case "--startup-trials" -> {
                    String v = value(it, arg);
                    try {
                        trials = Integer.parseInt(v);
                    } catch (NumberFormatException e) {
                        trials = 0;
                    }
                    if (trials < 1) {
                        throw new UsageException("--startup-trials wants a positive whole number, not '" + v + "'");
                    }
                }
                default -> throw new UsageException("unknown option " + arg + "; " + USAGE);
            }
        }
        return new ReleaseOptions(dist, impls, aot, trials, version, check);
    }

    private static String value(Iterator<String> it, String option) throws UsageException {
        if (!it.hasNext()) {
            throw new UsageException(option + " needs a value; " + USAGE);
        }
        return it.next();
    }
}
