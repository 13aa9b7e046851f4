package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Mode;
import java.util.List;
import java.util.stream.Stream;

/**
 * Every group of checks, in the order they run: the one place that order is kept
 * ({@link dev.brigade.conformance.run.CheckOrder} reads it for the run and for the list). The plain
 * mode's groups run against the server started as given, the TLS mode's against its HTTPS launch.
 */
public final class Groups {

    public static final List<Class<?>> PLAIN = List.of(
            PlaintextChecks.class,
            EchoChecks.class,
            MenuChecks.class,
            SseChecks.class,
            HttpChecks.class,
            MethodChecks.class,
            TargetChecks.class,
            H2cChecks.class,
            H2cShutdownChecks.class,
            ConduitReadChecks.class,
            ConduitWriteChecks.class,
            ConduitLoadChecks.class,
            BadInputChecks.class,
            ProcessChecks.class);

    public static final List<Class<?>> TLS =
            List.of(TlsRaceChecks.class, TlsHandshakeChecks.class, TlsProcessChecks.class);

    public static final List<Class<?>> ALL =
            Stream.concat(PLAIN.stream(), TLS.stream()).toList();

    private Groups() {}

    public static List<Class<?>> of(Mode mode) {
        return mode == Mode.TLS ? TLS : PLAIN;
    }

    /** The mode a group's checks run in. */
    public static Mode modeOf(Class<?> group) {
        return TLS.contains(group) ? Mode.TLS : Mode.PLAIN;
    }
}
