package dev.brigade.rawnio.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeadlineQueueTest {
    @Test
    void expiresOnlyWhatIsDueOldestFirstAndReArmingMovesToTheBack() {
        DeadlineQueue queue = new DeadlineQueue(10_000);
        List<DeadlineQueue.Entry> entries = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            entries.add(new DeadlineQueue.Entry(null));
            queue.arm(entries.get(i), 1_000L * i); // deadlines 10 s, 11 s, 12 s, 13 s
        }
        queue.arm(entries.get(0), 5_000); // activity: now due at 15 s
        entries.get(2).remove(); // waiting on a worker: in no queue
        List<Object> expired = new ArrayList<>();
        queue.expire(11_999, expired::add);
        assertEquals(1, expired.size()); // only the one armed at 1 s
        assertEquals(2, queue.size());
        queue.expire(15_000, expired::add);
        assertEquals(3, expired.size());
        assertEquals(0, queue.size());
        entries.get(1).remove(); // removing twice is harmless
    }

    @Test
    void anEntryIsInOneQueueAtATime() {
        DeadlineQueue idle = new DeadlineQueue(10_000);
        DeadlineQueue lingering = new DeadlineQueue(2_000);
        DeadlineQueue.Entry entry = new DeadlineQueue.Entry(null);
        idle.arm(entry, 0);
        lingering.arm(entry, 1_000);
        assertEquals(0, idle.size());
        List<Object> expired = new ArrayList<>();
        lingering.expire(3_000, expired::add);
        idle.expire(20_000, expired::add);
        assertEquals(1, expired.size());
    }
}
