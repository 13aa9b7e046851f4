package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

import io.helidon.http.HeaderNames;
import io.helidon.http.Method;
import io.helidon.http.Status;
import io.helidon.webclient.http1.Http1Client;
import io.helidon.webclient.http1.Http1ClientResponse;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import org.junit.jupiter.api.Test;

/** {@code /menu}: the contract's page, rendered by Pebble per request. */
@ServerTest
class MenuServiceTest {

    private final Http1Client client;

    MenuServiceTest(Http1Client client) {
        this.client = client;
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) {
        TestServers.routing(routing);
    }

    @Test
    void theMenuIsTheContractPage() throws Exception {
        byte[] page = TestFiles.contract("menu.html");
        try (Http1ClientResponse response = client.get("/menu").request()) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(response.headers().get(HeaderNames.CONTENT_TYPE).get(), is("text/html; charset=utf-8"));
            assertThat(response.headers().get(HeaderNames.CONTENT_LENGTH).get(), is(String.valueOf(page.length)));
            assertThat(response.as(byte[].class), is(page));
        }
    }

    @Test
    void headIsGetsHeadWithItsLength() throws Exception {
        try (Http1ClientResponse response =
                client.method(Method.HEAD).path("/menu").request()) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(
                    response.headers().get(HeaderNames.CONTENT_LENGTH).get(),
                    is(String.valueOf(TestFiles.contract("menu.html").length)));
        }
    }
}
