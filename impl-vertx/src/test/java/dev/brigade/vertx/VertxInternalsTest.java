package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.HttpRequest;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.impl.VertxHttpRequestDecoder;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What {@link StrictRequestDecoder} relies on inside Vert.x (checked against 5.0.7): when one of these
 * fails after an upgrade, read that class's Javadoc and find the new place, or drop the override if
 * Vert.x or Netty now does the job.
 */
@ExtendWith(VertxExtension.class)
class VertxInternalsTest {

  private static final String CL_AND_TE = "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n"
      + "Transfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n";

  private final HttpServerOptions options = ServerConfig.from(new JsonObject()).httpServerOptions();

  @Test
  void vertxsOwnDecoderStillAcceptsContentLengthWithTransferEncoding() {
    HttpRequest request = decode(new VertxHttpRequestDecoder(options));
    assertTrue(request.decoderResult().isSuccess(),
        "Vert.x's decoder now refuses Content-Length with Transfer-Encoding itself: StrictRequestDecoder's override can go");
    assertFalse(request.headers().contains("Content-Length"));
  }

  @Test
  void theStrictDecoderRefusesIt() {
    assertTrue(decode(new StrictRequestDecoder(options)).decoderResult().isFailure());
  }

  @Test
  void theDecoderIsFoundAndReplacedAndTheConnectionFlushes(Vertx vertx, VertxTestContext testContext) throws Exception {
    var server = vertx.createHttpServer(new HttpServerOptions(options).setPort(0))
        .connectionHandler(connection -> testContext.verify(() -> assertTrue(StrictRequestDecoder.install(connection, options),
            "Vert.x's HTTP/1.1 connection is no longer a ConnectionBase with a VertxHttpRequestDecoder named '"
                + StrictRequestDecoder.DECODER + "': StrictRequestDecoder is not installed")))
        .requestHandler(request -> testContext.verify(() -> {
          assertTrue(StrictRequestDecoder.flush(request.connection()),
              "Vert.x's HTTP/1.1 connection is no longer a ConnectionBase: RouteFailures cannot flush a 400 before the close");
          request.response().end();
          testContext.completeNow();
        }));
    int port = server.listen().await().actualPort();
    try (Socket socket = new Socket("127.0.0.1", port)) {
      OutputStream out = socket.getOutputStream();
      out.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      assertTrue(testContext.awaitCompletion(5, java.util.concurrent.TimeUnit.SECONDS));
    }
  }

  private static HttpRequest decode(VertxHttpRequestDecoder decoder) {
    EmbeddedChannel channel = new EmbeddedChannel(decoder);
    channel.writeInbound(Unpooled.copiedBuffer(CL_AND_TE, StandardCharsets.US_ASCII));
    HttpRequest request = channel.readInbound();
    channel.finishAndReleaseAll();
    assertEquals("/echo", request.uri());
    return request;
  }
}
