package dev.brigade.conformance.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A command template such as {@code java -jar x.jar --address {address} --port {port} {database-arg}}:
 * fills in the placeholders (each value shell-quoted) and starts it with {@code /bin/sh -c 'exec ...'},
 * so the process the kit signals is the server itself, not a shell. {@code {database}} is the file;
 * {@code {database-arg}} is {@code --database FILE}, or nothing when the kit starts the server
 * without its database (CONTRACT.md §1.2), which a template with only {@code {database}} cannot say.
 */
public record ServerCommand(String template) {

    public static final String DATABASE_ARG = "{database-arg}";

    public ServerCommand {
        if (template.isBlank()) {
            throw new IllegalArgumentException("the command to run is empty");
        }
    }

    /** The command line for the shell, placeholders replaced; {@code extra} is appended as is. */
    public String render(String address, String port, String database, String extra) {
        return template.replace("{address}", quote(address))
                        .replace("{port}", quote(port))
                        .replace(DATABASE_ARG, "--database " + quote(database))
                        .replace("{database}", quote(database))
                + (extra.isEmpty() ? "" : " " + extra);
    }

    /** Whether the template can start the server without a database: it says {@code {database-arg}} and not {@code {database}}. */
    public boolean canOmitDatabase() {
        return template.contains(DATABASE_ARG)
                && !template.replace(DATABASE_ARG, "").contains("{database}");
    }

    /** The command line without a database: {@code {database-arg}} becomes nothing. */
    public String renderWithoutDatabase(String address, String port) {
        return template.replace("{address}", quote(address))
                .replace("{port}", quote(port))
                .replace(DATABASE_ARG, "");
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
