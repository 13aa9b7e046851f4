package dev.brigade.helidon;

import io.helidon.common.GenericType;
import io.helidon.common.media.type.MediaType;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.http.Method;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import io.helidon.webserver.http.spi.Sink;
import io.helidon.webserver.http.spi.SinkProvider;
import io.helidon.webserver.http.spi.SinkProviderContext;
import java.util.function.BiConsumer;

/**
 * The head of a chunked answer and nothing after it: {@code HEAD /sse} (RFC 9110 §9.3.2, GET's
 * status and headers without content; GET's stream is chunked, so no {@code Content-Length},
 * RFC 9110 §8.6).
 *
 * <p>{@code ServerResponse} cannot say this in Helidon 4.5: {@code send()}, or an output stream
 * closed without a byte, answers {@code Content-Length: 0}, and a stream whose head has gone out
 * chunked ends with the last chunk {@code 0\r\n\r\n}, which after a HEAD answer the client reads
 * as the start of the next response. The one public way to send a head and keep the body open
 * is {@link SinkProviderContext#flushHeaders()}, given to a {@link SinkProvider} (the
 * {@code ServiceLoader} SPI that Helidon's own {@code SseSink} is built on), so this is a sink.
 *
 * <p>Helidon's HTTP/1 stream chooses its framing when the output stream is taken: with a
 * {@code Content-Length} it is length-delimited, which has no last chunk to write. The head is
 * written when {@code flushHeaders()} runs, from the headers as they are then: without the length
 * Helidon names {@code Transfer-Encoding: chunked}, as GET's head does. No byte is ever written,
 * so the head is the whole answer and the connection goes on to the next request.
 */
public final class StreamHead implements Sink<Object> {

  /** For {@code response.sink(StreamHead.TYPE)}. */
  public static final GenericType<StreamHead> TYPE = GenericType.create(StreamHead.class);

  private final Runnable close;

  private StreamHead(Runnable close) {
    this.close = close;
  }

  /** A HEAD answer has no body: there is nothing to emit. */
  @Override
  public StreamHead emit(Object event) {
    throw new IllegalStateException("HEAD: the answer has no body");
  }

  /** Ends the answer (Helidon's close of the response: no bytes, the connection is free). */
  @Override
  public void close() {
    close.run();
  }

  /** Registered in {@code META-INF/services/io.helidon.webserver.http.spi.SinkProvider}. */
  public static final class Provider implements SinkProvider<Object> {

    @Override
    public boolean supports(GenericType<? extends Sink<?>> type, ServerRequest request) {
      return TYPE.equals(type) && Method.HEAD.equals(request.prologue().method());
    }

    @Override
    @SuppressWarnings("unchecked")
    public <X extends Sink<Object>> X create(SinkProviderContext context) {
      ServerResponse response = context.serverResponse();
      response.header(HeaderValues.CONTENT_LENGTH_ZERO);
      response.outputStream();                            // framing chosen: length-delimited
      response.headers().remove(HeaderNames.CONTENT_LENGTH);
      context.flushHeaders();                             // the head, with Transfer-Encoding: chunked
      return (X) new StreamHead(context.closeRunnable());
    }

    /** The pre-4.1.2 form, which Helidon calls only when the one above is missing. */
    @Override
    @Deprecated(since = "4.1.2", forRemoval = true)
    @SuppressWarnings("removal")
    public <X extends Sink<Object>> X create(ServerResponse response, BiConsumer<Object, MediaType> eventConsumer,
        Runnable closeRunnable) {
      throw new UnsupportedOperationException("StreamHead needs SinkProviderContext.flushHeaders()");
    }
  }
}
