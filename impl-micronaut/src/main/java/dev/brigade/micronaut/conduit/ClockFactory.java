package dev.brigade.micronaut.conduit;

import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The clock that stamps new comments: a bean, so a test can replace it with a fixed one. */
@Factory
final class ClockFactory {

    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }
}
