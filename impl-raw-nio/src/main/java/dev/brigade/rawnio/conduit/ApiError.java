package dev.brigade.rawnio.conduit;

import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;

/** A RealWorld error: the status and {@code {"errors":{"FIELD":["MESSAGE"]}}}. */
record ApiError(Status status, String field, String message) {
    static final ApiError UNAUTHORIZED = new ApiError(Status.UNAUTHORIZED, "token", "is missing or invalid");
    static final ApiError ARTICLE_NOT_FOUND = new ApiError(Status.NOT_FOUND, "article", "not found");

    Response response() {
        return Response.json(status, ConduitJson.error(field, message));
    }
}
