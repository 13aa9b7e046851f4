package dev.brigade.conformance.run;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.MethodSource;

/**
 * A check as its {@link Check} annotation describes it, with the old ids it still answers to.
 *
 * @param rule    the contract's section, {@code §3.8}
 * @param rfc     the RFC section behind it, or empty
 * @param aliases ids this check had before (see {@link Aliases}); {@code --only} matches them too
 */
public record CheckInfo(
        String id,
        String description,
        String group,
        String rule,
        String rfc,
        Level level,
        Tier tier,
        List<String> aliases) {

    public static Optional<CheckInfo> of(Method method) {
        return Optional.ofNullable(method.getAnnotation(Check.class))
                .map(check -> new CheckInfo(
                        check.id(),
                        check.value(),
                        method.getDeclaringClass().getSimpleName(),
                        check.rule(),
                        check.rfc(),
                        check.level(),
                        check.tier(),
                        Aliases.of(check.id())));
    }

    static Optional<CheckInfo> of(Optional<TestSource> source) {
        return source.filter(MethodSource.class::isInstance)
                .map(MethodSource.class::cast)
                .flatMap(method -> of(method.getJavaMethod()));
    }

    /** Where the rule is written: {@code CONTRACT.md §2.11.1, RFC 9112 §3.2}. */
    public String reference() {
        return "CONTRACT.md " + rule + (rfc.isEmpty() ? "" : ", " + rfc);
    }

    /** Whether {@code --only} selects this check, by its id or one of its old ids. */
    public boolean selectedBy(IdGlob glob) {
        return glob.matches(id) || aliases.stream().anyMatch(glob::matches);
    }

    /** Every check of these classes in the order they run ({@link CheckOrder}). */
    public static List<CheckInfo> all(List<Class<?>> groups) {
        return groups.stream()
                .flatMap(group -> CheckOrder.checksOf(group).stream())
                .map(CheckInfo::of)
                .flatMap(Optional::stream)
                .toList();
    }
}
