package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hostile framing over a raw socket: the status line, and that the server closes after it. */
@MicronautTest
class BadInputTest {

  @Inject
  EmbeddedServer server;

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "Content-Length with Transfer-Encoding|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 5\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n0\\r\\n\\r\\n|400",
      "two Content-Lengths|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 1\\r\\nContent-Length: 2\\r\\n\\r\\nab|400",
      "Content-Length not digits|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: +3\\r\\n\\r\\nabc|400",
      "bad chunk size|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\nzz\\r\\nabc\\r\\n0\\r\\n\\r\\n|400",
      "no Host|GET /plaintext HTTP/1.1\\r\\n\\r\\n|400",
      "a fragment|GET /plaintext#top HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
      "asterisk outside OPTIONS|GET * HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
      "a coding before chunked|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: gzip, chunked\\r\\n\\r\\n0\\r\\n\\r\\n|400",
      "a Host list|GET /plaintext HTTP/1.1\\r\\nHost: a, b\\r\\n\\r\\n|400",
      "userinfo in Host|GET /plaintext HTTP/1.1\\r\\nHost: me@x\\r\\n\\r\\n|400",
      "a lower-case method|get /plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
      "a lower-case version|GET /plaintext http/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
      "HTTP/2.0 on HTTP/1.1|GET /plaintext HTTP/2.0\\r\\nHost: x\\r\\n\\r\\n|400",
      "Expect 100-continue over the body limit|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 2097152\\r\\nExpect: 100-continue\\r\\n\\r\\n|413",
      // below Netty's decoder: HeadScanner and ChunkScanner
      "obs-fold|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\nX-Kit: a\\r\\n b\\r\\n\\r\\n|400",
      "a space before the method|' GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n'|400",
      "two spaces in the request line|GET  /plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
      "a space after a chunk size|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n5 \\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
      "a bare CR after a chunk size|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n5\\rhello\\r\\n0\\r\\n\\r\\n|400",
      "a chunk size past 2^63-1|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n8000000000000000\\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
      "a NUL in a chunk extension|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n5;a=\\0b\\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
      "a chunk extension without a name|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n5;\\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
  })
  void isRefusedAndClosed(String name, String request, int status) throws IOException {
    String answer = send(request.replace("\\r", "\r").replace("\\n", "\n").replace("\\0", "\0"));
    assertTrue(answer.startsWith("HTTP/1.1 " + status + " "), answer);
    assertTrue(answer.toLowerCase(java.util.Locale.ROOT).contains("connection: close"), answer);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {"request line over 8 KiB|9000|414", "headers over 16 KiB|0|431"})
  void tooLongIsTheRightStatus(String name, int pathLength, int status) throws IOException {
    String request = pathLength > 0
        ? "GET /" + "a".repeat(pathLength) + " HTTP/1.1\r\nHost: x\r\n\r\n"
        : "GET /plaintext HTTP/1.1\r\nHost: x\r\nX-Big: " + "b".repeat(20_000) + "\r\n\r\n";
    String answer = send(request);
    assertTrue(answer.startsWith("HTTP/1.1 " + status + " "), answer);
  }

  @org.junit.jupiter.api.Test
  void absoluteFormIsServed() throws IOException {
    String answer = send("GET http://127.0.0.1:" + server.getPort() + "/plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
    assertTrue(answer.endsWith("Hello, World!"), answer);
  }

  @org.junit.jupiter.api.Test
  void chunkedWithExtensionsAndTrailerIsServed() throws IOException {
    String answer = send("\r\nPOST /echo HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "3 ;a=\"x;y\"\r\nhel\r\n2;b\r\nlo\r\n0\r\nX-Trailer: t\r\n\r\n");
    assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
    assertTrue(answer.endsWith("hello"), answer);
  }

  /** Sends the bytes and reads until the server closes (a kept-open connection fails on the read timeout). */
  private String send(String request) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
      socket.setSoTimeout(5_000);
      socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
      InputStream in = socket.getInputStream();
      String answer = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
      assertEquals(-1, in.read());
      return answer;
    }
  }
}
