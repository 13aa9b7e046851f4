package dev.brigade.race;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A server from an unpacked release archive, started as a machine without Java would start it: through
 * {@code env -i}, so with no JAVA_HOME and nothing else of this process's environment, and with a PATH
 * whose first {@code java} fails loudly. {@code extraEnv} holds NAME=VALUE pairs (BRIGADE_AOT=off, a JVM log).
 */
public record Released(String name, Path launcher, Path poisonedBin, List<String> extraEnv) implements Competitor {

    /** The clean environment's first words, for any command run as the release check runs it. */
    public static List<String> cleanEnv(Path poisonedBin, List<String> extraEnv) {
        List<String> argv = new ArrayList<>(List.of(
                "env",
                "-i",
                "PATH=" + poisonedBin + ":/usr/bin:/bin",
                "HOME=" + poisonedBin.getParent(),
                "LANG=C.UTF-8"));
        argv.addAll(extraEnv);
        return argv;
    }

    @Override
    public List<String> command(String address, int port, Path database, Path workDir) {
        List<String> argv = cleanEnv(poisonedBin, extraEnv);
        argv.addAll(List.of(
                launcher.toString(),
                "--address",
                address,
                "--port",
                String.valueOf(port),
                "--database",
                database.toString()));
        return argv;
    }

    @Override
    public boolean fullContract() {
        return true;
    }
}
