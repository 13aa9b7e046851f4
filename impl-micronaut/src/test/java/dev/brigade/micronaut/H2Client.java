package dev.brigade.micronaut;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder;
import io.netty.handler.codec.http2.DefaultHttp2HeadersEncoder;
import io.netty.handler.codec.http2.Http2Headers;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A small HTTP/2 client over one socket, frame by frame, so tests can see what the server sends:
 * each DATA frame, RST_STREAM, GOAWAY and SETTINGS. Netty's HPACK encoder and decoder do the
 * header blocks; everything else is RFC 9113's frame layout. Single-threaded: a test writes a
 * request, then reads until that stream ends.
 */
final class H2Client implements Closeable {

    static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    static final int DATA = 0x0;
    static final int HEADERS = 0x1;
    static final int RST_STREAM = 0x3;
    static final int SETTINGS = 0x4;
    static final int PING = 0x6;
    static final int GOAWAY = 0x7;
    static final int WINDOW_UPDATE = 0x8;
    static final int CONTINUATION = 0x9;
    static final int END_STREAM = 0x1;
    static final int END_HEADERS = 0x4;
    static final int ACK = 0x1;
    private static final int MAX_FRAME = 16_384;

    /** One frame as read. */
    record Frame(int type, int flags, int streamId, byte[] payload) {
        boolean endStream() {
            return (flags & END_STREAM) != 0 && (type == DATA || type == HEADERS);
        }
    }

    /** What came back on one stream: its headers, each DATA frame's bytes, and a reset's code if any. */
    record Response(Http2Headers headers, List<byte[]> data, Integer resetCode) {
        String status() {
            return headers == null ? null : headers.status().toString();
        }

        String header(String name) {
            CharSequence value = headers.get(name);
            return value == null ? null : value.toString();
        }

        byte[] body() {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            data.forEach(all::writeBytes);
            return all.toByteArray();
        }
    }

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final DefaultHttp2HeadersEncoder encoder = new DefaultHttp2HeadersEncoder();
    private final DefaultHttp2HeadersDecoder decoder = new DefaultHttp2HeadersDecoder(false);
    private final String authority;
    /** The server's SETTINGS, by identifier, as first received. */
    final Map<Integer, Long> serverSettings = new HashMap<>();
    /** Frames read for other streams (or the connection) while waiting for one. */
    final List<Frame> others = new ArrayList<>();

    private long connectionWindow = 65_535;
    /** Each stream's send window, from the server's initial window and its WINDOW_UPDATEs. */
    private final Map<Integer, Long> streamWindows = new HashMap<>();

    private int nextStreamId = 1;

    /** Prior knowledge: the preface and an empty SETTINGS, straight away. */
    H2Client(Socket socket) throws IOException {
        this(socket, true);
    }

    H2Client(Socket socket, boolean sendPreface) throws IOException {
        this.socket = socket;
        this.socket.setSoTimeout(10_000);
        this.in = new DataInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
        this.authority = "127.0.0.1:" + socket.getPort();
        if (sendPreface) {
            preface();
        }
    }

    void preface() throws IOException {
        out.write(PREFACE);
        writeFrame(SETTINGS, 0, 0, new byte[0]);
    }

    /** The stream id the next request will use; {@link #skipStream()} after an h2c upgrade took stream 1. */
    void skipStream() {
        nextStreamId += 2;
    }

    int get(String path, Map<String, String> extra) throws IOException {
        return request("GET", path, extra, null);
    }

    int get(String path) throws IOException {
        return get(path, Map.of());
    }

    /** Sends a request; a body goes in DATA frames within the server's flow-control windows. */
    int request(String method, String path, Map<String, String> extra, byte[] body) throws IOException {
        int streamId = nextStreamId;
        nextStreamId += 2;
        Http2Headers headers = new DefaultHttp2Headers()
                .method(method)
                .path(path)
                .scheme("http")
                .authority(authority);
        extra.forEach(headers::add);
        ByteBuf block = Unpooled.buffer();
        try {
            encoder.encodeHeaders(streamId, headers, block);
            // A block larger than a frame goes on in CONTINUATION frames (RFC 9113 §6.10).
            int type = HEADERS;
            do {
                byte[] bytes = new byte[Math.min(MAX_FRAME, block.readableBytes())];
                block.readBytes(bytes);
                int flags = (block.isReadable() ? 0 : END_HEADERS) | (type == HEADERS && body == null ? END_STREAM : 0);
                writeFrame(type, flags, streamId, bytes);
                type = CONTINUATION;
            } while (block.isReadable());
        } catch (io.netty.handler.codec.http2.Http2Exception e) {
            throw new IOException(e);
        } finally {
            block.release();
        }
        if (body != null) {
            sendBody(streamId, body);
        }
        return streamId;
    }

