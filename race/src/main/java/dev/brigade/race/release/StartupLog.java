package dev.brigade.race.release;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVM's own account of its start, from {@code -Xlog:startuptime}: how long creating the VM took
 * (mapping the class-data archive or AOT cache, the heap, the interpreter, the core classes), which
 * is spent before the server's {@code main} runs and which no server code can shorten.
 */
final class StartupLog {

    /** HotSpot's line, e.g. {@code [0.146s][info][startuptime] Create VM, 0.1436361 secs}. */
    private static final Pattern CREATE_VM = Pattern.compile("\\[startuptime\\]\\s+Create VM, ([0-9.]+) secs");

    private StartupLog() {}

    /** The flag that makes the JVM write the log this class reads to {@code file}. */
    static String flag(Path file) {
        return "-Xlog:startuptime:file=" + file;
    }

    /** Milliseconds spent creating the VM, from the log at {@code file}. */
    static double createVmMillis(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new IOException("the JVM wrote no -Xlog:startuptime log at " + file);
        }
        return createVmMillis(Files.readAllLines(file));
    }

    static double createVmMillis(List<String> lines) throws IOException {
        for (String line : lines) {
            Matcher m = CREATE_VM.matcher(line);
            if (m.find()) {
                return Double.parseDouble(m.group(1)) * 1_000;
            }
        }
        throw new IOException("no 'Create VM' line in the JVM's -Xlog:startuptime log");
    }
}
