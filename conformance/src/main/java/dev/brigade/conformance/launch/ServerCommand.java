package dev.brigade.conformance.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A command template such as {@code java -jar x.jar --address {address} --port {port} --database {database}}:
 * fills in the placeholders (each value shell-quoted) and starts it with {@code /bin/sh -c 'exec ...'},
 * so the process the kit signals is the server itself, not a shell.
 */
public record ServerCommand(String template) {

    public ServerCommand {
        if (template.isBlank()) {
            throw new IllegalArgumentException("the command to run is empty");
        }
    }

    /** The command line for the shell, placeholders replaced; {@code extra} is appended as is. */
    public String render(String address, String port, String database, String extra) {
        return template.replace("{address}", quote(address))
                .replace("{port}", quote(port))
                .replace("{database}", quote(database))
                + (extra.isEmpty() ? "" : " " + extra);
    }

    /** Starts the rendered command, its stdout and stderr going to {@code <logs>.out} and {@code <logs>.err}. */
    public Process start(String rendered, Path logs) throws IOException {
        return new ProcessBuilder(List.of("/bin/sh", "-c", "exec " + rendered))
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                .redirectOutput(out(logs).toFile())
                .redirectError(err(logs).toFile())
                .start();
    }

    static Path out(Path logs) {
        return logs.resolveSibling(logs.getFileName() + ".out");
    }

    static Path err(Path logs) {
        return logs.resolveSibling(logs.getFileName() + ".err");
    }

    /** POSIX shell single quotes: safe for any value. */
    public static String quote(String value) {
        return "'" + value.replace("'", "'\\''") + "'";
    }
}
