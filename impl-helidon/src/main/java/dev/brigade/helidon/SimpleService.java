package dev.brigade.helidon;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.nio.charset.StandardCharsets;

/** {@code GET /plaintext} and {@code POST /echo}: fixed bytes, and the request body sent back. */
final class SimpleService implements HttpService {

    private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);
    // cached: Helidon encodes their bytes once, not on every response
    private static final Header TEXT_PLAIN =
            HeaderValues.createCached(HeaderNames.CONTENT_TYPE, "text/plain; charset=utf-8");
    private static final Header HELLO_LENGTH = HeaderValues.createCached(HeaderNames.CONTENT_LENGTH, HELLO.length);
    private static final Header OCTET_STREAM =
            HeaderValues.createCached(HeaderNames.CONTENT_TYPE, "application/octet-stream");

    @Override
    public void routing(HttpRules rules) {
        Routes.get(rules, "/plaintext", this::plaintext);
        Routes.post(rules, "/echo", this::echo);
    }

    private void plaintext(ServerRequest request, ServerResponse response) {
        Routes.send(request, response.header(TEXT_PLAIN).header(HELLO_LENGTH), HELLO);
    }

    /** The whole body (StalledBody: refused past 1 MiB), then one write with its Content-Length. */
    private void echo(ServerRequest request, ServerResponse response) {
        byte[] body = StalledBody.read(request, response);
        if (body != null) {
            response.header(OCTET_STREAM).send(body);
        }
    }
}
