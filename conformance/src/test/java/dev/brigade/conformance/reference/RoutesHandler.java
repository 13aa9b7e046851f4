package dev.brigade.conformance.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http2.ErrorCode;
import org.eclipse.jetty.http2.HTTP2Connection;
import org.eclipse.jetty.http2.api.Stream;
import org.eclipse.jetty.http2.frames.ResetFrame;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Blocker;
import org.eclipse.jetty.util.Callback;

/**
 * {@link Routes} behind Jetty's handler API, for every protocol Jetty speaks: each request becomes the
 * reference's {@link HttpRequest}, each answer is written as Jetty frames it (Content-Length, chunks,
 * or DATA frames), a streamed answer one write and flush per event. Applies the {@link H2Fault}s
 * that change an answer.
 */
final class RoutesHandler extends Handler.Abstract {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Routes routes;
    private final Set<H2Fault> faults;

    RoutesHandler(Routes routes, Set<H2Fault> faults) {
        this.routes = routes;
        this.faults = faults;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        boolean secure = request.isSecure();
        boolean http2 = request.getConnectionMetaData().getHttpVersion().getVersion() == 20;
        String target = request.getHttpURI().getPathQuery();
        int question = target.indexOf('?');
        String path = question < 0 ? target : target.substring(0, question);
        String query = question < 0 ? "" : target.substring(question + 1);
        List<HttpRequest.Header> headers = new ArrayList<>();
        for (HttpField field : request.getHeaders()) {
            headers.add(new HttpRequest.Header(field.getName(), field.getValue()));
        }
        HttpRequest head = new HttpRequest(request.getMethod(), path, query, "HTTP/1.1", headers, new byte[0]);
        long length = request.getLength();
        boolean unlimited = faults.contains(H2Fault.H2C_ECHO_NO_LIMIT) && http2 && !secure;
        HttpResponse answer;
        boolean tooLarge = false;
        if (http2
                && headerListSize(request) > JettyReference.HEADER_LIMIT
                && !faults.contains(H2Fault.H2C_HEADER_LIST_UNLIMITED)) {
            // §7.6: refused on its stream, the connection kept
            answer = faults.contains(H2Fault.H2C_HEADER_LIST_400)
                    ? HttpResponse.text(400, "Bad Request")
                    : HttpResponse.text(431, "Request Header Fields Too Large");
        } else if (length > routes.bodyLimit(head) && !unlimited) {
            // decided from the length, the body left unread (§3.3, §7.5)
            answer = HttpResponse.text(413, "Content Too Large");
            tooLarge = true;
        } else {
            byte[] body = Content.Source.asInputStream(request).readAllBytes();
            answer = faulty(routes.handle(head.withBody(body)), head, secure, http2);
        }
        write(answer, response, secure, http2);
        if (tooLarge && http2) {
            stopSending(request);
        }
        callback.succeeded();
        return true;
    }

    /**
     * §7.5, RFC 9113 §8.1: after a complete answer to a request whose body is still coming, the
     * server asks the client to stop with RST_STREAM(NO_ERROR). Jetty would reset it with CANCEL.
     */
    private static void stopSending(Request request) {
        if (request.getConnectionMetaData().getConnection() instanceof HTTP2Connection connection) {
            Stream stream = connection.getSession().getStream(Integer.parseInt(request.getId()));
            if (stream != null && !stream.isRemotelyClosed()) {
                stream.reset(new ResetFrame(stream.getId(), ErrorCode.NO_ERROR.code), Callback.NOOP);
            }
        }
    }

    /** RFC 9113 §6.5.2's measure: each field's name and value, and 32 more. */
    private static long headerListSize(Request request) {
        long size = 0;
        for (HttpField field : request.getHeaders()) {
            size += field.getName().length() + field.getValue().length() + 32;
        }
        return size;
    }