    /** Writes the body as far as the windows allow; stops early if the server answers or resets the stream first. */
    private void sendBody(int streamId, byte[] body) throws IOException {
        int sent = 0;
        while (sent < body.length) {
            while (connectionWindow <= 0 || streamWindow(streamId) <= 0) {
                Frame frame = next();
                if (frame.streamId() == streamId && (frame.type() == HEADERS || frame.type() == RST_STREAM)) {
                    others.add(frame);
                    return;
                }
                others.add(frame);
            }
            int n = (int) Math.min(
                    Math.min(MAX_FRAME, body.length - sent), Math.min(connectionWindow, streamWindow(streamId)));
            byte[] chunk = java.util.Arrays.copyOfRange(body, sent, sent + n);
            sent += n;
            connectionWindow -= n;
            streamWindows.merge(streamId, (long) -n, Long::sum);
            writeFrame(DATA, sent == body.length ? END_STREAM : 0, streamId, chunk);
        }
    }

    /** Reads until the stream ends (END_STREAM or RST_STREAM), keeping other frames aside. */
    Response read(int streamId) throws IOException {
        Http2Headers headers = null;
        List<byte[]> data = new ArrayList<>();
        List<Frame> pending = new ArrayList<>();
        others.removeIf(frame -> frame.streamId() == streamId && pending.add(frame));
        while (true) {
            Frame frame = pending.isEmpty() ? next() : pending.removeFirst();
            if (frame.streamId() != streamId) {
                others.add(frame);
                continue;
            }
            switch (frame.type()) {
                case HEADERS -> {
                    if (headers == null) {
                        headers = decode(streamId, frame.payload());
                    }
                }
                case DATA -> data.add(frame.payload());
                case RST_STREAM -> {
                    return new Response(headers, data, (int) readInt(frame.payload(), 0));
                }
                default -> {}
            }
            if (frame.endStream()) {
                return new Response(headers, data, null);
            }
        }
    }

    /** The next frame; SETTINGS and PING are acknowledged, WINDOW_UPDATE widens the windows. */
    Frame next() throws IOException {
        byte[] head = new byte[9];
        in.readFully(head);
        int length = ((head[0] & 0xff) << 16) | ((head[1] & 0xff) << 8) | (head[2] & 0xff);
        int type = head[3] & 0xff;
        int flags = head[4] & 0xff;
        int streamId = (int) (readInt(head, 5) & 0x7fff_ffffL);
        byte[] payload = new byte[length];
        in.readFully(payload);
        if (type == SETTINGS && (flags & ACK) == 0) {
            for (int i = 0; i + 6 <= length; i += 6) {
                int id = ((payload[i] & 0xff) << 8) | (payload[i + 1] & 0xff);
                serverSettings.putIfAbsent(id, readInt(payload, i + 2));
            }
            writeFrame(SETTINGS, ACK, 0, new byte[0]);
        } else if (type == PING && (flags & ACK) == 0) {
            writeFrame(PING, ACK, 0, payload);
        } else if (type == WINDOW_UPDATE) {
            long increment = readInt(payload, 0) & 0x7fff_ffffL;
            if (streamId == 0) {
                connectionWindow += increment;
            } else {
                streamWindows.put(streamId, streamWindow(streamId) + increment);
            }
        }
        return new Frame(type, flags, streamId, payload);
    }

    /** Reads frames until a GOAWAY, or null when the server closes first. */
    Frame untilGoAway() throws IOException {
        try {
            while (true) {
                Frame frame = next();
                if (frame.type() == GOAWAY) {
                    return frame;
                }
                others.add(frame);
            }
        } catch (EOFException closed) {
            return null;
        }
    }

    private long streamWindow(int streamId) {
        return streamWindows.computeIfAbsent(streamId, id -> serverSettings.getOrDefault(0x4, 65_535L));
    }

    private Http2Headers decode(int streamId, byte[] block) throws IOException {
        ByteBuf buffer = Unpooled.wrappedBuffer(block);
        try {
            return decoder.decodeHeaders(streamId, buffer);
        } catch (io.netty.handler.codec.http2.Http2Exception e) {
            throw new IOException(e);
        } finally {
            buffer.release();
        }
    }

    private void writeFrame(int type, int flags, int streamId, byte[] payload) throws IOException {
        byte[] head = {
            (byte) (payload.length >>> 16),
            (byte) (payload.length >>> 8),
            (byte) payload.length,
            (byte) type,
            (byte) flags,
            (byte) (streamId >>> 24),
            (byte) (streamId >>> 16),
            (byte) (streamId >>> 8),
            (byte) streamId
        };
        out.write(head);
        out.write(payload);
        out.flush();
    }

    private static long readInt(byte[] bytes, int at) {
        return ((bytes[at] & 0xffL) << 24)
                | ((bytes[at + 1] & 0xffL) << 16)
                | ((bytes[at + 2] & 0xffL) << 8)
                | (bytes[at + 3] & 0xffL);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
