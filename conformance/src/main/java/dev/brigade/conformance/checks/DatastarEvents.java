package dev.brigade.conformance.checks;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The ten events of the Datastar stream for a given N (count + 1), byte for byte as CONTRACT.md §3
 * spells them; {@code sse-count-41.txt} is these for N = 42.
 */
public final class DatastarEvents {

    public static final int EVENTS = 10;

    private DatastarEvents() {}

    public static List<byte[]> forN(String n) {
        List<String> events = new ArrayList<>();
        events.add("event: datastar-patch-signals\ndata: signals {\"count\":" + n + "}\n\n");
        events.add("event: datastar-patch-elements\ndata: elements <span id=\"count\">" + n + "</span>\n\n");
        for (int i = 1; i <= 8; i++) {
            events.add("event: datastar-patch-elements\ndata: selector #log\ndata: mode append\n"
                    + "data: elements <li>Event " + i + " of 8</li>\n\n");
        }
        return events.stream().map(e -> e.getBytes(StandardCharsets.UTF_8)).toList();
    }

    public static byte[] stream(String n) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        forN(n).forEach(all::writeBytes);
        return all.toByteArray();
    }
}
