package dev.brigade.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;
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
import java.net.URI;
import java.util.List;
import java.util.Map;

/**
 * The contract's filter ahead of every route (RFC 9110, RFC 9112, CONTRACT §2 and §5): the rules on
 * a request's head that Netty's parser leaves to the application (the method's case, {@code Host},
 * a coding before {@code chunked}, the request-target), and the {@code Date} on every response,
 * refusals included. It never changes a request; every refusal says {@code Connection: close},
 * which Micronaut honours once the answer is written.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
@Order(Ordered.HIGHEST_PRECEDENCE)
final class RequestRules {

    /** RFC 3986 §3.2.2: what a reg-name (or an IPv4 address) is made of, besides letters and digits. */
    private static final String REG_NAME_PUNCTUATION = "._~!$&'()*+;=%-";

    private static final String EVERY_METHOD = "GET, HEAD, POST, OPTIONS";

    private final HttpDate date;

    RequestRules(HttpDate date) {
        this.date = date;
    }

    /** The cached IMF-fixdate (Micronaut's own drops the day's leading zero: application.yml). */
    @ResponseFilter
    void addDate(MutableHttpResponse<?> response) {
        response.getHeaders().set(HttpHeaders.DATE, date.value());
    }

    /** A refusal (or the answer to {@code OPTIONS *}), or null to let the request through to its route. */
    @RequestFilter
    @Nullable
    MutableHttpResponse<?> refuse(HttpRequest<?> request) {
        if (!upperCase(request.getMethodName())) {
            return refusal(HttpStatus.BAD_REQUEST, "method", "must be upper case");
        }
        List<String> hosts = request.getHeaders().getAll(HttpHeaders.HOST);
        if (hosts.size() != 1 || !validHost(hosts.getFirst())) {
            return refusal(HttpStatus.BAD_REQUEST, "host", "must be one valid authority");
        }
        // Netty refuses a Transfer-Encoding whose last coding is not chunked, or chunked twice; what
        // reaches here may still put another coding (gzip) before chunked, which this server cannot undo.
        // (Most requests have none: contains() spares them getAll's list.)
        if (request.getHeaders().contains(HttpHeaders.TRANSFER_ENCODING)) {
            List<String> codings = request.getHeaders().getAll(HttpHeaders.TRANSFER_ENCODING);
            if (!(codings.size() == 1 && codings.getFirst().trim().equalsIgnoreCase("chunked"))) {
                return refusal(HttpStatus.BAD_REQUEST, "transfer-encoding", "must be chunked alone");
            }
        }
        return target(request);
    }

    /** RFC 9110 §9.1: methods are case-sensitive; Micronaut's HttpMethod.parse maps "get" onto GET. */
    private static boolean upperCase(String method) {
        if (method.isEmpty()) {
            return false;
        }
        for (int i = 0; i < method.length(); i++) {
            char c = method.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }

    /**
     * RFC 9112 §3.2: uri-host (reg-name, IPv4 or a bracketed IP literal), then an optional port up to
     * 65535. A loop, as this runs on every request; {@code HostRuleTest} holds the equivalent regex.
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
        return i == n || (host.charAt(i) == ':' && validPort(host, i + 1));
    }

    private static boolean regName(char c) {
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || REG_NAME_PUNCTUATION.indexOf(c) >= 0;
    }

    private static boolean ipLiteral(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') || c == ':' || c == '.';
    }

    /** Up to five digits (none is allowed: RFC 3986's port is *DIGIT) naming at most 65535. */
    private static boolean validPort(String host, int from) {
        if (host.length() - from > 5) {
            return false;
        }
        int port = 0;
        for (int i = from; i < host.length(); i++) {
            char c = host.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
            port = port * 10 + (c - '0');
        }
        return port <= 65_535;
    }

    /** Visible ASCII only (no space, no control, nothing above 0x7e). */
    private static boolean visibleAscii(String target) {
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c <= 0x20 || c >= 0x7f) {
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
                return refusal(HttpStatus.BAD_REQUEST, "target", "must not carry a fragment");
            }
            target = uri.toString();
        } catch (IllegalArgumentException notAUri) {
            return refusal(HttpStatus.BAD_REQUEST, "target", "is not a URI");
        }
        if (target.equals("*")) {
            return request.getMethod() == HttpMethod.OPTIONS
                    ? HttpResponse.ok().header(HttpHeaders.ALLOW, EVERY_METHOD)
                    : refusal(HttpStatus.BAD_REQUEST, "target", "* is for OPTIONS only");
        }
        if (!target.startsWith("/") || !visibleAscii(target)) {
            return refusal(HttpStatus.BAD_REQUEST, "target", "must be a path of visible ASCII");
        }
        return null;
    }

    /** RealWorld's error shape, so the API's clients read every refusal the same way. */
    private static MutableHttpResponse<?> refusal(HttpStatus status, String field, String message) {
        return HttpResponse.status(status)
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CONNECTION, "close")
                .body(Map.of("errors", Map.of(field, List.of(message))));
    }
}
