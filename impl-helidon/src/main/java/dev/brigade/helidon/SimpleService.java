package dev.brigade.helidon;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** {@code GET /plaintext} and {@code POST /echo}: fixed bytes, and the request body sent back. */
final class SimpleService implements HttpService {

  private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);
  // Cached header values: Helidon encodes their bytes once instead of on every response.
  private static final Header TEXT_PLAIN = HeaderValues.createCached(HeaderNames.CONTENT_TYPE, "text/plain; charset=utf-8");
  private static final Header HELLO_LENGTH = HeaderValues.createCached(HeaderNames.CONTENT_LENGTH, HELLO.length);
  private static final Header OCTET_STREAM = HeaderValues.createCached(HeaderNames.CONTENT_TYPE, "application/octet-stream");

  /** How long an HTTP/2 echo body may bring no byte before it counts as broken (StalledBody). */
  private final Duration stall;

  SimpleService() {
    this(StalledBody.STALL);
  }

  SimpleService(Duration stall) {
    this.stall = stall;
  }

  @Override
  public void routing(HttpRules rules) {
    rules.get("/plaintext", this::plaintext)
        .head("/plaintext", this::plaintextHead)
        .post("/echo", this::echo);
    AllowedMethods.register(rules, "/plaintext", "GET, HEAD, OPTIONS");
    AllowedMethods.register(rules, "/echo", "POST, OPTIONS");
  }

  private void plaintext(ServerRequest request, ServerResponse response) {
    response.header(TEXT_PLAIN).header(HELLO_LENGTH).send(HELLO);
  }

  /** GET's head: Helidon routes HEAD only where a route names it, and sends what the handler sends. */
  private void plaintextHead(ServerRequest request, ServerResponse response) {
    response.header(TEXT_PLAIN).header(HELLO_LENGTH).send();
  }

  /**
   * The whole body, then one write with its Content-Length. A body announced past the listener's
   * max-payload-size (application.yaml) is answered 413 before it is read, one that grows past it
   * while it is read as soon as it does (BrokenBody).
   */
  private void echo(ServerRequest request, ServerResponse response) {
    if (BrokenBody.refusedTooLarge(request, response)) {
      return;
    }
    byte[] body;
    try {
      body = StalledBody.readAll(request, stall);
    } catch (RuntimeException broken) {
      BrokenBody.answer(request, response, broken);
      return;
    }
    response.header(OCTET_STREAM).send(body);
  }
}
