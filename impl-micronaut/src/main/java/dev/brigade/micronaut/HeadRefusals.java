package dev.brigade.micronaut;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;

/**
 * What Netty's HTTP/1.1 decoder already judged, answered as the contract wants before Micronaut
 * answers otherwise (it maps every too-long frame to 413 and answers in the request's version): a
 * request line over 8 KiB 414, a header section over 16 KiB 431, {@code HTTP/2.0} 505,
 * {@code http/1.1} 400, each with {@code Connection: close}. It also drops {@code Upgrade}, so the
 * h2c upgrade handler Micronaut always installs serves {@code Upgrade: h2c} over HTTP/1.1 (§7.8).
 * Stateless: one instance, behind HTTP/1.1's codec, serves every connection.
 */
@ChannelHandler.Sharable
final class HeadRefusals extends ChannelInboundHandlerAdapter {

    private final HttpDate date;

    HeadRefusals(HttpDate date) {
        this.date = date;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object message) {
        HttpResponseStatus refusal = message instanceof HttpRequest request ? refusal(request) : null;
        if (refusal == null) {
            if (message instanceof HttpRequest request) {
                request.headers().remove(HttpHeaderNames.UPGRADE);
            }
            ctx.fireChannelRead(message);
            return;
        }
        ReferenceCountUtil.release(message);
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, refusal, Unpooled.EMPTY_BUFFER);
        response.headers()
                .set(HttpHeaderNames.DATE, date.value())
                .set(HttpHeaderNames.CONTENT_LENGTH, 0)
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }

    /** The status a decoded head is refused with, or null when Micronaut should have it. */
    static HttpResponseStatus refusal(HttpRequest request) {
        DecoderResult result = request.decoderResult();
        if (result.isFailure()) {
            if (result.cause() instanceof TooLongHttpLineException) {
                return HttpResponseStatus.REQUEST_URI_TOO_LONG;
            }
            if (result.cause() instanceof TooLongHttpHeaderException) {
                return HttpResponseStatus.REQUEST_HEADER_FIELDS_TOO_LARGE;
            }
            return null;
        }
        HttpVersion version = request.protocolVersion();
        if (version == HttpVersion.HTTP_1_1 || version == HttpVersion.HTTP_1_0) {
            return null;
        }
        if (version.majorVersion() >= 2) {
            return HttpResponseStatus.HTTP_VERSION_NOT_SUPPORTED;
        }
        if (version.majorVersion() == 1 && version.minorVersion() <= 1) {
            return HttpResponseStatus.BAD_REQUEST;
        }
        return null;
    }
}
