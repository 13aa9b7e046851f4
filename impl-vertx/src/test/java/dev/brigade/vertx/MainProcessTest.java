package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Main as a process (it ends the JVM): a TLS file it cannot use is exit 1 and one stderr line, one
 * TLS flag alone exit 2 and one line, before anything listens. {@code GOOD}, {@code MISSING},
 * {@code GARBAGE} stand for the test certificate or key, a path that does not exist, and a file of
 * text that is no PEM.
 */
class MainProcessTest {

  @TempDir
  Path folder;

  @ParameterizedTest(name = "{0} {1} {2} {3}")
  @CsvSource({
      "--tls-cert, MISSING, --tls-key, GOOD_KEY, 1",
      "--tls-cert, GOOD_CERT, --tls-key, MISSING, 1",
      "--tls-cert, GARBAGE, --tls-key, GOOD_KEY, 1",
      "--tls-cert, GOOD_CERT, --tls-key, GARBAGE, 1",
      "--tls-cert, GOOD_KEY, --tls-key, GOOD_CERT, 1",
      "--tls-cert, GOOD_CERT, --port, 0, 2",
      "--tls-key, GOOD_KEY, --port, 0, 2",
  })
  void unusableTlsArgumentsEndWithOneLine(String flag1, String value1, String flag2, String value2, int status) throws Exception {
    Path garbage = Files.writeString(folder.resolve("garbage.pem"), "not a PEM file\n");
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        // as the packaged jar's manifest allows it: Netty's native transport, without a JDK warning line
        "--enable-native-access=ALL-UNNAMED",
        "-cp", System.getProperty("java.class.path"), Main.class.getName(), "--port", "0"));
    for (String[] pair : new String[][] {{flag1, value1}, {flag2, value2}}) {
      command.add(pair[0]);
      command.add(switch (pair[1]) {
        case "GOOD_CERT" -> HttpsTest.CERT.toString();
        case "GOOD_KEY" -> HttpsTest.KEY.toString();
        case "MISSING" -> folder.resolve("missing.pem").toString();
        case "GARBAGE" -> garbage.toString();
        default -> pair[1];
      });
    }
    Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(folder.resolve("stderr.txt").toFile()).start();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("still running (listening?) with " + command);
    }
    List<String> stderr = Files.readAllLines(folder.resolve("stderr.txt"), StandardCharsets.UTF_8);
    assertEquals(status, process.exitValue(), String.join("\n", stderr));
    assertEquals(1, stderr.size(), stderr.toString());
    assertTrue(stderr.getFirst().startsWith("brigade-vertx: ") && stderr.getFirst().contains("tls"), stderr.getFirst());
  }
}
