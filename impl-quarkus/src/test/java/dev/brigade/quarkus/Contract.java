package dev.brigade.quarkus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The contract's golden files, from the repository's one copy beside this module. */
public final class Contract {

    public static final Path FOLDER = Path.of("..", "contract");

    private Contract() {}

    public static byte[] file(String name) throws IOException {
        return Files.readAllBytes(FOLDER.resolve(name));
    }
}
