package dev.brigade.micronaut;

import io.micronaut.http.sse.Event;
import java.util.ArrayList;
import java.util.List;

/**
 * The ten events of the Datastar action for N = count + 1. Micronaut's SSE writer turns each
 * {@link Event} into {@code event: NAME}, one {@code data: } line per line of its data, and a blank
 * line; it writes no {@code id:} or {@code retry:} unless the event carries one.
 */
final class DatastarStream {

  private static final String SIGNALS = "datastar-patch-signals";
  private static final String ELEMENTS = "datastar-patch-elements";
  private static final int LOG_EVENTS = 8;
  /** Events 3 to 10 do not depend on the request: made once. */
  private static final List<Event<String>> LOG = new ArrayList<>(LOG_EVENTS);

  static {
    for (int i = 1; i <= LOG_EVENTS; i++) {
      LOG.add(Event.of("selector #log\nmode append\nelements <li>Event " + i + " of " + LOG_EVENTS + "</li>").name(ELEMENTS));
    }
  }

  private DatastarStream() {
  }

  static List<Event<String>> events(long count) {
    long next = count + 1;
    List<Event<String>> events = new ArrayList<>(2 + LOG_EVENTS);
    events.add(Event.of("signals {\"count\":" + next + "}").name(SIGNALS));
    events.add(Event.of("elements <span id=\"count\">" + next + "</span>").name(ELEMENTS));
    events.addAll(LOG);
    return events;
  }
}
