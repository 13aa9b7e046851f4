package dev.brigade.micronaut.conduit;

import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** Micronaut's hook for an exception type: every {@link ApiError} becomes its status and RealWorld body. */
@Singleton
@Requires(beans = ConduitStore.class)
final class ApiErrorHandler implements ExceptionHandler<ApiError, HttpResponse<ConduitJson.Errors>> {

    @Override
    @SuppressWarnings("rawtypes") // the interface's own signature takes a raw HttpRequest
    public HttpResponse<ConduitJson.Errors> handle(HttpRequest request, ApiError error) {
        return HttpResponse.status(error.status).body(ConduitJson.Errors.of(error.field, error.getMessage()));
    }
}
