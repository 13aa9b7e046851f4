package dev.brigade.conformance.h2;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.OptionalInt;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.http.MetaData;
import org.eclipse.jetty.http2.hpack.HpackDecoder;
import org.eclipse.jetty.http2.hpack.HpackEncoder;
import org.eclipse.jetty.http2.hpack.HpackException;

/**
 * h2c with the frames written by hand, for what a well-behaved client refuses to send: a header
 * list larger than the server's {@code SETTINGS_MAX_HEADER_LIST_SIZE} (Jetty's client checks it
 * before sending). HPACK is Jetty's; the frames (RFC 9113 §4, §6) are the kit's, a few dozen lines.
 */
public final class ScriptedH2c implements AutoCloseable {

    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
    private static final int DATA = 0;
    private static final int HEADERS = 1;
    private static final int RST_STREAM = 3;
    private static final int SETTINGS = 4;
    private static final int PING = 6;
    private static final int GOAWAY = 7;
    private static final int CONTINUATION = 9;
    private static final int END_STREAM = 0x1;
    private static final int END_HEADERS = 0x4;
    private static final int ACK = 0x1;
    /** The default SETTINGS_MAX_FRAME_SIZE: the kit never asks for more. */
    private static final int MAX_FRAME = 16_384;

    /** What the server did with one stream. */
    public record Outcome(int status, OptionalInt reset, Optional<String> connectionEnded) {
        public String describe() {
            return (status == 0 ? "no response HEADERS" : ":status " + status)
                    + reset.stream()
                            .mapToObj(code -> ", RST_STREAM(" + H2Codes.name(code) + ")")
                            .findFirst()
                            .orElse("")
                    + connectionEnded.map(why -> ", " + why).orElse("");
        }
    }

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final URI base;
    private final HpackEncoder encoder = new HpackEncoder();
    private final HpackDecoder decoder = new HpackDecoder(1 << 20, System::nanoTime);
    private int nextStream = 1;

    private ScriptedH2c(Socket socket, URI base) throws IOException {
        this.socket = socket;
        this.base = base;
        this.in = new DataInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
        encoder.setValidateEncoding(false);
        encoder.setMaxHeaderListSize(1 << 20); // no limit of the kit's own: the server's is what is checked
    }

    /** Connects, sends the preface and an empty SETTINGS. */
    public static ScriptedH2c open(URI base) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), (int) H2Connection.TIMEOUT.toMillis());
        socket.setSoTimeout((int) H2Connection.TIMEOUT.toMillis());
        ScriptedH2c connection = new ScriptedH2c(socket, base);
        connection.out.write(PREFACE);
        connection.frame(SETTINGS, 0, 0, new byte[0]);
        return connection;
    }

    /** A GET with these extra fields, its header block cut into HEADERS and CONTINUATION frames as needed. */
    public Outcome get(String path, HttpFields extra) throws IOException {
        int stream = nextStream;
        nextStream += 2;
        MetaData.Request request = new MetaData.Request(
                "GET",
                HttpURI.from("http://" + base.getHost() + ":" + base.getPort() + path),
                HttpVersion.HTTP_2,
                extra);
        ByteBuffer block = ByteBuffer.allocate(1 << 20);
        try {
            encoder.encode(block, request);
        } catch (HpackException e) {
            throw new IOException("could not encode the request: " + e.getMessage(), e);
        }
        block.flip();
        byte[] bytes = new byte[block.remaining()];
        block.get(bytes);
        for (int offset = 0; offset < bytes.length || offset == 0; offset += MAX_FRAME) {
            int length = Math.min(MAX_FRAME, bytes.length - offset);
            boolean last = offset + length >= bytes.length;
            byte[] part = java.util.Arrays.copyOfRange(bytes, offset, offset + length);
            frame(
                    offset == 0 ? HEADERS : CONTINUATION,
                    (offset == 0 ? END_STREAM : 0) | (last ? END_HEADERS : 0),
                    stream,
                    part);
            if (last) {
                break;
            }
        }
        out.flush();
        return await(stream);
    }

    /** Reads frames until the stream's answer is decided: its response HEADERS, its RST_STREAM, or the connection's end. */
    private Outcome await(int stream) throws IOException {
        java.io.ByteArrayOutputStream headerBlock = null;
        int blockStream = 0;
        while (true) {
            int length;
            int type;
            int flags;
            int id;
            byte[] payload;
            try {
                length = (in.readUnsignedByte() << 16) | (in.readUnsignedByte() << 8) | in.readUnsignedByte();
                type = in.readUnsignedByte();
                flags = in.readUnsignedByte();
                id = in.readInt() & 0x7fffffff;
                payload = in.readNBytes(length);
            } catch (EOFException e) {
                return new Outcome(0, OptionalInt.empty(), Optional.of("the server closed the connection"));
            } catch (SocketTimeoutException e) {
                return new Outcome(
                        0,
                        OptionalInt.empty(),
                        Optional.of("no answer within " + H2Connection.TIMEOUT.toSeconds() + " s"));
            }
            switch (type) {
                case SETTINGS -> {
                    if ((flags & ACK) == 0) {
                        frame(SETTINGS, ACK, 0, new byte[0]);
                    }
                }
                case PING -> {
                    if ((flags & ACK) == 0) {
                        frame(PING, ACK, 0, payload);
                    }
                }
                case GOAWAY -> {
                    int code = ByteBuffer.wrap(payload, 4, 4).getInt();
                    return new Outcome(0, OptionalInt.empty(), Optional.of("GOAWAY(" + H2Codes.name(code) + ")"));
                }
                case RST_STREAM -> {
                    if (id == stream) {
                        return new Outcome(
                                0, OptionalInt.of(ByteBuffer.wrap(payload).getInt()), Optional.empty());
                    }
                }
                case HEADERS, CONTINUATION -> {
                    if (type == HEADERS) {
                        headerBlock = new java.io.ByteArrayOutputStream();
                        blockStream = id;
                        headerBlock.write(fragment(flags, payload));
                    } else if (headerBlock != null) {
                        headerBlock.write(payload);
                    }
                    if ((flags & END_HEADERS) != 0 && headerBlock != null) {
                        MetaData metaData;
                        try {
                            metaData = decoder.decode(ByteBuffer.wrap(headerBlock.toByteArray()));
                        } catch (HpackException e) {
                            return new Outcome(
                                    0,
                                    OptionalInt.empty(),
                                    Optional.of("a header block the kit cannot decode: " + e.getMessage()));
                        }
                        headerBlock = null;
                        if (blockStream == stream && metaData instanceof MetaData.Response response) {
                            return new Outcome(response.getStatus(), OptionalInt.empty(), Optional.empty());
                        }
                    }
                }
                case DATA -> {} // a stream's body: not needed here (the kit's windows are never exhausted by one
                // answer)
                default -> {}
            }
        }
    }

    /** A HEADERS payload without its padding and priority fields (RFC 9113 §6.2). */
    private static byte[] fragment(int flags, byte[] payload) {
        int start = 0;
        int end = payload.length;
        if ((flags & 0x8) != 0) {
            int pad = payload[0] & 0xff;
            start = 1;
            end -= pad;
        }
        if ((flags & 0x20) != 0) {
            start += 5;
        }
        return java.util.Arrays.copyOfRange(payload, start, Math.max(start, end));
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
