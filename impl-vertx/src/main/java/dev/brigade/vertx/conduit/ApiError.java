package dev.brigade.vertx.conduit;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** A client error on the API, answered in RealWorld's shape: {@code {"errors":{"field":["message"]}}}. */
final class ApiError extends RuntimeException {

    final HttpResponseStatus status;
    final JsonObject body;

    ApiError(HttpResponseStatus status, String field, String message) {
        super(message, null, false, false);
        this.status = status;
        this.body = body(field, message);
    }

    static ApiError unauthorized() {
        return new ApiError(HttpResponseStatus.UNAUTHORIZED, "token", "is missing or unknown");
    }

    static ApiError notFound(String what) {
        return new ApiError(HttpResponseStatus.NOT_FOUND, what, "not found");
    }

    static ApiError unprocessable(String field, String message) {
        return new ApiError(HttpResponseStatus.UNPROCESSABLE_ENTITY, field, message);
    }

    static JsonObject body(String field, String message) {
        return new JsonObject().put("errors", new JsonObject().put(field, new JsonArray().add(message)));
    }
}
