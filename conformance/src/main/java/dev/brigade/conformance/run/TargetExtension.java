package dev.brigade.conformance.run;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import dev.brigade.conformance.target.Target;

/** Hands each check class the run's {@link Target}. */
final class TargetExtension implements ParameterResolver, BeforeAllCallback {

    /** Opens the session (launching the server, in launch mode) before the first check's clock starts. */
    @Override
    public void beforeAll(ExtensionContext context) {
        Session.of(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Target.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return Session.of(context).target();
    }
}
