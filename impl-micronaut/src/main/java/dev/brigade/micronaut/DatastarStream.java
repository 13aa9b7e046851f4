package dev.brigade.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.sse.Event;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Flux;

/**
 * {@code GET /sse}: the Datastar action for N = count + 1 as Micronaut's SSE idiom, a {@code
 * Publisher<Event<String>>}; each {@link Event} becomes {@code event:}, {@code data:} lines, one chunk.
 */
@Controller
final class DatastarStream {

    private static final String ELEMENTS = "datastar-patch-elements";
    /** Events 3 to 10 do not depend on the request: made once. */
    private static final List<Event<String>> LOG = IntStream.rangeClosed(1, 8)
            .mapToObj(i -> Event.of("selector #log\nmode append\nelements <li>Event " + i + " of 8</li>")
                    .name(ELEMENTS))
            .toList();

    private final DatastarSignals signals;

    DatastarStream(DatastarSignals signals) {
        this.signals = signals;
    }

    @Get(uri = "/sse", produces = MediaType.TEXT_EVENT_STREAM)
    HttpResponse<Publisher<Event<String>>> stream(@Nullable @QueryValue String datastar) {
        long count = signals.count(datastar);
        if (count < 0) {
            return HttpResponse.badRequest();
        }
        // Deferred: Micronaut answers HEAD with this route and never subscribes, so no event is made.
        return HttpResponse.ok(Flux.defer(() -> Flux.fromIterable(events(count + 1))));
    }

    private static List<Event<String>> events(long next) {
        List<Event<String>> events = new ArrayList<>(2 + LOG.size());
        events.add(Event.of("signals {\"count\":" + next + "}").name("datastar-patch-signals"));
        events.add(Event.of("elements <span id=\"count\">" + next + "</span>").name(ELEMENTS));
        events.addAll(LOG);
        return events;
    }
}
