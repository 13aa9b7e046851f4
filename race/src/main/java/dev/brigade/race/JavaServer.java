package dev.brigade.race;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A server module's packaged jar, started the project's way: {@code java @jvm.options -jar jar ...}. */
record JavaServer(String name, Path jar, Path jvmOptions, Path java) implements Competitor {

    @Override
    public List<String> command(String address, int port, Path database, Path workDir) {
        List<String> argv = new ArrayList<>(launcher());
        argv.addAll(List.of("--address", address, "--port", String.valueOf(port), "--database", database.toString()));
        return argv;
    }

    /** Everything before the server's own arguments. */
    List<String> launcher() {
        List<String> argv = new ArrayList<>();
        argv.add(java.toString());
        if (Files.isRegularFile(jvmOptions)) {
            argv.add("@" + jvmOptions);
        }
        argv.add("-jar");
        argv.add(jar.toString());
        return argv;
    }

    /** The module's declared deviations (the kit's {@code --declared}), beside its jvm.options; absent when it has none. */
    Path declaredDeviations() {
        return jvmOptions.resolveSibling("declared-deviations.txt");
    }

    @Override
    public boolean fullContract() {
        return true;
    }
}
