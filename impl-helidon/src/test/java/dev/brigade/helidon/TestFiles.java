package dev.brigade.helidon;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The contract's golden files, from the repository's one copy beside this module. */
public final class TestFiles {

    public static final Path CONTRACT = Path.of("..", "contract");

    private TestFiles() {}

    public static byte[] contract(String name) throws IOException {
        return Files.readAllBytes(CONTRACT.resolve(name));
    }
}
