package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The process's answer to bad TLS flags (CONTRACT 2.1), from a real {@code java} process on the
 * test classpath: both refusals come before Micronaut starts, so each exits at once.
 */
class ApplicationExitTest {

  @Test
  void oneTlsFlagAloneExits2WithOneLine() throws Exception {
    assertExit(2, "--tls-cert and --tls-key go together", "--port", "0", "--tls-key", TlsFilesTest.KEY.toString());
  }

  @Test
  void aMissingCertificateExits1WithOneLine() throws Exception {
    assertExit(1, "is not an existing file", "--port", "0",
        "--tls-cert", Path.of("missing-cert.pem").toString(), "--tls-key", TlsFilesTest.KEY.toString());
  }

  @Test
  void aKeyInPlaceOfTheCertificateExits1WithOneLine() throws Exception {
    assertExit(1, "is not a PEM certificate", "--port", "0",
        "--tls-cert", TlsFilesTest.KEY.toString(), "--tls-key", TlsFilesTest.KEY.toString());
  }

  private static void assertExit(int code, String expected, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), Application.class.getName()));
    command.addAll(List.of(args));
    Path errors = Files.createTempFile("brigade-micronaut-exit", ".txt");
    try {
      Process process = new ProcessBuilder(command)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .redirectError(errors.toFile())
          .start();
      if (!process.waitFor(30, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
      }
      String stderr = Files.readString(errors, StandardCharsets.UTF_8);
      assertFalse(process.isAlive(), "still running after 30 s: " + stderr);
      assertEquals(code, process.exitValue(), stderr);
      assertEquals(1, stderr.lines().count(), stderr);
      assertTrue(stderr.startsWith("brigade-micronaut: ") && stderr.contains(expected), stderr);
    } finally {
      Files.delete(errors);
    }
  }
}
