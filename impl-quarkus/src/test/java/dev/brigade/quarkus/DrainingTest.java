package dev.brigade.quarkus;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * Once Quarkus's pre-shutdown event has fired, a new request is refused with 503 and
 * {@code Connection: close}. Its own profile: Quarkus starts a fresh application for this class,
 * so the draining state does not reach the other tests.
 */
@QuarkusTest
@TestProfile(DrainingTest.OwnApplication.class)
class DrainingTest {

    public static final class OwnApplication implements QuarkusTestProfile {}

    @Inject
    Event<ShutdownDelayInitiatedEvent> shutdown;

    @Test
    void servesUntilShutdownBeginsThenRefusesNewRequests() {
        given().when().get("/plaintext").then().statusCode(200);

        shutdown.fire(new ShutdownDelayInitiatedEvent());

        given().when()
                .get("/plaintext")
                .then()
                .statusCode(503)
                .header("Connection", equalTo("close"))
                .body(equalTo("shutting down"));
    }
}
