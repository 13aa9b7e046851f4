package dev.brigade.conformance.checks;

import io.restassured.response.Response;
import java.net.http.HttpResponse;
import java.util.Optional;

/** A JSON route's answer, whichever client fetched it: status, Content-Type and body bytes. */
record Answer(int status, Optional<String> contentType, byte[] body) {

    static Answer of(Response response) {
        return new Answer(
                response.statusCode(), Optional.ofNullable(response.header("Content-Type")), response.asByteArray());
    }

    static Answer of(dev.brigade.conformance.h2.H2Answer response) {
        return new Answer(response.status(), response.header("content-type"), response.body());
    }

    static Answer of(HttpResponse<byte[]> response) {
        return new Answer(response.statusCode(), response.headers().firstValue("Content-Type"), response.body());
    }
}
