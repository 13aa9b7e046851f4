package dev.brigade.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.sse.Event;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Flux;

/**
 * {@code GET /sse}: the Datastar action as a {@code Publisher<Event<String>>}, Micronaut's own SSE
 * idiom. The server writes each event as its own HTTP chunk of a chunked response; HEAD is
 * Micronaut's automatic HEAD route onto this method.
 */
@Controller
final class DatastarController {

  private final DatastarSignals signals;

  DatastarController(DatastarSignals signals) {
    this.signals = signals;
  }

  @Get(uri = "/sse", produces = MediaType.TEXT_EVENT_STREAM)
  HttpResponse<Publisher<Event<String>>> stream(@Nullable @QueryValue String datastar) {
    long count = signals.count(datastar);
    if (count < 0) {
      return HttpResponse.badRequest();
    }
    // Deferred: Micronaut answers HEAD with this route and never subscribes, so no event is made.
    return HttpResponse.ok(Flux.defer(() -> Flux.fromIterable(DatastarStream.events(count))));
  }
}
