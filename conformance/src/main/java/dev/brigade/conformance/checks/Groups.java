package dev.brigade.conformance.checks;

import java.util.List;

/**
 * Every group of checks, in the order they run: the one place that order is kept
 * ({@link dev.brigade.conformance.run.CheckOrder} reads it for the run and for the list).
 */
public final class Groups {

    public static final List<Class<?>> ALL = List.of(
            PlaintextChecks.class,
            EchoChecks.class,
            MenuChecks.class,
            SseChecks.class,
            HttpChecks.class,
            MethodChecks.class,
            TargetChecks.class,
            ConduitReadChecks.class,
            ConduitWriteChecks.class,
            ConduitLoadChecks.class,
            BadInputChecks.class,
            ProcessChecks.class);

    private Groups() { }
}
