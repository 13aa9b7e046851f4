package dev.brigade.micronaut;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * One HTTP/1.1 connection's request heads: this clock in front of Netty's codec, {@link #judge} behind
 * it. CONTRACT §2.14: a head is complete within 10 s of its first byte (Micronaut's read-idle timeout
 * restarts with every byte); one timer per connection, re-armed for what the pending head has left.
 * What the codec judged is answered as the contract wants where Micronaut would answer 413 or in the
 * request's version: line over 8 KiB 414, headers over 16 KiB 431, {@code HTTP/2.0} 505, {@code
 * http/1.1} 400. {@code Upgrade} is dropped: Micronaut's h2c upgrade handler must not take it (§7.8).
 */
final class Http1Heads extends ChannelInboundHandlerAdapter {

    /** {@code brigade.head-timeout} in application.yml. */
    private final long budgetNanos;
    /** Its {@code Date} on a refusal. */
    private final RequestRules rules;

    private boolean awaitingHead = true;
    /** A head has started and the codec has not handed it on yet. */
    private boolean headPending;

    private long headStartedNanos;
    /** The connection's one timer, or null when none is armed. */
    private ScheduledFuture<?> timer;

    Http1Heads(long budgetNanos, RequestRules rules) {
        this.budgetNanos = budgetNanos;
        this.rules = rules;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object bytes) {
        if (awaitingHead && !headPending) {
            headPending = true;
            headStartedNanos = System.nanoTime();
            if (timer == null) {
                timer = ctx.executor().schedule(() -> expire(ctx), budgetNanos, TimeUnit.NANOSECONDS);
            }
        }
        ctx.fireChannelRead(bytes);
    }

    /** Close if the pending head is past its budget, else wait for what it has left. */
    private void expire(ChannelHandlerContext ctx) {
        timer = null;
        if (!headPending) {
            return;
        }
        // Without the codec the connection has been upgraded to HTTP/2, whose frames are no heads.
        if (ctx.pipeline().get(HttpServerCodec.class) == null) {
            awaitingHead = false;
            headPending = false;
            return;
        }
        long left = budgetNanos - (System.nanoTime() - headStartedNanos);
        if (left <= 0) {
            ctx.close();
        } else {
            timer = ctx.executor().schedule(() -> expire(ctx), left, TimeUnit.NANOSECONDS);
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
        ctx.fireChannelInactive();
    }

    /** Behind the codec: a decoded head stops the clock, and is refused or handed on. */
    ChannelInboundHandlerAdapter judge() {
        return new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object message) {
                if (message instanceof HttpRequest request) {
                    awaitingHead = false;
                    headPending = false;
                    HttpResponseStatus refusal = refusal(request);
                    if (refusal != null) {
                        ReferenceCountUtil.release(message);
                        refuse(ctx, refusal);
                        return;
                    }
                    request.headers().remove(HttpHeaderNames.UPGRADE);
                }
                if (message instanceof LastHttpContent) {
                    awaitingHead = true;
                }
                ctx.fireChannelRead(message);
            }
        };
    }

    private void refuse(ChannelHandlerContext ctx, HttpResponseStatus status) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.EMPTY_BUFFER);
        response.headers()
                .set(HttpHeaderNames.DATE, rules.date())
                .set(HttpHeaderNames.CONTENT_LENGTH, 0)
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }

    /** The status a decoded head is refused with, or null when Micronaut should have it. */
    static HttpResponseStatus refusal(HttpRequest request) {
        DecoderResult result = request.decoderResult();
        if (result.cause() instanceof TooLongHttpLineException) {
            return HttpResponseStatus.REQUEST_URI_TOO_LONG;
        }
        if (result.cause() instanceof TooLongHttpHeaderException) {
            return HttpResponseStatus.REQUEST_HEADER_FIELDS_TOO_LARGE;
        }
        HttpVersion version = request.protocolVersion();
        if (result.isFailure() || version == HttpVersion.HTTP_1_1 || version == HttpVersion.HTTP_1_0) {
            return null;
        }
        if (version.majorVersion() >= 2) {
            return HttpResponseStatus.HTTP_VERSION_NOT_SUPPORTED;
        }
        // Any other spelling of 1.0 or 1.1 (http/1.1): Netty made a version of its own for it.
        return version.majorVersion() == 1 && version.minorVersion() <= 1 ? HttpResponseStatus.BAD_REQUEST : null;
    }
}
