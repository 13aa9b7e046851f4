package dev.brigade.micronaut.conduit;

import io.micronaut.http.HttpStatus;
import io.micronaut.http.exceptions.HttpStatusException;
import java.util.List;
import java.util.Map;

/**
 * A client error on the API: Micronaut's own {@code HttpStatusHandler} answers it with its status and
 * RealWorld's body, {@code {"errors":{"FIELD":["message"]}}}.
 */
final class ApiError extends HttpStatusException {

    ApiError(HttpStatus status, String field, String message) {
        super(status, new ConduitJson.Errors(Map.of(field, List.of(message))));
    }

    static ApiError unauthorized() {
        return new ApiError(HttpStatus.UNAUTHORIZED, "token", "is missing, malformed or unknown");
    }

    static ApiError notFound(String what) {
        return new ApiError(HttpStatus.NOT_FOUND, what, "not found");
    }

    static ApiError unprocessable(String field, String message) {
        return new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, field, message);
    }
}
