package dev.brigade.race;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** results.json: the whole {@link RaceResults}, every round included, indented for people. */
final class ResultsFile {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ResultsFile() {}

    /**
     * Written beside the target, then moved over it: the race writes after every run, and a race
     * stopped mid-write must leave the previous file whole for {@code --resume}.
     */
    static void write(RaceResults results, Path file) throws IOException {
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        JSON.writeValue(partial.toFile(), results);
        Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    static RaceResults read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), RaceResults.class);
    }
}
