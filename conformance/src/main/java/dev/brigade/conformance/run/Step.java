package dev.brigade.conformance.run;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Where a check runs inside its group, for the few groups whose checks must run in sequence (the
 * process checks end with SIGTERM). Checks without it run by id, after those with it.
 * {@link CheckOrder} reads it; JUnit's own {@code @Order} is not used, so no second orderer applies.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Step {
    int value();
}
