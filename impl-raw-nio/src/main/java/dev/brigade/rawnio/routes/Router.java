package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.Allow;
import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.Method;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.Response;
import java.nio.charset.StandardCharsets;

/**
 * The four simple routes; every other path goes to {@code others} (Conduit's routes, or 404 when
 * the server runs without a database). Paths are compared as bytes against constants, so routing
 * the plaintext request allocates nothing. A known path with another method is 405 with Allow;
 * {@code HEAD} is answered wherever {@code GET} is, and {@code OPTIONS *} with 200 and Allow.
 */
public final class Router implements Handler {
    private static final byte[] PLAINTEXT = ascii("/plaintext");
    private static final byte[] ECHO = ascii("/echo");
    private static final byte[] MENU = ascii("/menu");
    private static final byte[] SSE = ascii("/sse");
    /** Only OPTIONS gets this far with it: the parser refuses asterisk-form with any other method. */
    private static final byte[] ASTERISK = ascii("*");
    /** RFC 9110 §9.3.7: OPTIONS * asks about the server as a whole, so every method it serves somewhere. */
    private static final Response SERVER_OPTIONS =
            Response.options(Allow.of(Method.GET, Method.HEAD, Method.POST, Method.OPTIONS));

    private static final Response GET_ONLY = Response.methodNotAllowed(Allow.of(Method.GET, Method.HEAD));
    private static final Response POST_ONLY = Response.methodNotAllowed(Allow.of(Method.POST));

    private final SimpleRoutes simple;
    private final MenuRoutes menu;
    private final DatastarStream stream;
    private final Handler others;

    public Router(SimpleRoutes simple, MenuRoutes menu, DatastarStream stream, Handler others) {
        this.simple = simple;
        this.menu = menu;
        this.stream = stream;
        this.others = others;
    }

    @Override
    public Response handle(Request request) {
        boolean get = request.method().isGetOrHead();
        if (request.pathIs(PLAINTEXT)) {
            return get ? simple.plaintext() : GET_ONLY;
        }
        if (request.pathIs(ECHO)) {
            return request.method() == Method.POST ? simple.echo(request) : POST_ONLY;
        }
        if (request.pathIs(MENU)) {
            return get ? menu.render() : GET_ONLY;
        }
        if (request.pathIs(SSE)) {
            return get ? stream.stream(request) : GET_ONLY;
        }
        if (request.pathIs(ASTERISK)) {
            return SERVER_OPTIONS;
        }
        return others.handle(request);
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
