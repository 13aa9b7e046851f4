package dev.brigade.conformance.run;

import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.target.Target;
import java.lang.reflect.Method;
import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips, one by one and with the reason, the checks a run cannot do: Conduit without a database,
 * process rules without a launched server, and everything but {@code process.ready} when the
 * launched server never became ready. Decided per check (not per class) so every check is reported.
 */
final class RequirementCondition implements ExecutionCondition {

    static final String READY_ID = "process.ready";
    /** TLS mode's start: the other TLS checks wait on it as the plain ones wait on {@link #READY_ID}. */
    static final String TLS_READY_ID = "process.tls-ready";

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<Method> method = context.getTestMethod();
        if (method.isEmpty()) {
            return ConditionEvaluationResult.enabled("decided per check");
        }
        Target target = Session.of(context).target();
        Check check = method.get().getAnnotation(Check.class);
        Optional<ServerUnderTest> server = target.server();
        if (server.isPresent()
                && !server.get().isReady()
                && (check == null || !(READY_ID.equals(check.id()) || TLS_READY_ID.equals(check.id())))) {
            return ConditionEvaluationResult.disabled("the server did not become ready (see "
                    + (server.get().tls().isPresent() ? TLS_READY_ID : READY_ID) + ")");
        }
        Requirement requirement =
                context.getRequiredTestClass().getAnnotation(CheckGroup.class).requires();
        return switch (requirement) {
            case DATABASE ->
                !target.hasConduit()
                        ? ConditionEvaluationResult.disabled(
                                "no --database given: the Conduit checks need the server's freshly"
                                        + " seeded SQLite file (or --seeded, when the server runs on one the kit cannot read)")
                        : Optional.ofNullable(method.get().getAnnotation(NeedsDatabaseFile.class))
                                .filter(needs -> target.database().isEmpty())
                                .map(needs -> ConditionEvaluationResult.disabled("--seeded: " + needs.value()
                                        + ", which needs the server's database file (--database)"))
                                .orElse(enabled());
            case LAUNCH ->
                server.isPresent()
                        ? enabled()
                        : ConditionEvaluationResult.disabled(
                                "process rules are checked only in launch mode (--run), where the kit starts the server");
            case NOTHING -> enabled();
        };
    }

    private static ConditionEvaluationResult enabled() {
        return ConditionEvaluationResult.enabled("the run has what it needs");
    }
}
