package dev.brigade.helidon;

import static io.helidon.http.Status.METHOD_NOT_ALLOWED_405;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.http.Method;
import io.helidon.webserver.http.Handler;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

/**
 * How every route is registered: a GET route takes HEAD too (Helidon routes HEAD only where a route names
 * it), sending through {@link #send}; each path answers OPTIONS, and other methods 405 (not Helidon's
 * 404), with its {@code Allow}.
 */
public final class Routes {

    private Routes() {}

    public static void get(HttpRules rules, String path, Handler handler) {
        rules.get(path, handler).head(path, handler);
        allow(rules, path, "GET, HEAD, OPTIONS");
    }

    public static void post(HttpRules rules, String path, Handler handler) {
        rules.post(path, handler);
        allow(rules, path, "POST, OPTIONS");
    }

    public static boolean isHead(ServerRequest request) {
        return Method.HEAD.equals(request.prologue().method());
    }

    /** GET's body; on HEAD, GET's head: the body counted for its Content-Length, and not sent. */
    public static void send(ServerRequest request, ServerResponse response, byte[] body) {
        if (isHead(request)) {
            response.header(HeaderNames.CONTENT_LENGTH, String.valueOf(body.length))
                    .send();
        } else {
            response.send(body);
        }
    }

    /** After the path's own routes, which Helidon tries first (in registration order). */
    private static void allow(HttpRules rules, String path, String methods) {
        Header allow = HeaderValues.createCached(HeaderNames.ALLOW, methods);
        Handler options = (request, response) -> response.header(allow).send();
        Handler refuse = (request, response) ->
                response.status(METHOD_NOT_ALLOWED_405).header(allow).send();
        rules.route(Method.OPTIONS, path, options).any(path, refuse);
    }
}
