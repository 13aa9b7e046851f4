package dev.brigade.conformance.run;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Test;

/**
 * One rule of the contract, as a Jupiter test with a stable id ({@code sse.chunk-per-event}) and a
 * one-line description. The id is what {@code --only} matches and what every report shows.
 */
@Test
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Check {

    /** Stable id: the group, a dot, then a short name. */
    String id();

    /** One line saying what the rule is. */
    String value();
}
