package dev.brigade.conformance.run;

import dev.brigade.conformance.checks.Groups;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.MethodOrdererContext;

/**
 * The one place the order of the checks is decided: groups in the order of {@link Groups#ALL},
 * and inside a group by {@link Step} where a group needs a sequence (the process checks), else by
 * id. The run ({@code Kit}) and the list ({@code check --list}) both use it, so they cannot disagree.
 */
public final class CheckOrder {

    private static final Comparator<Method> IN_GROUP = Comparator.<Method>comparingInt(
                    method -> Optional.ofNullable(method.getAnnotation(Step.class))
                            .map(Step::value)
                            .orElse(Integer.MAX_VALUE))
            .thenComparing(method -> Optional.ofNullable(method.getAnnotation(Check.class))
                    .map(Check::id)
                    .orElse(method.getName()));

    private CheckOrder() {}

    /** A group's checks in the order they run. */
    static List<Method> checksOf(Class<?> group) {
        return Arrays.stream(group.getDeclaredMethods())
                .filter(method -> method.isAnnotationPresent(Check.class))
                .sorted(IN_GROUP)
                .toList();
    }

    private static int groupIndex(Class<?> group) {
        int index = Groups.ALL.indexOf(group);
        return index < 0 ? Integer.MAX_VALUE : index;
    }

    /** Orders the group classes for the Launcher (named in the run's configuration). */
    public static final class ByGroup implements ClassOrderer {
        @Override
        public void orderClasses(ClassOrdererContext context) {
            context.getClassDescriptors().sort(Comparator.comparingInt(d -> groupIndex(d.getTestClass())));
        }
    }

    /** Orders the checks inside a group for the Launcher. */
    public static final class InGroup implements MethodOrderer {
        @Override
        public void orderMethods(MethodOrdererContext context) {
            context.getMethodDescriptors().sort((a, b) -> IN_GROUP.compare(a.getMethod(), b.getMethod()));
        }
    }
}
