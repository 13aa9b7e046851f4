package dev.brigade.conformance.run;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a class of checks: it gets its {@link dev.brigade.conformance.target.Target} through the
 * constructor, and its checks are skipped (with the reason) when the run lacks what they need.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(TargetExtension.class)
@ExtendWith(RequirementCondition.class)
public @interface CheckGroup {

    /** What the group's checks need beyond a listening server. */
    Requirement requires() default Requirement.NOTHING;
}
