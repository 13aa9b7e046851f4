package dev.brigade.micronaut;

import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.web.router.RouteAttributes;

/**
 * Micronaut answers HEAD through the matching {@code @Get} route and drops the body, and with it
 * the {@code Content-Type} that the body's writer would have set; RFC 9110 §9.3.2 and CONTRACT §2.8
 * want GET's. This puts back the type the route produces. {@code Content-Length} stays out: it is
 * known only by making the body, which a HEAD answer never does here (a SHOULD, RFC 9110 §9.3.2).
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class HeadContentType {

  @ResponseFilter
  void asGetWould(HttpRequest<?> request, MutableHttpResponse<?> response) {
    if (request.getMethod() == HttpMethod.HEAD && response.getContentType().isEmpty()) {
      RouteAttributes.getRouteInfo(response)
          .flatMap(route -> route.getProduces().stream().findFirst())
          .ifPresent(response::contentType);
    }
  }
}
