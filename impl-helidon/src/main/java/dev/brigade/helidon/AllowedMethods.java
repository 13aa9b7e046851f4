package dev.brigade.helidon;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.http.Method;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;

/**
 * The methods of one path: OPTIONS answers 200 with them in {@code Allow}, any other method not
 * routed before it 405 with the same header. Helidon's default for an unrouted method is 404.
 */
public final class AllowedMethods {

  private AllowedMethods() {
  }

  /** Registered after the path's own routes, which Helidon tries first (in registration order). */
  public static void register(HttpRules rules, String path, String methods) {
    Header allow = HeaderValues.createCached(HeaderNames.ALLOW, methods);
    rules.route(Method.OPTIONS, path, (request, response) -> response.header(allow).send())
        .any(path, (request, response) -> response.status(Status.METHOD_NOT_ALLOWED_405).header(allow).send());
  }
}
