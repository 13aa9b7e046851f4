package dev.brigade.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpAttributes;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.body.MessageBodyHandlerRegistry;
import io.micronaut.http.body.MessageBodyWriter;
import io.micronaut.scheduling.annotation.Scheduled;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.RouteInfo;
import io.netty.handler.codec.DateFormatter;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;

/**
 * The contract's one filter (RFC 9110, RFC 9112, CONTRACT §2 and §5). Before every route, the head's
 * rules that Netty's parser leaves to the application (the method's case, {@code Host}, a coding
 * before {@code chunked}, the request-target), each refusal saying {@code Connection: close}, which
 * Micronaut honours. On every response, refusals included, the {@code Date}; on HEAD's, GET's headers.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
@Order(Ordered.HIGHEST_PRECEDENCE)
final class RequestRules {

    private final MessageBodyHandlerRegistry writers;
    private volatile String date = format(Instant.now());

    RequestRules(MessageBodyHandlerRegistry writers) {
        this.writers = writers;
    }

    /**
     * The {@code Date}, formatted once a second on Micronaut's scheduler as TechEmpower's Micronaut entry
     * does (TechEmpower/FrameworkBenchmarks,
     * frameworks/Java/micronaut/common/src/main/java/benchmark/filter/ServerHeaderFilter.java). Micronaut's
     * own (off in application.yml) uses RFC_1123_DATE_TIME, which drops the day's leading zero.
     */
    @Scheduled(fixedRate = "1s")
    void refreshDate() {
        date = format(Instant.now());
    }

    String date() {
        return date;
    }

    /** RFC 9110 §5.6.7 IMF-fixdate, by Netty's HTTP date formatter. */
    static String format(Instant instant) {
        return DateFormatter.format(Date.from(instant));
    }

    @ResponseFilter
    void answer(HttpRequest<?> request, MutableHttpResponse<?> response) {
        response.getHeaders().set(HttpHeaders.DATE, date);
        if (request.getMethod() == HttpMethod.HEAD) {
            asGetWould(response);
        }
    }

    /**
     * HEAD (RFC 9110 §9.3.2, CONTRACT §2.8): Micronaut answers it through the {@code @Get} route but
     * drops the body unwritten, and with it the {@code Content-Type} and {@code Content-Length} its
     * writer would set (an answer without a length then ends its connection). This puts both back,
     * writing the body kept aside ({@link HttpAttributes#HEAD_BODY}) with the writer Micronaut would
     * choose. A stream has no length and is never made.
     */
    private void asGetWould(MutableHttpResponse<?> response) {
        RouteInfo<?> route = RouteAttributes.getRouteInfo(response).orElse(null);
        if (route == null) {
            return;
        }
        if (response.getContentType().isEmpty()) {
            route.getProduces().stream().findFirst().ifPresent(response::contentType);
        }
        Object body = response.getAttribute(HttpAttributes.HEAD_BODY).orElse(null);
        if (body == null || body instanceof Publisher<?>) {
            return;
        }
        MediaType type = response.getContentType().orElse(MediaType.APPLICATION_JSON_TYPE);
        @SuppressWarnings("unchecked")
        Argument<Object> argument = Argument.of((Class<Object>) body.getClass());
        MessageBodyWriter<Object> writer =
                writers.findWriter(argument, List.of(type)).orElse(null);
        if (writer != null) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(1_024);
            writer.writeTo(argument, type, body, response.getHeaders(), bytes);
            response.contentLength(bytes.size());
        }
    }

    /** A refusal (or the answer to {@code OPTIONS *}), or null to let the request through to its route. */
    @RequestFilter
    @Nullable
    MutableHttpResponse<?> refuse(HttpRequest<?> request) {
        // RFC 9110 §9.1: methods are case-sensitive; Micronaut's HttpMethod.parse maps "get" onto GET.
        String method = request.getMethodName();
        if (method.isEmpty() || !within(method, 0, 'A', 'Z')) {
            return refusal("method", "must be upper case");
        }
        List<String> hosts = request.getHeaders().getAll(HttpHeaders.HOST);
        if (hosts.size() != 1 || !validHost(hosts.getFirst())) {
            return refusal("host", "must be one valid authority");
        }
        // Netty refuses a Transfer-Encoding whose last coding is not chunked, or chunked twice; what
        // reaches here may still put another coding (gzip) before chunked, which this server cannot undo.
        if (request.getHeaders().contains(HttpHeaders.TRANSFER_ENCODING)) {
            List<String> codings = request.getHeaders().getAll(HttpHeaders.TRANSFER_ENCODING);
            if (!(codings.size() == 1 && codings.getFirst().trim().equalsIgnoreCase("chunked"))) {
                return refusal("transfer-encoding", "must be chunked alone");
            }
        }
        return target(request);
    }

    /**
     * RFC 9112 §3.2: uri-host (reg-name, IPv4 or a bracketed IP literal), then an optional port of up
     * to five digits, at most 65535, or none (RFC 3986: *DIGIT). {@code HostRuleTest} holds the regex.
     */
    static boolean validHost(String host) {
        int n = host.length();
        int i = 0;
        if (n > 0 && host.charAt(0) == '[') {
            i = 1;
            while (i < n && ipLiteral(host.charAt(i))) {
                i++;
            }
            if (i == 1 || i == n || host.charAt(i) != ']') {
                return false;
            }
            i++;
        } else {
            while (i < n && regName(host.charAt(i))) {
                i++;
            }
            if (i == 0) {
                return false;
            }
        }
        if (i == n) {
            return true;
        }
        int port = i + 1;
        return host.charAt(i) == ':'
                && n - port <= 5
                && within(host, port, '0', '9')
                && (port == n || Integer.parseInt(host, port, n, 10) <= 65_535);
    }

    /** RFC 3986 §3.2.2: what a reg-name (or an IPv4 address) is made of. */
    private static boolean regName(char c) {
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || "._~!$&'()*+;=%-".indexOf(c) >= 0;
    }

    private static boolean ipLiteral(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') || c == ':' || c == '.';
    }

    /** Whether every char from {@code from} on is in {@code low..high}: a loop, as this runs on every request. */
    private static boolean within(String text, int from, char low, char high) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < low || c > high) {
                return false;
            }
        }
        return true;
    }

    /** Origin-form (absolute-form arrives as its path: Micronaut strips the authority), or {@code OPTIONS *}. */
    @Nullable
    private static MutableHttpResponse<?> target(HttpRequest<?> request) {
        String target;
        try {
            URI uri = request.getUri();
            if (uri.getRawFragment() != null) {
                return refusal("target", "must not carry a fragment");
            }
            target = uri.toString();
        } catch (IllegalArgumentException notAUri) {
            return refusal("target", "is not a URI");
        }
        if (target.equals("*")) {
            return request.getMethod() == HttpMethod.OPTIONS
                    ? HttpResponse.ok().header(HttpHeaders.ALLOW, "GET, HEAD, POST, OPTIONS")
                    : refusal("target", "* is for OPTIONS only");
        }
        // Visible ASCII only: no space, no control, nothing above 0x7e.
        if (!target.startsWith("/") || !within(target, 0, '!', '~')) {
            return refusal("target", "must be a path of visible ASCII");
        }
        return null;
    }

    /** 400 in RealWorld's error shape, so the API's clients read every refusal the same way. */
    private static MutableHttpResponse<?> refusal(String field, String message) {
        return HttpResponse.status(HttpStatus.BAD_REQUEST)
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CONNECTION, "close")
                .body(Map.of("errors", Map.of(field, List.of(message))));
    }
}