    private HttpResponse faulty(HttpResponse answer, HttpRequest request, boolean secure, boolean http2)
            throws Exception {
        String path = request.path();
        boolean h2c = http2 && !secure;
        if (path.equals("/plaintext")
                && ((h2c && faults.contains(H2Fault.H2C_PLAINTEXT_WRONG_WORDS))
                        || (secure && http2 && faults.contains(H2Fault.TLS_PLAINTEXT_WRONG_WORDS)))) {
            return HttpResponse.text(200, "Hello, World?");
        }
        if (path.equals("/plaintext") && h2c && faults.contains(H2Fault.H2C_PLAINTEXT_TRAILING_NEWLINE)) {
            return HttpResponse.text(200, "Hello, World!\n");
        }
        if (!secure) {
            return answer;
        }
        if (path.equals("/echo") && faults.contains(H2Fault.TLS_ECHO_REVERSED) && answer.status() == 200) {
            byte[] reversed = new StringBuilder(new String(answer.body(), StandardCharsets.ISO_8859_1))
                    .reverse()
                    .toString()
                    .getBytes(StandardCharsets.ISO_8859_1);
            return HttpResponse.fixed(200, answer.contentType(), reversed);
        }
        if (path.equals("/menu") && faults.contains(H2Fault.TLS_MENU_UNESCAPED)) {
            return HttpResponse.fixed(
                    200,
                    answer.contentType(),
                    new String(answer.body(), StandardCharsets.UTF_8)
                            .replace("&amp;", "&")
                            .getBytes(StandardCharsets.UTF_8));
        }
        if (path.equals("/sse") && request.query().isEmpty() && faults.contains(H2Fault.TLS_SSE_NO_SIGNALS_200)) {
            return HttpResponse.text(200, "");
        }
        if (path.equals("/nope") && faults.contains(H2Fault.TLS_UNKNOWN_PATH_200)) {
            return HttpResponse.text(200, "");
        }
        if (path.equals("/api/articles") && faults.contains(H2Fault.TLS_LIST_NO_COUNT)) {
            return json(answer, node -> node.remove("articlesCount"));
        }
        if (path.equals("/api/articles/article-0123") && faults.contains(H2Fault.TLS_ARTICLE_NO_BODY)) {
            return json(answer, node -> ((ObjectNode) node.get("article")).remove("body"));
        }
        if (path.equals("/api/articles/article-9999") && faults.contains(H2Fault.TLS_MISSING_ARTICLE_200)) {
            return HttpResponse.fixed(200, "application/json", "{\"article\":{}}".getBytes(StandardCharsets.UTF_8));
        }
        if (path.endsWith("/comments") && request.method().equals("POST")) {
            if (request.header("Authorization").isEmpty() && faults.contains(H2Fault.TLS_COMMENT_WITHOUT_TOKEN_200)) {
                return HttpResponse.fixed(200, "application/json", "{}".getBytes(StandardCharsets.UTF_8));
            }
            if (answer.status() == 200 && faults.contains(H2Fault.TLS_COMMENT_NO_AUTHOR)) {
                return json(answer, node -> ((ObjectNode) node.get("comment")).remove("author"));
            }
        }
        if (path.endsWith("/favorite") && answer.status() == 200 && faults.contains(H2Fault.TLS_FAVORITE_NOT_COUNTED)) {
            return json(answer, node -> {
                ObjectNode article = (ObjectNode) node.get("article");
                article.put("favoritesCount", article.get("favoritesCount").asInt() - 1);
            });
        }
        return answer;
    }

    private static HttpResponse json(HttpResponse answer, java.util.function.Consumer<ObjectNode> change)
            throws Exception {
        ObjectNode node = (ObjectNode) JSON.readTree(answer.body());
        change.accept(node);
        return HttpResponse.fixed(answer.status(), answer.contentType(), JSON.writeValueAsBytes(node));
    }

    private void write(HttpResponse answer, Response response, boolean secure, boolean http2) throws Exception {
        response.setStatus(answer.status());
        if (answer.contentType() != null) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, answer.contentType());
        }
        answer.extraHeaders().forEach(header -> response.getHeaders().add(header.name(), header.value()));
        if (http2 && !secure && answer.status() == 400 && faults.contains(H2Fault.H2C_CONNECTION_HEADER)) {
            // a field Jetty knows by name would be dropped by its HTTP/2 encoder: this one is named by hand
            response.getHeaders().add(new HttpField((HttpHeader) null, "connection", "keep-alive"));
        }
        if (!answer.isStreamed()) {
            response.getHeaders().put(HttpHeader.CONTENT_LENGTH, answer.body().length);
            blocking(response, true, answer.body());
            return;
        }
        boolean oneWrite = (http2 && faults.contains(H2Fault.H2C_SSE_ONE_FRAME))
                || (secure && !http2 && faults.contains(H2Fault.TLS_SSE_ONE_CHUNK));
        if (oneWrite) {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            answer.chunks().forEach(chunk -> all.write(chunk, 0, chunk.length));
            blocking(response, false, all.toByteArray());
        } else {
            for (byte[] chunk : answer.chunks()) {
                blocking(response, false, chunk);
            }
        }
        blocking(response, true, new byte[0]);
    }

    private static void blocking(Response response, boolean last, byte[] bytes) throws java.io.IOException {
        try (Blocker.Callback written = Blocker.callback()) {
            response.write(last, ByteBuffer.wrap(bytes), written);
            written.block();
        }
    }
}
