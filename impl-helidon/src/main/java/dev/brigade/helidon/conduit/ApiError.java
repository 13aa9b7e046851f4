package dev.brigade.helidon.conduit;

import io.helidon.http.Status;
import java.util.List;
import java.util.Map;

/** A client error on the API, answered by {@link ConduitService#handleError} as {@code {"errors":{"f":["m"]}}}. */
public final class ApiError extends RuntimeException {

    final Status status;
    final String field;

    ApiError(Status status, String field, String message) {
        super(message, null, false, false);
        this.status = status;
        this.field = field;
    }

    static ApiError unauthorized() {
        return new ApiError(Status.UNAUTHORIZED_401, "token", "is missing or unknown");
    }

    static ApiError notFound(String what) {
        return new ApiError(Status.NOT_FOUND_404, what, "not found");
    }

    static ApiError unprocessable(String field, String message) {
        return new ApiError(Status.UNPROCESSABLE_CONTENT_422, field, message);
    }

    Map<String, Map<String, List<String>>> body() {
        return Map.of("errors", Map.of(field, List.of(getMessage())));
    }
}
