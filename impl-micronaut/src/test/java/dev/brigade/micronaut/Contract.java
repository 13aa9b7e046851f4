package dev.brigade.micronaut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The golden data in the repository's {@code contract/} folder (tests run in the module's folder). */
final class Contract {

    static final Path FOLDER = Path.of("..", "contract");

    private Contract() {}

    static byte[] bytes(String name) throws IOException {
        return Files.readAllBytes(FOLDER.resolve(name));
    }
}
