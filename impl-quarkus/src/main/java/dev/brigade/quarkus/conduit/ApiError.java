package dev.brigade.quarkus.conduit;

import java.util.List;
import java.util.Map;

/**
 * A client error on the API, answered in RealWorld's shape {@code {"errors":{"field":["message"]}}}
 * by {@link ConduitResource#apiError}.
 */
public final class ApiError extends RuntimeException {

    final int status;
    final String field;

    ApiError(int status, String field, String message) {
        super(message, null, false, false);
        this.status = status;
        this.field = field;
    }

    static ApiError unauthorized() {
        return new ApiError(401, "token", "is missing or unknown");
    }

    static ApiError notFound(String what) {
        return new ApiError(404, what, "not found");
    }

    static ApiError unprocessable(String field, String message) {
        return new ApiError(422, field, message);
    }

    /** The answer's body, as Jackson writes it. */
    Map<String, Map<String, List<String>>> body() {
        return Map.of("errors", Map.of(field, List.of(getMessage())));
    }
}
