package dev.brigade.quarkus.conduit;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import java.io.IOException;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * HEAD on the Conduit reads carries the Content-Length its GET would (RFC 9110 §9.3.2). Quarkus REST
 * runs the resource method for HEAD but drops the entity unwritten, and its length with it; so the
 * entity is serialised here with the same ObjectMapper the GET's writer uses, for its length only.
 *
 * <p>The filter runs on every Quarkus REST response, the first {@code /plaintext} included; the
 * ObjectMapper is looked up only for a HEAD with an entity, so Jackson (some 500 classes and the
 * mapper's set-up) is not loaded on the way to the server's first answer.
 */
public class HeadResponses {

  private final Instance<ObjectMapper> json;

  @Inject
  HeadResponses(Instance<ObjectMapper> json) {
    this.json = json;
  }

  @ServerResponseFilter
  public void contentLength(ContainerRequestContext request, ContainerResponseContext response) throws IOException {
    if (HttpMethod.HEAD.equals(request.getMethod()) && response.hasEntity()
        && !response.getHeaders().containsKey(HttpHeaders.CONTENT_LENGTH)
        && !(response.getEntity() instanceof byte[])) {
      response.getHeaders().putSingle(HttpHeaders.CONTENT_LENGTH, json.get().writeValueAsBytes(response.getEntity()).length);
    }
  }
}
