package dev.brigade.helidon;

import io.helidon.http.HeaderNames;
import io.helidon.http.Method;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

/**
 * HEAD answered as GET without the body (RFC 9110 §9.3.2). Helidon routes HEAD only where a
 * route names it ({@code rules.head(...)}), and a handler that sends an entity would send it on
 * HEAD too, so the handlers of GET routes, routed for HEAD as well, send through here.
 */
public final class Head {

  private Head() {
  }

  /** The body on GET; on HEAD its Content-Length only (Helidon keeps a length set beforehand). */
  public static void send(ServerRequest request, ServerResponse response, byte[] body) {
    if (Method.HEAD.equals(request.prologue().method())) {
      response.header(HeaderNames.CONTENT_LENGTH, String.valueOf(body.length)).send();
    } else {
      response.send(body);
    }
  }
}
