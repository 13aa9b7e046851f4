package dev.brigade.conformance.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 38: no test in the repository may hang on a stuck socket. Every test source that opens a
 * blocking socket also sets a read timeout, so a server that never answers fails the test within
 * its timeout. (The surefire and failsafe fork timeout, pom.xml's brigade.test.timeout, is the net
 * under everything else.)
 */
class SocketTimeoutsTest {

    @Test
    void everyTestThatOpensASocketSetsAReadTimeout() throws IOException {
        Path root = MarkdownLinksTest.repositoryRoot();
        List<String> without;
        try (Stream<Path> files = Files.walk(root)) {
            without = files.filter(f -> f.toString().endsWith(".java")
                            && f.toString().contains("/src/test/java/")
                            && !f.toString().contains("/target/"))
                    .filter(f -> opensSocket(read(f)) && !read(f).contains("setSoTimeout("))
                    .map(f -> root.relativize(f).toString())
                    .sorted()
                    .toList();
        }
        assertEquals(List.of(), without, "test sources that open a socket and never set a read timeout");
    }

    private static boolean opensSocket(String source) {
        return source.contains("new Socket(") || source.contains("SocketChannel.open(");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
