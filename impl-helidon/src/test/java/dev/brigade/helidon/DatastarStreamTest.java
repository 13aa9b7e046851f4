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
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The stream's bytes as written to the output stream (the kit checks one chunk per event on the wire). */
@ServerTest
class DatastarStreamTest {

  private final Http1Client client;

  DatastarStreamTest(Http1Client client) {
    this.client = client;
  }

  @SetUpRoute
  static void routing(HttpRouting.Builder routing) {
    Main.routing(routing, null);
  }

  @Test
  void countFortyOneIsTheContractStream() throws Exception {
    try (Http1ClientResponse response = client.get("/sse").queryParam("datastar", "{\"count\":41}").request()) {
      assertThat(response.status(), is(Status.OK_200));
      assertThat(response.headers().get(HeaderNames.CONTENT_TYPE).get(), is("text/event-stream"));
      assertThat(response.headers().get(HeaderNames.TRANSFER_ENCODING).get(), is("chunked"));
      assertThat(response.headers().contains(HeaderNames.CONTENT_LENGTH), is(false));
      assertThat(response.as(String.class),
          is(new String(TestFiles.contract("sse-count-41.txt"), StandardCharsets.UTF_8)));
    }
  }

  @Test
  void theLargestCountGivesTwoToTheThirtySecond() {
    String stream = client.get("/sse").queryParam("datastar", "{\"count\":4294967295}").requestEntity(String.class);
    assertThat(stream.startsWith("event: datastar-patch-signals\ndata: signals {\"count\":4294967296}\n\n"), is(true));
  }

  @Test
  void headAnswersTheStatusWithoutEvents() {
    try (Http1ClientResponse response = client.method(Method.HEAD).path("/sse")
        .queryParam("datastar", "{\"count\":1}").request()) {
      assertThat(response.status(), is(Status.OK_200));
      assertThat(response.headers().get(HeaderNames.CONTENT_TYPE).get(), is("text/event-stream"));
    }
  }
}
