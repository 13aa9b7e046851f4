package dev.brigade.conformance.run;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Order;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.MethodSource;

/** A check's id and description, read from its {@link Check} annotation. */
public record CheckInfo(String id, String description, String group) {

    public static Optional<CheckInfo> of(Method method) {
        return Optional.ofNullable(method.getAnnotation(Check.class))
                .map(check -> new CheckInfo(check.id(), check.value(), method.getDeclaringClass().getSimpleName()));
    }

    static Optional<CheckInfo> of(Optional<TestSource> source) {
        return source.filter(MethodSource.class::isInstance)
                .map(MethodSource.class::cast)
                .flatMap(method -> of(method.getJavaMethod()));
    }

    /** Every check of these classes in the order they run: by {@code @Order} where a group sets one, else by id. */
    public static List<CheckInfo> all(List<Class<?>> groups) {
        Comparator<Method> byOrder = Comparator.comparingInt(
                method -> Optional.ofNullable(method.getAnnotation(Order.class)).map(Order::value).orElse(Order.DEFAULT));
        return groups.stream()
                .flatMap(group -> Arrays.stream(group.getDeclaredMethods())
                        .filter(method -> method.isAnnotationPresent(Check.class))
                        .sorted(byOrder.thenComparing(method -> method.getAnnotation(Check.class).id()))
                        .map(CheckInfo::of).flatMap(Optional::stream))
                .toList();
    }
}
