package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;

import io.helidon.config.Config;
import io.helidon.config.ConfigSources;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.IOException;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The request-head rules Helidon's parser lets through, on a real socket with raw bytes. */
@ServerTest
class RequestHeadRulesTest {

  private final int port;

  RequestHeadRulesTest(WebServer server) {
    this.port = server.port();
  }

  @SetUpServer
  static void server(WebServerConfig.Builder server) {
    // As Main builds it, with a head deadline of 1 s instead of 10 so the test is short.
    Config config = Config.just(ConfigSources.create(Map.of("http_1_1.head-timeout", "PT1S")),
        ConfigSources.classpath("application.yaml"));
    Main.http1Only(server, config.get("http_1_1"), new HttpDate(Clock.systemUTC()));
  }

  @SetUpRoute
  static void routing(HttpRouting.Builder routing) {
    Main.routing(routing, null);
  }

  @Test
  void aFragmentIs400() throws IOException {
    assertThat(exchange("GET /plaintext#top HTTP/1.1\r\nHost: x\r\n\r\n"), startsWith("HTTP/1.1 400 "));
  }

  @Test
  void anAsteriskOutsideOptionsIs400() throws IOException {
    assertThat(exchange("GET * HTTP/1.1\r\nHost: x\r\n\r\n"), startsWith("HTTP/1.1 400 "));
  }

  @Test
  void theAbsoluteFormForThisServerIsServed() throws IOException {
    assertThat(exchange("GET http://127.0.0.1:" + port + "/plaintext HTTP/1.1\r\nHost: x\r\n\r\n"),
        startsWith("HTTP/1.1 200 "));
  }

  @Test
  void theAbsoluteFormForAnotherHostIs400() throws IOException {
    assertThat(exchange("GET http://example.com:" + port + "/plaintext HTTP/1.1\r\nHost: x\r\n\r\n"),
        startsWith("HTTP/1.1 400 "));
  }

  @Test
  void aHeaderSectionOverSixteenKibIs431() throws IOException {
    String big = "X-Big: " + "a".repeat(17 * 1_024) + "\r\n";
    assertThat(exchange("GET /plaintext HTTP/1.1\r\nHost: x\r\n" + big + "\r\n"), startsWith("HTTP/1.1 431 "));
  }

  @Test
  void aHeaderSectionJustUnderTheLimitIsServed() throws IOException {
    String fits = "X-Big: " + "a".repeat(15 * 1_024) + "\r\n";
    assertThat(exchange("GET /plaintext HTTP/1.1\r\nHost: x\r\n" + fits + "\r\n"),
        startsWith("HTTP/1.1 200 "));
  }

  @Test
  void anEmptyHeaderNameIs400() throws IOException {
    assertThat(exchange("GET /plaintext HTTP/1.1\r\nHost: x\r\n: a\r\n\r\n"), startsWith("HTTP/1.1 400 "));
  }

  @Test
  void aLowerCaseMethodIs400() throws IOException {
    assertThat(exchange("get /plaintext HTTP/1.1\r\nHost: x\r\n\r\n"), startsWith("HTTP/1.1 400 "));
  }

  @Test
  void aMixedCaseMethodAfterAGoodRequestIs400() throws IOException {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(5_000);
      socket.getOutputStream().write(("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n"
          + "Get /plaintext HTTP/1.1\r\nHost: x\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
      assertThat(in.readLine(), startsWith("HTTP/1.1 200 "));
      while (!in.readLine().isEmpty()) {
        // the first answer's headers
      }
      // plaintext's 13 bytes, then the second answer's status line
      assertThat(in.readLine(), startsWith("Hello, World!HTTP/1.1 400 "));
    }
  }

  @Test
  void aRequestLineHelidonCannotParseIs400() throws IOException {
    assertThat(exchange("GE(T /plaintext HTTP/1.1\r\nHost: x\r\n\r\n"), startsWith("HTTP/1.1 400 "));
  }

  @Test
  void aHeadStalledAfterItsRequestLineIsClosed() throws IOException {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(5_000);
      socket.getOutputStream().write("GET /plaintext HTTP/1.1\r\nHost: x\r\nX-Slow: a".getBytes(StandardCharsets.ISO_8859_1));
      long start = System.nanoTime();
      // The deadline (1 s here) and the once-a-second sweep: closed well within the read timeout.
      assertThat(socket.getInputStream().read(), is(-1));
      assertThat(System.nanoTime() - start < 4_000_000_000L, is(true));
    }
  }

  /** Writes the request and answers the response's status line. */
  private String exchange(String request) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(5_000);
      socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
      BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
      return in.readLine();
    }
  }
}
