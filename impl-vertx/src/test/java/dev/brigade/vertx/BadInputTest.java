package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Raw bytes on a real socket: what Netty's decoder rejects must come back as a 4xx, then EOF. */
@ExtendWith(VertxExtension.class)
class BadInputTest {

  private int port;

  @BeforeEach
  void deploy(Vertx vertx, VertxTestContext testContext) {
    TestServer.deploy(vertx).onComplete(testContext.succeeding(bound -> {
      port = bound;
      testContext.completeNow();
    }));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "broken request line|400|GARBAGE\\r\\n\\r\\n",
      "bare CR in a value|400|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\nX: a\\rb\\r\\n\\r\\n",
      "Content-Length and Transfer-Encoding|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 3\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n3\\r\\nabc\\r\\n0\\r\\n\\r\\n",
      "two Content-Lengths|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 3\\r\\nContent-Length: 4\\r\\n\\r\\nabcd",
      "Content-Length not digits|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 3x\\r\\n\\r\\nabc",
      "bad chunk size|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\nzz\\r\\nabc\\r\\n0\\r\\n\\r\\n",
      "oversized echo by Content-Length|413|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 2000000\\r\\n\\r\\nabc",
      "chunked not last|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked, gzip\\r\\n\\r\\n3\\r\\nabc\\r\\n0\\r\\n\\r\\n",
      "an unknown coding|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: foo\\r\\n\\r\\n3\\r\\nabc\\r\\n0\\r\\n\\r\\n",
      "obs-fold|400|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\nX: a\\r\\n b\\r\\n\\r\\n",
      "whitespace before the request line|400|' GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n'",
      "two Hosts|400|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\nHost: x\\r\\n\\r\\n",
      "userinfo in Host|400|GET /plaintext HTTP/1.1\\r\\nHost: u@x\\r\\n\\r\\n",
      "a lower-case version|400|GET /plaintext http/1.1\\r\\nHost: x\\r\\n\\r\\n",
      "a fragment|400|GET /plaintext#a HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n",
      "an empty header name|400|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\n: a\\r\\n\\r\\n",
      "a space after the chunk size|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n3 \\r\\nabc\\r\\n0\\r\\n\\r\\n",
      "a bare CR after the chunk size|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n3\\rabc\\r\\n0\\r\\n\\r\\n",
      "a chunk size past 2^63-1|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n8000000000000000\\r\\nabc\\r\\n0\\r\\n\\r\\n",
      "a chunk extension without a name|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n3;\\r\\nabc\\r\\n0\\r\\n\\r\\n",
  })
  void answeredThenClosed(String name, int status, String request) throws Exception {
    String answer = exchange(request.replace("\\r", "\r").replace("\\n", "\n"));
    assertTrue(answer.startsWith("HTTP/1.1 " + status + " ") || answer.startsWith("HTTP/1.0 " + status + " "), answer);
  }

  @ParameterizedTest(name = "headers over the limit")
  @CsvSource("20000")
  void hugeHeadersAre431(int size) throws Exception {
    String answer = exchange("GET /plaintext HTTP/1.1\r\nHost: x\r\nX: " + "a".repeat(size) + "\r\n\r\n");
    assertTrue(answer.startsWith("HTTP/1.1 431 "), answer);
  }

  @ParameterizedTest(name = "a {0}-byte header is within the 16 KiB section")
  @CsvSource("12000")
  void headersUnderTheLimitAreServed(int size) throws Exception {
    String answer = exchange("GET /plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX: " + "a".repeat(size) + "\r\n\r\n");
    assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
  }

  /** Sends the bytes and reads until the server closes (the read times out if it never does). */
  private String exchange(String request) throws Exception {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(5));
      OutputStream out = socket.getOutputStream();
      out.write(request.getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = socket.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }
}
