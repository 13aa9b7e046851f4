package dev.brigade.race;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Path;

/** results.json: the whole {@link RaceResults}, every round included, indented for people. */
final class ResultsFile {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ResultsFile() {
    }

    static void write(RaceResults results, Path file) throws IOException {
        JSON.writeValue(file.toFile(), results);
    }

    static RaceResults read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), RaceResults.class);
    }
}
