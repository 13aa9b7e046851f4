package dev.brigade.conformance.run;

import dev.brigade.conformance.target.IdleProbe;
import dev.brigade.conformance.target.SlowHeadProbe;
import dev.brigade.conformance.target.Target;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/** Hands each check class the run's {@link Target} (and its probes, for the idle-timeout and slow-head checks). */
final class TargetExtension implements ParameterResolver, BeforeAllCallback {

    /** Opens the session (launching the server, in launch mode) before the first check's clock starts. */
    @Override
    public void beforeAll(ExtensionContext context) {
        Session.of(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == Target.class || type == IdleProbe.class || type == SlowHeadProbe.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Session session = Session.of(context);
        Class<?> type = parameter.getParameter().getType();
        return type == Target.class ? session.target() : type == IdleProbe.class ? session.idle() : session.slowHead();
    }
}
