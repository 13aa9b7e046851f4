package dev.brigade.conformance.run;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A Conduit check that can only prove its rule by reading the server's database file. With
 * {@code --seeded} (the server's file is elsewhere) it is skipped, with {@link #value()} as the reason;
 * every other Conduit check proves its writes through the API there.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface NeedsDatabaseFile {

    /** What the file is needed for. */
    String value();
}
