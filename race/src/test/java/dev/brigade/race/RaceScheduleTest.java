package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RaceScheduleTest {

    private static final List<Competitor> RACERS =
            List.of(server("raw-nio"), server("vertx"), new Nginx(Path.of("/usr/sbin/nginx")));
    private static final List<Workload> WORKLOADS =
            List.of("plaintext", "templates", "plaintext-h2", "plaintext-tls", "templates-tls", "conduit").stream()
                    .map(n -> Workload.named(n).orElseThrow())
                    .toList();
    private static final Set<String> TLS_READY = Set.of("raw-nio", "vertx", "nginx");

    private static JavaServer server(String name) {
        return new JavaServer(name, Path.of(name + ".jar"), Path.of("jvm.options"), Path.of("java"));
    }

    private static List<String> shown(List<RaceSchedule.Session> sessions) {
        return sessions.stream()
                .map(s -> s.round() + " " + s.competitor().name() + " " + s.mode() + " "
                        + s.workloads().stream().map(Workload::name).toList())
                .toList();
    }

    private static List<String> sorted(RaceSchedule.Session s) {
        return s.workloads().stream().map(Workload::name).sorted().toList();
    }

    @Test
    void oneProcessPerRoundCompetitorAndModeWithEveryWorkloadOfThatModeOnIt() {
        List<RaceSchedule.Session> sessions = RaceSchedule.of(RACERS, TLS_READY, WORKLOADS, 3, 42);
        assertEquals(3 * 3 * 2, sessions.size(), shown(sessions).toString());
        assertEquals(
                sessions.size(),
                sessions.stream()
                        .map(s -> s.round() + s.competitor().name() + s.mode())
                        .distinct()
                        .count(),
                "never two processes of one competitor in one mode in a round");
        for (RaceSchedule.Session s : sessions) {
            List<String> expected = s.competitor().name().equals("nginx")
                    ? (s.tls() ? List.of("plaintext-tls") : List.of("plaintext", "plaintext-h2"))
                    : (s.tls()
                            ? List.of("plaintext-tls", "templates-tls")
                            : List.of("plaintext", "plaintext-h2", "templates"));
            assertEquals(
                    expected,
                    sorted(s),
                    "h2c rides the plain process, the TLS workloads the HTTPS one; conduit is climbed, never here");
        }
    }

    @Test
    void aCompetitorsTwoProcessesFollowEachOtherInTheRoundsSeededOrder() {
        List<RaceSchedule.Session> sessions = RaceSchedule.of(RACERS, TLS_READY, WORKLOADS, 3, 42);
        for (int i = 0; i < sessions.size(); i += 2) {
            assertEquals(sessions.get(i).competitor(), sessions.get(i + 1).competitor());
            assertNotEquals(sessions.get(i).tls(), sessions.get(i + 1).tls());
            assertEquals(i / 2 % 3 + 1, sessions.get(i).order());
        }
    }

    @Test
    void theSameSeedGivesTheSameScheduleAndAnotherSeedAnother() {
        assertEquals(
                shown(RaceSchedule.of(RACERS, TLS_READY, WORKLOADS, 3, 42)),
                shown(RaceSchedule.of(RACERS, TLS_READY, WORKLOADS, 3, 42)));
        assertNotEquals(
                shown(RaceSchedule.of(RACERS, TLS_READY, WORKLOADS, 3, 42)),
                shown(RaceSchedule.of(RACERS, TLS_READY, WORKLOADS, 3, 43)));
        List<List<String>> plainOrders = RaceSchedule.of(RACERS, TLS_READY, WORKLOADS, 3, 42).stream()
                .filter(s -> !s.tls() && !s.competitor().name().equals("nginx"))
                .map(s -> s.workloads().stream().map(Workload::name).toList())
                .distinct()
                .toList();
        assertTrue(
                plainOrders.size() > 1,
                "the workloads' order is shuffled per round and competitor, not fixed: " + plainOrders);
    }

    @Test
    void oneWhoseHttpsModeIsNotReadySitsTheTlsWorkloadsOut() {
        List<RaceSchedule.Session> sessions = RaceSchedule.of(RACERS, Set.of("raw-nio"), WORKLOADS, 1, 7);
        assertEquals(
                List.of("raw-nio"),
                sessions.stream()
                        .filter(RaceSchedule.Session::tls)
                        .map(s -> s.competitor().name())
                        .toList());
    }

    @Test
    void theNameHashIsFnv1a64AsTheRacesHashFnv() {
        assertEquals(0xcbf29ce484222325L, RaceSchedule.fnv1a(""));
        assertEquals(0xaf63dc4c8601ec8cL, RaceSchedule.fnv1a("a"));
    }
}
