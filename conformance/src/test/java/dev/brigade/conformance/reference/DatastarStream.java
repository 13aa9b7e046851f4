package dev.brigade.conformance.reference;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The Datastar action: signals in, ten Server-Sent Events out, one HTTP chunk each. */
final class DatastarStream {

    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final BigInteger MAX_COUNT = BigInteger.valueOf(4_294_967_295L);

    private final Set<Fault> faults;

    DatastarStream(Set<Fault> faults) {
        this.faults = faults;
    }

    HttpResponse answer(String query) {
        Optional<Long> count = Query.parameter(query, "datastar").flatMap(this::count);
        if (faults.contains(Fault.SSE_NO_PARAMETER_COUNT_0) && !Query.has(query, "datastar")) {
            count = Optional.of(0L);
        }
        if (count.isEmpty()) {
            return faults.contains(Fault.SSE_BAD_SIGNALS_OK)
                    ? HttpResponse.text(200, "bad signals")
                    : HttpResponse.text(400, "bad signals");
        }
        long n = faults.contains(Fault.SSE_N_IS_COUNT) ? count.get() : count.get() + 1;
        List<byte[]> events = events(n);
        if (faults.contains(Fault.SSE_EVENTS_MERGED)) {
            return HttpResponse.streamed(200, "text/event-stream", List.of(concat(events)));
        }
        if (faults.contains(Fault.SSE_CONTENT_LENGTH)) {
            return HttpResponse.fixed(200, "text/event-stream", concat(events));
        }
        return HttpResponse.streamed(200, "text/event-stream", events);
    }

    private List<byte[]> events(long n) {
        var events = new ArrayList<byte[]>(10);
        events.add(event("datastar-patch-signals", "signals {\"count\":" + n + "}"));
        events.add(event("datastar-patch-elements", "elements <span id=\"count\">" + n + "</span>"));
        for (int i = 1; i <= 8; i++) {
            events.add(event(
                    "datastar-patch-elements",
                    "selector #log",
                    "mode append",
                    "elements <li>Event " + i + " of 8</li>"));
        }
        return events;
    }

    private byte[] event(String type, String... data) {
        var event = new StringBuilder(128);
        event.append(faults.contains(Fault.SSE_NO_SPACE) ? "event:" : "event: ")
                .append(type)
                .append('\n');
        for (String line : data) {
            event.append("data: ").append(line).append('\n');
        }
        if (faults.contains(Fault.SSE_ID_LINE)) {
            event.append("id: 1\n");
        }
        return event.append('\n').toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A JSON object whose {@code count} is an integer from 0 to 2^32 - 1, or empty. */
    private Optional<Long> count(String signals) {
        try {
            JsonNode node = JSON.readTree(signals);
            JsonNode count = node == null || !node.isObject() ? null : node.get("count");
            if (count == null || !count.isIntegralNumber()) {
                return Optional.empty();
            }
            BigInteger value = count.bigIntegerValue();
            boolean tooLarge = value.compareTo(MAX_COUNT) > 0 && !faults.contains(Fault.SSE_COUNT_UNBOUNDED);
            return value.signum() < 0 || tooLarge || value.bitLength() > 62
                    ? Optional.empty()
                    : Optional.of(value.longValue());
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    private static byte[] concat(List<byte[]> parts) {
        var all = new ByteArrayOutputStream();
        parts.forEach(all::writeBytes);
        return all.toByteArray();
    }
}
