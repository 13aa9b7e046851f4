package dev.brigade.conformance.checks;

import java.util.List;

/** Every group of checks, in the order they run (also their {@code @Order}). */
public final class Groups {

    public static final List<Class<?>> ALL = List.of(
            PlaintextChecks.class,
            EchoChecks.class,
            MenuChecks.class,
            SseChecks.class,
            HttpChecks.class,
            ConduitReadChecks.class,
            ConduitWriteChecks.class,
            ConduitLoadChecks.class,
            BadInputChecks.class,
            ProcessChecks.class);

    private Groups() { }
}
