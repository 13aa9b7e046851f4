package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlanTest {

    private static final List<Competitor> RACERS = List.of(
            server("raw-nio"),
            server("vertx"),
            server("helidon"),
            server("quarkus"),
            new Nginx(Path.of("/usr/sbin/nginx")));
    private static final List<Workload> WORKLOADS = List.of(
            Workload.named("plaintext").orElseThrow(), Workload.named("menu").orElseThrow());

    private static JavaServer server(String name) {
        return new JavaServer(name, Path.of(name + ".jar"), Path.of("jvm.options"), Path.of("java"));
    }

    private static List<String> order(List<Plan.Step> steps, int round, String workload) {
        return steps.stream()
                .filter(s -> s.round() == round && s.workload().name().equals(workload))
                .map(s -> s.competitor().name())
                .toList();
    }

    @Test
    void theSameSeedGivesTheSamePlanAndEveryRoundHoldsEveryoneOnce() {
        List<Plan.Step> plan = Plan.of(RACERS, WORKLOADS, 3, 42);
        assertEquals(
                plan.stream().map(Plan.Step::key).toList(),
                Plan.of(RACERS, WORKLOADS, 3, 42).stream().map(Plan.Step::key).toList());
        assertEquals(3 * (5 + 4), plan.size(), "nginx races plaintext only");
        for (int round = 1; round <= 3; round++) {
            assertEquals(5, order(plan, round, "plaintext").stream().distinct().count());
            assertEquals(4, order(plan, round, "templates").size());
            assertTrue(!order(plan, round, "templates").contains("nginx"));
        }
        assertEquals(
                List.of(1, 2, 3, 4, 5),
                plan.stream()
                        .filter(s -> s.round() == 2 && s.workload().name().equals("plaintext"))
                        .map(Plan.Step::order)
                        .toList());
    }

    @Test
    void theTlsWorkloadsAreRacedOnlyByThoseWhoseHttpsModeIsReady() {
        List<Workload> workloads = List.of(
                Workload.named("plaintext-h2").orElseThrow(),
                Workload.named("plaintext-tls").orElseThrow(),
                Workload.named("churn-tls").orElseThrow());
        List<Plan.Step> plan = Plan.of(RACERS, java.util.Set.of("raw-nio", "vertx", "nginx"), workloads, 1, 7);
        assertEquals(
                List.of("helidon", "nginx", "quarkus", "raw-nio", "vertx"),
                order(plan, 1, "plaintext-h2").stream().sorted().toList(),
                "h2c is the clear mode: every server races it, and nginx on its second port");
        assertEquals(
                List.of("nginx", "raw-nio", "vertx"),
                order(plan, 1, "plaintext-tls").stream().sorted().toList());
        assertEquals(
                List.of("nginx", "raw-nio", "vertx"),
                order(plan, 1, "churn-tls").stream().sorted().toList());
        assertEquals(
                List.of("raw-nio", "vertx"),
                order(Plan.of(RACERS, java.util.Set.of("raw-nio", "vertx"), workloads, 1, 7), 1, "churn-tls").stream()
                        .sorted()
                        .toList(),
                "one not TLS-ready sits the TLS workloads out");
    }

    @Test
    void theOrderIsShuffledNotRotated() {
        List<Plan.Step> plan = Plan.of(RACERS, WORKLOADS, 3, 42);
        assertNotEquals(order(plan, 1, "plaintext"), order(plan, 2, "plaintext"));
        assertNotEquals(
                order(Plan.of(RACERS, WORKLOADS, 1, 1), 1, "plaintext"),
                order(Plan.of(RACERS, WORKLOADS, 1, 2), 1, "plaintext"),
                "another seed, another order");
    }
}
