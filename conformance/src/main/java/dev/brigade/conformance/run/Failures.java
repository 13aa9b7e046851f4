package dev.brigade.conformance.run;

import dev.brigade.conformance.target.RawHttp;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.extension.ParameterResolutionException;

/** What went wrong in a check, as text for a person: no stack traces. */
final class Failures {

    private Failures() {}

    static String describe(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof ParameterResolutionException
                        || cause instanceof ExecutionException
                        || cause.getClass() == RuntimeException.class)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        String message = cause.getMessage() == null ? "" : cause.getMessage();
        if (cause instanceof AssertionError) {
            return message;
        }
        if (cause instanceof SocketTimeoutException) {
            return "no answer within " + RawHttp.TIMEOUT.toSeconds() + " s (" + message + ")";
        }
        if (cause instanceof ConnectException) {
            return "could not connect: " + message;
        }
        return cause.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
    }
}
