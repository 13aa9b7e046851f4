package dev.brigade.vertx;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The request body bytes all event loops together may hold at once. A {@code BodyHandler} bounds one
 * body (413 above its limit) but not their sum: 512 HTTP/2 streams, or 512 HTTP/1.1 connections,
 * each posting 1 MiB ran the 256 MiB heap out. In front of each {@code BodyHandler}, {@link #reserving}
 * takes the bytes the body may come to (its Content-Length, or the route's limit when it has none)
 * before one is read; when they are not there, the request gets 503 at once and its body is never
 * read ({@link RouteFailures#endUnread}: RST_STREAM over HTTP/2, a closed connection over HTTP/1.1).
 * One instance for the whole server, shared by every verticle as the database is.
 */
public final class BodyBudget {

  private static final String HELD = "brigade.bodyBudget.held";

  private final AtomicLong free;

  public BodyBudget(long bytes) {
    free = new AtomicLong(bytes);
  }

  /** The route handler to put in front of a {@code BodyHandler} whose limit is {@code maxBodyBytes}. */
  public Handler<RoutingContext> reserving(long maxBodyBytes) {
    return ctx -> reserve(ctx, maxBodyBytes);
  }

  /**
   * Ends the response with {@code answer} and keeps the body's bytes taken until it is written, not
   * merely ended: an echo's answer is the body's own buffer, held while it waits for the client's window.
   */
  public static Future<Void> endHolding(RoutingContext ctx, Buffer answer) {
    Held held = ctx.get(HELD);
    if (held == null) {
      return ctx.response().end(answer);
    }
    held.untilWritten = true;
    Future<Void> written = ctx.response().end(answer);
    written.onComplete(done -> held.release());
    return written;
  }

  /** What is left, for the tests. */
  long free() {
    return free.get();
  }

  private void reserve(RoutingContext ctx, long maxBodyBytes) {
    long bytes = claim(ctx.request().getHeader(HttpHeaders.CONTENT_LENGTH), maxBodyBytes);
    if (free.addAndGet(-bytes) < 0) {
      free.addAndGet(bytes);
      ctx.response().setStatusCode(HttpResponseStatus.SERVICE_UNAVAILABLE.code());
      RouteFailures.endUnread(ctx, HttpResponseStatus.SERVICE_UNAVAILABLE.reasonPhrase());
      return;
    }
    Held held = new Held(bytes);
    ctx.put(HELD, held);
    // Called when the response ends, fails, or its stream or connection closes first; an echo's own
    // write then still holds the body (endHolding), every other answer has let go of it.
    ctx.addEndHandler(ended -> {
      if (ended.failed() || !held.untilWritten) {
        held.release();
      }
    });
    ctx.next();
  }

  /**
   * The most the BodyHandler will buffer: the declared length; nothing past the limit (it answers 413
   * on the Content-Length alone); the limit itself for a body of unknown length (chunked, or HTTP/2
   * without content-length), which it cuts off there.
   */
  static long claim(String contentLength, long maxBodyBytes) {
    if (contentLength == null) {
      return maxBodyBytes;
    }
    try {
      long declared = Long.parseLong(contentLength.trim());
      return declared < 0 ? maxBodyBytes : declared > maxBodyBytes ? 0 : declared;
    } catch (NumberFormatException unparsable) {
      return maxBodyBytes;
    }
  }

  /** One request's bytes, given back once whichever of its ends comes first. */
  private final class Held {
    private final long bytes;
    private boolean released;
    private boolean untilWritten;

    Held(long bytes) {
      this.bytes = bytes;
    }

    /** On the request's own event loop only: no two threads release one request. */
    void release() {
      if (!released) {
        released = true;
        free.addAndGet(bytes);
      }
    }
  }
}
