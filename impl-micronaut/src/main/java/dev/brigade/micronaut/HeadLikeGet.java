package dev.brigade.micronaut;

import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpAttributes;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.body.MessageBodyHandlerRegistry;
import io.micronaut.http.body.MessageBodyWriter;
import io.micronaut.http.filter.ConditionalFilter;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.RouteInfo;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.reactivestreams.Publisher;

/**
 * HEAD for the whole server (RFC 9110 §9.3.2, CONTRACT §2.8). Micronaut answers HEAD through the
 * matching {@code @Get} route and drops the body before it is written, and with it the
 * {@code Content-Type} and {@code Content-Length} the body's writer would set; an answer without a
 * length then ends its connection. This puts back the type the route produces and the length GET
 * would send, by writing the body Micronaut kept aside ({@link HttpAttributes#HEAD_BODY}) with the
 * writer Micronaut would choose for it. A stream has no length and is never made. A
 * {@link ConditionalFilter}: Micronaut leaves it out of every other method's chain.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class HeadLikeGet implements ConditionalFilter {

    private final MessageBodyHandlerRegistry writers;

    HeadLikeGet(MessageBodyHandlerRegistry writers) {
        this.writers = writers;
    }

    @Override
    public boolean isEnabled(HttpRequest<?> request) {
        return request.getMethod() == HttpMethod.HEAD;
    }

    @ResponseFilter
    void asGetWould(HttpRequest<?> request, MutableHttpResponse<?> response) {
        RouteInfo<?> route = RouteAttributes.getRouteInfo(response).orElse(null);
        if (request.getMethod() != HttpMethod.HEAD || route == null) {
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
}
