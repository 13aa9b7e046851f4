package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.conduit.ConduitRoutes;
import dev.brigade.rawnio.http.Method;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.server.Exchange;
import dev.brigade.rawnio.server.Handler;

import java.nio.charset.StandardCharsets;

/**
 * Every route of the contract. Paths are compared as bytes against constants, so routing the
 * plaintext request allocates nothing. A known path with another method is 405 with Allow.
 */
public final class Router implements Handler {
    private static final byte[] PLAINTEXT = ascii("/plaintext");
    private static final byte[] ECHO = ascii("/echo");
    private static final byte[] MENU = ascii("/menu");
    private static final byte[] SSE = ascii("/sse");
    private static final byte[] ALLOW_GET = ascii("Allow: GET\r\n");
    private static final byte[] ALLOW_POST = ascii("Allow: POST\r\n");

    private final SimpleRoutes simple;
    private final MenuPage menu;
    private final DatastarStream stream;
    private final ConduitRoutes conduit;

    /** {@code conduit} is null when the server runs without a database: its routes are then 404. */
    public Router(SimpleRoutes simple, MenuPage menu, DatastarStream stream, ConduitRoutes conduit) {
        this.simple = simple;
        this.menu = menu;
        this.stream = stream;
        this.conduit = conduit;
    }

    @Override
    public void handle(Exchange exchange) {
        Request request = exchange.request();
        Method method = request.method();
        if (request.pathIs(PLAINTEXT)) {
            if (method == Method.GET) {
                simple.plaintext(exchange);
            } else {
                methodNotAllowed(exchange, ALLOW_GET);
            }
        } else if (request.pathIs(ECHO)) {
            if (method == Method.POST) {
                simple.echo(exchange);
            } else {
                methodNotAllowed(exchange, ALLOW_POST);
            }
        } else if (request.pathIs(MENU)) {
            if (method == Method.GET) {
                menu.render(exchange);
            } else {
                methodNotAllowed(exchange, ALLOW_GET);
            }
        } else if (request.pathIs(SSE)) {
            if (method == Method.GET) {
                stream.stream(exchange);
            } else {
                methodNotAllowed(exchange, ALLOW_GET);
            }
        } else if (conduit == null || !conduit.handle(exchange)) {
            exchange.response().status(Status.NOT_FOUND, null, exchange.closeAfter());
        }
    }

    private static void methodNotAllowed(Exchange exchange, byte[] allow) {
        exchange.response().status(Status.METHOD_NOT_ALLOWED, allow, exchange.closeAfter());
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
