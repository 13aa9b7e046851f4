package dev.brigade.rawnio.http2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The registry's own table against a HashMap, through growth, colliding ids and removals in any order. */
class StreamRegistryTest {

    @Test
    void findsEveryLiveStreamAndNoForgottenOne() {
        StreamRegistry registry = new StreamRegistry();
        Map<Integer, Stream> expected = new HashMap<>();
        List<Stream> live = new ArrayList<>();
        Random random = new Random(35);
        int nextId = 1;
        for (int step = 0; step < 20_000; step++) {
            if (live.size() < 200 && (live.isEmpty() || random.nextInt(3) > 0)) {
                // ids far apart as well as side by side, so that some share a home slot
                nextId += random.nextBoolean() ? 2 : 2 * (1 + random.nextInt(300));
                Stream stream = new Stream(nextId, Frames.DEFAULT_WINDOW, Frames.DEFAULT_WINDOW);
                registry.opening(nextId);
                registry.add(stream);
                expected.put(nextId, stream);
                live.add(stream);
            } else {
                Stream gone = live.remove(random.nextInt(live.size()));
                registry.forget(gone, false);
                expected.remove(gone.id);
                assertNull(registry.live(gone.id));
                assertTrue(registry.wasClosed(gone.id));
            }
            assertEquals(expected.size(), registry.size());
            if (step % 97 == 0) {
                for (Stream stream : live) {
                    assertSame(stream, registry.live(stream.id), "stream " + stream.id + " at step " + step);
                    assertTrue(registry.holds(stream));
                }
                assertEquals(expected.size(), registry.all().size());
            }
        }
    }

    @Test
    void clearForgetsAll() {
        StreamRegistry registry = new StreamRegistry();
        for (int id = 1; id < 100; id += 2) {
            registry.opening(id);
            registry.add(new Stream(id, Frames.DEFAULT_WINDOW, Frames.DEFAULT_WINDOW));
        }
        registry.clear();
        assertTrue(registry.isEmpty());
        assertNull(registry.live(1));
        assertNull(registry.live(99));
    }
}
