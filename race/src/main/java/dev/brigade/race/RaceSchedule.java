package dev.brigade.race;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The public race's schedule ({@code race.go}'s {@code raceTarget}, {@code raceCompetitor} and
 * {@code raceMode}): round after round, the competitors in an order from the seed and the round; each
 * competitor started once per mode its workloads need (plain: HTTP/1.1 and h2c; HTTPS: the TLS
 * workloads), the two modes in an order from the seed, and every workload of a mode raced on that one
 * process in an order from the seed, the round and the competitor's name. The race shuffles with Go's
 * PCG, this with {@link Random}: the same rules, not the same orders.
 */
final class RaceSchedule {

    /** The race's offset of a round's seed for its workload order ({@code int64(round)*7919}). */
    static final long ROUND_STRIDE = 7919;

    /**
     * One process's share of a round: who, in which mode, which workloads in order.
     *
     * @param order the competitor's place in the round (from 1)
     */
    record Session(int round, Competitor competitor, boolean tls, List<Workload> workloads, int order) {

        String mode() {
            return tls ? "tls" : "plain";
        }
    }

    private RaceSchedule() {}

    /**
     * Every session of a race. Mixed workloads are climbed after the rounds, never here; nginx races only the
     * reference workloads; the TLS workloads only those in {@code tlsReady} (the rest sit them out, as in the race).
     */
    static List<Session> of(
            List<? extends Competitor> racers, Set<String> tlsReady, List<Workload> workloads, int rounds, long seed) {
        List<Session> sessions = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            List<Competitor> order = shuffled(new ArrayList<>(racers), seed + round);
            for (int i = 0; i < order.size(); i++) {
                Competitor c = order.get(i);
                long own = seed + round * ROUND_STRIDE + (fnv1a(c.name()) >>> 1);
                for (boolean tls : shuffled(new ArrayList<>(List.of(false, true)), own + 1)) {
                    List<Workload> these = shuffled(new ArrayList<>(workloads), own).stream()
                            .filter(w -> !w.mixed() && w.tls() == tls && (c.fullContract() || w.reference()))
                            .filter(w -> !w.tls() || tlsReady.contains(c.name()))
                            .toList();
                    if (!these.isEmpty()) {
                        sessions.add(new Session(round, c, tls, these, i + 1));
                    }
                }
            }
        }
        return sessions;
    }

    private static <T> List<T> shuffled(List<T> items, long seed) {
        Collections.shuffle(items, new Random(seed));
        return items;
    }

    /** FNV-1a, 64 bits, of the name's UTF-8 bytes: the race's {@code hash/fnv} {@code New64a}. */
    static long fnv1a(String name) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xff;
            hash *= 0x100000001b3L;
        }
        return hash;
    }
}
