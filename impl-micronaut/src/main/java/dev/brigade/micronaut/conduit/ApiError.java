package dev.brigade.micronaut.conduit;

import io.micronaut.http.HttpStatus;

/**
 * A client error on the API. Thrown anywhere under {@link ConduitController}; {@link ApiErrorHandler}
 * answers it in RealWorld's shape, {@code {"errors":{"FIELD":["message"]}}}.
 */
final class ApiError extends RuntimeException {

    final HttpStatus status;
    final String field;

    ApiError(HttpStatus status, String field, String message) {
        super(message, null, false, false);
        this.status = status;
        this.field = field;
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
