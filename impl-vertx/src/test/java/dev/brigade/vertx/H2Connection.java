package dev.brigade.vertx;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder;
import io.netty.handler.codec.http2.DefaultHttp2HeadersEncoder;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2HeadersEncoder;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * HTTP/2 frames written and read by hand on a real socket (plain, or TLS with ALPN h2), so the tests
 * see what went over the wire: each DATA frame, RST_STREAM and GOAWAY, and requests that Vert.x's own
 * client would refuse to send (a header list over the server's limit). Netty's HPACK coder packs the
 * header blocks; everything else is the frame layout of RFC 9113 §4.1.
 */
final class H2Connection implements AutoCloseable {

    static final int DATA = 0x0;
    static final int HEADERS = 0x1;
    static final int RST_STREAM = 0x3;
    static final int SETTINGS = 0x4;
    static final int GOAWAY = 0x7;
    static final int CONTINUATION = 0x9;
    static final int END_STREAM = 0x1;
    static final int END_HEADERS = 0x4;
    private static final int ACK = 0x1;
    private static final int PADDED = 0x8;
    private static final int PRIORITY = 0x20;
    private static final int MAX_FRAME = 16_384;
    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

    /** One frame as read; for HEADERS, its header block decoded. */
    record Frame(int type, int flags, int stream, byte[] payload, Http2Headers headers) {
        boolean endStream() {
            return (flags & END_STREAM) != 0;
        }

        long errorCode() {
            int at = type == GOAWAY ? 4 : 0;
            return ((payload[at] & 0xFFL) << 24)
                    | ((payload[at + 1] & 0xFF) << 16)
                    | ((payload[at + 2] & 0xFF) << 8)
                    | (payload[at + 3] & 0xFF);
        }
    }

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final DefaultHttp2HeadersEncoder encoder =
            new DefaultHttp2HeadersEncoder(Http2HeadersEncoder.NEVER_SENSITIVE, true);
    private final DefaultHttp2HeadersDecoder decoder = new DefaultHttp2HeadersDecoder(false);
    private final List<Frame> settings = new ArrayList<>();

    /** A new h2c connection to the server on this machine's loopback port. */
    static H2Connection open(int port) throws IOException {
        return new H2Connection(new Socket("127.0.0.1", port));
    }

    /** Sends the preface and an empty SETTINGS on an open socket; reads time out after five seconds. */
    H2Connection(Socket socket) throws IOException {
        this.socket = socket;
        socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(5));
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
        out.write(PREFACE);
        frame(SETTINGS, 0, 0, new byte[0]);
        try {
            // the client reads whatever header list the server sends
            decoder.configuration().maxHeaderListSize(Integer.MAX_VALUE, Integer.MAX_VALUE);
        } catch (Http2Exception e) {
            throw new IOException(e);
        }
    }

    /** A request's HEADERS (split into CONTINUATION frames above the default frame size), ending the stream if asked. */
    void request(int stream, String method, String path, boolean endStream, CharSequence... nameValues)
            throws IOException {
        Http2Headers headers = new DefaultHttp2Headers()
                .method(method)
                .path(path)
                .scheme("http")
                .authority("127.0.0.1");
        for (int i = 0; i < nameValues.length; i += 2) {
            headers.add(nameValues[i], nameValues[i + 1]);
        }
        ByteBuf block = Unpooled.buffer();
        try {
            encoder.encodeHeaders(stream, headers, block);
            byte[] bytes = new byte[block.readableBytes()];
            block.readBytes(bytes);
            for (int from = 0; from < bytes.length || from == 0; from += MAX_FRAME) {
                int to = Math.min(bytes.length, from + MAX_FRAME);
                int flags = (to == bytes.length ? END_HEADERS : 0) | (from == 0 && endStream ? END_STREAM : 0);
                frame(from == 0 ? HEADERS : CONTINUATION, flags, stream, Arrays.copyOfRange(bytes, from, to));
            }
        } catch (Http2Exception e) {
            throw new IOException(e);
        } finally {
            block.release();
        }
    }

    void data(int stream, byte[] bytes, boolean endStream) throws IOException {
        frame(DATA, endStream ? END_STREAM : 0, stream, bytes);
    }

    /** The next frame other than the server's SETTINGS (acknowledged here), PING or WINDOW_UPDATE. */
    Frame next() throws IOException {
        while (true) {
            int length = (in.readUnsignedByte() << 16) | in.readUnsignedShort();
            int type = in.readUnsignedByte();
            int flags = in.readUnsignedByte();
            int stream = in.readInt() & 0x7FFF_FFFF;
            byte[] payload = in.readNBytes(length);
            if (type == SETTINGS) {
                if ((flags & ACK) == 0) {
                    settings.add(new Frame(type, flags, stream, payload, null));
                    frame(SETTINGS, ACK, 0, new byte[0]);
                }
            } else if (type == HEADERS) {
                // Vert.x sends its streams' priority (RFC 9113 §6.2: 5 bytes ahead of the block); padding is skipped
                // too
                int padding = (flags & PADDED) != 0 ? payload[0] & 0xFF : 0;
                int from = ((flags & PADDED) != 0 ? 1 : 0) + ((flags & PRIORITY) != 0 ? 5 : 0);
                byte[] block = Arrays.copyOfRange(payload, from, payload.length - padding);
                return new Frame(type, flags, stream, payload, decode(stream, block));
            } else if (type == DATA || type == RST_STREAM || type == GOAWAY || type == CONTINUATION) {
                return new Frame(type, flags, stream, payload, null);
            }
        }
    }

    /** Frames up to and including the one that ends this stream (END_STREAM or RST_STREAM) or the connection (GOAWAY). */
    List<Frame> untilEnd(int stream) throws IOException {
        List<Frame> frames = new ArrayList<>();
        while (true) {
            Frame frame = next();
            frames.add(frame);
            if (frame.type() == GOAWAY
                    || (frame.stream() == stream && (frame.endStream() || frame.type() == RST_STREAM))) {
                return frames;
            }
        }
    }

    /** The value of one setting the server sent (RFC 9113 §6.5.2), or -1. */
    long setting(int id) {
        long value = -1;
        for (Frame frame : settings) {
            byte[] p = frame.payload();
            for (int at = 0; at + 6 <= p.length; at += 6) {
                if (((p[at] & 0xFF) << 8 | (p[at + 1] & 0xFF)) == id) {
                    value = ((p[at + 2] & 0xFFL) << 24)
                            | ((p[at + 3] & 0xFF) << 16)
                            | ((p[at + 4] & 0xFF) << 8)
                            | (p[at + 5] & 0xFF);
                }
            }
        }
        return value;
    }

    private Http2Headers decode(int stream, byte[] payload) throws IOException {
        ByteBuf block = Unpooled.wrappedBuffer(payload);
        try {
            return decoder.decodeHeaders(stream, block);
        } catch (Http2Exception e) {
            throw new IOException(e);
        } finally {
            block.release();
        }
    }

    private void frame(int type, int flags, int stream, byte[] payload) throws IOException {
        byte[] head = {
            (byte) (payload.length >>> 16),
            (byte) (payload.length >>> 8),
            (byte) payload.length,
            (byte) type,
            (byte) flags,
            (byte) (stream >>> 24),
            (byte) (stream >>> 16),
            (byte) (stream >>> 8),
            (byte) stream
        };
        out.write(head);
        out.write(payload);
        out.flush();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
