package dev.brigade.vertx;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import java.util.List;

/**
 * The contract's filter, a handler on {@code router.route()}, first for every request: dates the answer, then
 * refuses what Netty's decoder lets through but the contract does not (what only it sees: declared-deviations.txt).
 */
final class RequestRules {

    private static final CharSequence ALLOW = HttpHeaders.createOptimized("GET, HEAD, POST, OPTIONS");

    private final HttpDate date;

    RequestRules(HttpDate date) {
        this.date = date;
    }

    void handle(RoutingContext ctx) {
        ctx.response().headers().setAll(date.head());
        HttpServerRequest request = ctx.request();
        if (request.version() == null) {
            // Netty read a version Vert.x does not speak (HTTP/2.0, or http/1.1 as spelt): an answer would
            // carry that version in its status line, which is no HTTP/1.1 answer, so the connection just closes.
            request.connection().close();
            return;
        }
        if (hasBadFraming(request)) {
            // Framing in doubt: nothing more is read of it, so that no byte after it is read as a request.
            ctx.response().setStatusCode(HttpResponseStatus.BAD_REQUEST.code());
            RouteFailures.endUnread(ctx, "Transfer-Encoding other than one chunked");
            return;
        }
        // two Hosts, an empty one, or a header without a name (RFC 9112 §3.2, §5.1): Netty keeps them all
        List<String> hosts = request.headers().getAll(HttpHeaders.HOST);
        if (!isVisibleAscii(request.uri())
                || hosts.size() > 1
                || (hosts.size() == 1 && hosts.getFirst().isEmpty())
                || request.headers().contains("")) {
            ctx.fail(HttpResponseStatus.BAD_REQUEST.code());
            return;
        }
        ctx.next();
    }

    /**
     * Netty takes codings before chunked ({@code gzip, chunked}) and a folded value; this server
     * decodes none (CONTRACT §5.6), so only one {@code Transfer-Encoding: chunked}, exactly, is taken.
     */
    private static boolean hasBadFraming(HttpServerRequest request) {
        List<String> codings = request.headers().getAll(HttpHeaders.TRANSFER_ENCODING);
        return !codings.isEmpty() && !(codings.size() == 1 && codings.getFirst().equalsIgnoreCase("chunked"));
    }

    /**
     * For the failure handler (vertx-web 404s a path without its {@code /} before any route): {@code
     * OPTIONS *} is the server's own options (RFC 9112 §3.2.4), any other such target 400 (§2.11.1).
     */
    static void handleOtherForm(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        if (request.uri().equals("*") && request.method() == HttpMethod.OPTIONS) {
            ctx.response()
                    .setStatusCode(HttpResponseStatus.NO_CONTENT.code())
                    .putHeader(HttpHeaders.ALLOW, ALLOW)
                    .end();
        } else {
            ctx.response()
                    .setStatusCode(HttpResponseStatus.BAD_REQUEST.code())
                    .end(HttpResponseStatus.BAD_REQUEST.reasonPhrase());
        }
    }

    /** CONTRACT §2.11: a target is visible ASCII (a byte outside it arrives percent-encoded) without a fragment. */
    private static boolean isVisibleAscii(String target) {
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c <= 0x20 || c >= 0x7F || c == '#') {
                return false;
            }
        }
        return true;
    }
}
