package dev.brigade.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpAttributes;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.filter.ConditionalFilter;
import io.micronaut.json.JsonMapper;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.RouteInfo;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * GET's head on Micronaut's own HEAD answer (RFC 9110 §9.3.2, CONTRACT §2.8). Micronaut answers HEAD
 * through the matching {@code @Get} route and drops the body before it is written, and with it the
 * {@code Content-Type} and {@code Content-Length} the body's writer would set; an answer without a
 * length then ends its connection (Micronaut closes after any answer it cannot frame). This puts back
 * the type the route produces and, for a fixed body, the length GET would send, from the body
 * Micronaut kept aside ({@link HttpAttributes#HEAD_BODY}). A stream has no length and is never made.
 * A {@link ConditionalFilter}: Micronaut leaves it out of every other method's filter chain, so a
 * GET or POST does not pay for running it.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class HeadLikeGet implements ConditionalFilter {

  private final JsonMapper json;

  HeadLikeGet(JsonMapper json) {
    this.json = json;
  }

  @Override
  public boolean isEnabled(HttpRequest<?> request) {
    return request.getMethod() == HttpMethod.HEAD;
  }

  @ResponseFilter
  void asGetWould(HttpRequest<?> request, MutableHttpResponse<?> response) throws IOException {
    if (request.getMethod() != HttpMethod.HEAD) {
      return;
    }
    RouteInfo<?> route = RouteAttributes.getRouteInfo(response).orElse(null);
    if (route == null) {
      return;
    }
    if (response.getContentType().isEmpty()) {
      route.getProduces().stream().findFirst().ifPresent(response::contentType);
    }
    Object body = response.getAttribute(HttpAttributes.HEAD_BODY).orElse(null);
    Long length = length(response.getContentType().orElse(null), body);
    if (length != null) {
      response.contentLength(length);
    }
  }

  /** GET's byte count: the bytes, the rendered page or the JSON; null for a stream or nothing. */
  @Nullable
  private Long length(@Nullable MediaType type, @Nullable Object body) throws IOException {
    if (body instanceof byte[] bytes) {
      return (long) bytes.length;
    }
    if (body instanceof RenderedTemplate page) {
      ByteArrayOutputStream rendered = new ByteArrayOutputStream(1_024);
      page.writeTo(rendered, StandardCharsets.UTF_8);
      return (long) rendered.size();
    }
    if (body != null && MediaType.APPLICATION_JSON_TYPE.equals(type)) {
      return (long) json.writeValueAsBytes(body).length;
    }
    return null;
  }
}
