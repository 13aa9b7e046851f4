package dev.brigade.rawnio.http2;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A test client speaking HTTP/2 frames over a real socket: what it sends is written byte by byte. */
final class H2Client implements AutoCloseable {
    static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

    record Frame(int type, int flags, int streamId, byte[] payload) {
        int errorCode() {
            int at = type == Frames.GOAWAY ? 4 : 0;
            return ByteBuffer.wrap(payload, at, 4).getInt();
        }
    }

    /** One stream's answer: its header fields, its body, and the DATA frames' sizes in order. */
    record Answer(Map<String, String> headers, byte[] body, List<Integer> dataFrames, List<Frame> frames) {
        String status() {
            return headers.get(":status");
        }

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final HpackDecoder decoder = new HpackDecoder(4_096, 1 << 20, 1 << 20);

    H2Client(InetSocketAddress address) throws IOException {
        socket = new Socket(address.getAddress(), address.getPort());
        socket.setSoTimeout(10_000);
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
    }

    /** The preface and an empty SETTINGS frame. */
    H2Client start() throws IOException {
        out.write(PREFACE);
        send(Frames.SETTINGS, 0, 0, new byte[0]);
        return this;
    }

    H2Client send(int type, int flags, int streamId, byte[] payload) throws IOException {
        out.write(frame(type, flags, streamId, payload));
        out.flush();
        return this;
    }

    static byte[] frame(int type, int flags, int streamId, byte[] payload) {
        ByteBuffer frame = ByteBuffer.allocate(9 + payload.length);
        frame.put((byte) (payload.length >>> 16))
                .put((byte) (payload.length >>> 8))
                .put((byte) payload.length);
        frame.put((byte) type).put((byte) flags).putInt(streamId).put(payload);
        return frame.array();
    }

    void sendRaw(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** A request as one HEADERS frame; {@code fields} are name, value pairs, pseudo-headers first. */
    H2Client request(int streamId, boolean endStream, String... fields) throws IOException {
        return send(Frames.HEADERS, Frames.END_HEADERS | (endStream ? Frames.END_STREAM : 0), streamId, block(fields));
    }

    H2Client get(int streamId, String path) throws IOException {
        return request(streamId, true, ":method", "GET", ":scheme", "http", ":path", path, ":authority", "t");
    }

    /** Literal fields without indexing, new names, no Huffman (RFC 7541 §6.2.2). */
    static byte[] block(String... fields) {
        ByteArrayOutputStream block = new ByteArrayOutputStream();
        for (int i = 0; i < fields.length; i += 2) {
            block.write(0x00);
            string(block, fields[i]);
            string(block, fields[i + 1]);
        }
        return block.toByteArray();
    }

    static void string(ByteArrayOutputStream block, String s) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        integer(block, 0x00, 7, bytes.length);
        block.writeBytes(bytes);
    }

    static void integer(ByteArrayOutputStream block, int pattern, int prefixBits, int value) {
        int max = (1 << prefixBits) - 1;
        if (value < max) {
            block.write(pattern | value);
            return;
        }
        block.write(pattern | max);
        value -= max;
        while (value >= 0x80) {
            block.write((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        block.write(value);
    }

    static byte[] settings(int... idValues) {
        ByteBuffer payload = ByteBuffer.allocate(idValues.length / 2 * 6);
        for (int i = 0; i < idValues.length; i += 2) {
            payload.putShort((short) idValues[i]).putInt(idValues[i + 1]);
        }
        return payload.array();
    }

    static byte[] int32(int value) {
        return ByteBuffer.allocate(4).putInt(value).array();
    }

    Frame read() throws IOException {
        int length = (in.readUnsignedByte() << 16) | (in.readUnsignedByte() << 8) | in.readUnsignedByte();
        int type = in.readUnsignedByte();
        int flags = in.readUnsignedByte();
        int streamId = in.readInt() & 0x7FFF_FFFF;
        byte[] payload = new byte[length];
        in.readFully(payload);
        return new Frame(type, flags, streamId, payload);
    }

    /** The next frame that is not SETTINGS, a SETTINGS ACK, PING ACK or WINDOW_UPDATE. */
    Frame next() throws IOException {
        while (true) {
            Frame frame = read();
            if (frame.type() != Frames.SETTINGS
                    && frame.type() != Frames.WINDOW_UPDATE
                    && !(frame.type() == Frames.PING && (frame.flags() & Frames.ACK) != 0)) {
                return frame;
            }
        }
    }

    /** Reads frames until {@code streamId}'s answer has ended (END_STREAM, or RST_STREAM after it). */
    Answer answer(int streamId) throws IOException {
        Map<String, String> headers = new LinkedHashMap<>();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        List<Integer> data = new ArrayList<>();
        List<Frame> frames = new ArrayList<>();
        while (true) {
            Frame frame = next();
            if (frame.streamId() != streamId) {
                throw new IOException("a frame of type " + frame.type() + " on stream " + frame.streamId());
            }
            frames.add(frame);
            if (frame.type() == Frames.HEADERS) {
                decode(frame.payload(), headers);
            } else if (frame.type() == Frames.DATA) {
                body.writeBytes(frame.payload());
                data.add(frame.payload().length);
            } else if (frame.type() == Frames.RST_STREAM) {
                throw new IOException("RST_STREAM " + frame.errorCode());
            }
            if ((frame.flags() & Frames.END_STREAM) != 0) {
                return new Answer(headers, body.toByteArray(), data, frames);
            }
        }
    }

    private void decode(byte[] block, Map<String, String> into) throws IOException {
        try {
            decoder.decode(
                    ByteBuffer.wrap(block),
                    0,
                    block.length,
                    true,
                    true,
                    (name, nameLength, value, valueLength) -> into.put(
                            new String(name, 0, nameLength, StandardCharsets.UTF_8),
                            new String(value, 0, valueLength, StandardCharsets.UTF_8)));
        } catch (Http2Exception e) {
            throw new IOException(e);
        }
    }

    /** Whether the server closes the connection (end of stream or reset) before the read timeout. */
    boolean closedByServer() throws IOException {
        try {
            while (true) {
                read();
            }
        } catch (EOFException | java.net.SocketException e) {
            return true;
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
