package dev.brigade.conformance.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What a started command wrote, read back from its log files. */
public record ProcessOutput(List<String> stdout, List<String> stderr) {

    static ProcessOutput of(Path logs) {
        return new ProcessOutput(lines(ServerCommand.out(logs)), lines(ServerCommand.err(logs)));
    }

    /** The lines on stderr that hold anything but blanks. */
    public List<String> stderrLines() {
        return stderr.stream().filter(line -> !line.isBlank()).toList();
    }

    /** The last lines of both streams, to show why a start failed. */
    public String tail(int lines) {
        return "  last lines on stdout:\n" + indent(last(stdout, lines)) + "  last lines on stderr:\n"
                + indent(last(stderr, lines));
    }

    private static List<String> last(List<String> lines, int n) {
        return lines.subList(Math.max(0, lines.size() - n), lines.size());
    }

    private static String indent(List<String> lines) {
        if (lines.isEmpty()) {
            return "    (nothing)\n";
        }
        StringBuilder out = new StringBuilder();
        lines.forEach(line -> out.append("    ").append(line).append('\n'));
        return out.toString();
    }

    private static List<String> lines(Path file) {
        try {
            return Files.exists(file)
                    ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8)
                            .lines()
                            .toList()
                    : List.of();
        } catch (IOException e) {
            return List.of("(could not read " + file + ": " + e.getMessage() + ")");
        }
    }
}
