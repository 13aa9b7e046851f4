package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.is;

import io.helidon.config.Config;
import io.helidon.config.ConfigSources;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * CONTRACT §2.14 through the receive listener: a head past the deadline has its connection closed,
 * while a connection whose heads came whole keeps serving. The clock is the test's, and the test
 * sweeps, so nothing waits for ten seconds; a socket read that would hang fails after 5 s.
 */
@ServerTest
class HeadDeadlineTest {

  private static final AtomicLong NOW = new AtomicLong();
  private static final HeadDeadline DEADLINE = new HeadDeadline(Duration.ofSeconds(10), NOW::get);
  private static final byte[] PLAINTEXT = "GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

  private final int port;

  HeadDeadlineTest(WebServer server) {
    this.port = server.port();
  }

  @SetUpServer
  static void server(WebServerConfig.Builder server) {
    Main.setUp(server, Config.just(ConfigSources.classpath("application.yaml")), new HttpDate(Clock.systemUTC()), DEADLINE)
        .host("127.0.0.1")
        .port(0);
  }

  @SetUpRoute
  static void routing(HttpRouting.Builder routing) {
    Main.routing(routing, null);
  }

  @Test
  void aHeadPastTheDeadlineIsClosedAndAWholeOneKeepsServing() throws Exception {
    try (Socket whole = new Socket("127.0.0.1", port); Socket slow = new Socket("127.0.0.1", port)) {
      whole.setSoTimeout(5_000);
      slow.setSoTimeout(5_000);
      whole.getOutputStream().write(PLAINTEXT);
      assertThat(WireAnswers.readAnswer(whole.getInputStream()), endsWith("Hello, World!"));

      slow.getOutputStream().write("GET /plaintext HTTP/1.1\r\nHost: x\r\nX-Slow: a".getBytes(StandardCharsets.US_ASCII));
      waitForHeadsInProgress(1);
      NOW.addAndGet(Duration.ofSeconds(9).toNanos());
      DEADLINE.sweep();
      NOW.addAndGet(Duration.ofSeconds(2).toNanos());
      DEADLINE.sweep();

      assertThat("the late head's connection is closed", closed(slow.getInputStream()), is(true));
      assertThat(DEADLINE.inProgress(), is(0));
      whole.getOutputStream().write(PLAINTEXT);
      assertThat(WireAnswers.readAnswer(whole.getInputStream()), endsWith("Hello, World!"));
    }
  }

  /** Until the listener has seen the slow head's request line: it is on the connection's thread, not ours. */
  private static void waitForHeadsInProgress(int heads) throws InterruptedException {
    for (int i = 0; i < 500 && DEADLINE.inProgress() != heads; i++) {
      Thread.sleep(10);
    }
    assertThat("heads in progress", DEADLINE.inProgress(), is(heads));
  }

  /** End of stream, or a reset, before the read timeout (a timeout is an open connection: it fails). */
  private static boolean closed(InputStream in) throws IOException {
    try {
      return in.read() < 0;
    } catch (SocketException reset) {
      return true;
    }
  }
}
