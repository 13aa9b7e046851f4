package dev.brigade.conformance.checks;

import java.util.List;

/** Every group of checks, in the order they run. */
public final class Groups {

    public static final List<Class<?>> ALL = List.of(PlaintextChecks.class);

    private Groups() { }
}
