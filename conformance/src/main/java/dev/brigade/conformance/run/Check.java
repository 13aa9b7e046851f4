package dev.brigade.conformance.run;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;

/**
 * One case of one rule of the contract, as a Jupiter test with a stable id
 * ({@code sse.chunk-per-event}), a one-line description, the rule it tests and how binding that rule
 * is. The id is what {@code --only} matches and what every report shows; the rule and level go with it
 * into the list, every failure and the JUnit XML, so a reader finds the sentence that was broken.
 */
@Test
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Check {

    /** Stable id: the group, a dot, then a short name. */
    String id();

    /** One line saying what the case is. */
    String value();

    /** The section of contract/CONTRACT.md that states the rule: {@code §3.8}. */
    String rule();

    /** The RFC section the rule comes from, where there is one: {@code RFC 9112 §7.1}. */
    String rfc() default "";

    Level level() default Level.MUST;

    /** Whose rule it is: the public race's (a failure means DNF there) or brigade's own. */
    Tier tier() default Tier.BRIGADE;
}
