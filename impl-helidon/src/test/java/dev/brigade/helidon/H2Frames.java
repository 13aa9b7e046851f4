package dev.brigade.helidon;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * An HTTP/2 client connection by prior knowledge (h2c) that writes and reads raw frames, for the
 * tests that check what goes on the wire: how many DATA frames, which RST_STREAM code, whether the
 * connection still serves. Requests are HPACK literals (never indexed, never Huffman-coded), so no
 * encoder state is needed; of an answer's header block only the leading {@code :status} is read.
 */
public final class H2Frames implements AutoCloseable {

    static final int DATA = 0x0;
    public static final int HEADERS = 0x1;
    static final int RST_STREAM = 0x3;
    static final int SETTINGS = 0x4;
    static final int GOAWAY = 0x7;
    static final int WINDOW_UPDATE = 0x8;
    static final int CONTINUATION = 0x9;
    static final int END_STREAM = 0x1;
    static final int END_HEADERS = 0x4;

    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_FRAME = 16_384;
    /** HPACK's static table (RFC 7541 Appendix A): the pseudo-header names, and the statuses it indexes. */
    private static final int AUTHORITY = 1;

    private static final int METHOD = 2;
    private static final int PATH = 4;
    private static final int SCHEME = 6;
    private static final List<Integer> INDEXED_STATUSES = List.of(200, 204, 206, 304, 400, 404, 500);

    /** One frame as read. */
    public record Frame(int type, int flags, int stream, byte[] payload) {

        boolean endStream() {
            return (flags & END_STREAM) != 0;
        }

        /** RST_STREAM's and GOAWAY's error code (RFC 9113 §6.4, §6.8). */
        int errorCode() {
            int at = type == GOAWAY ? 4 : 0;
            return ((payload[at] & 0xff) << 24)
                    | ((payload[at + 1] & 0xff) << 16)
                    | ((payload[at + 2] & 0xff) << 8)
                    | (payload[at + 3] & 0xff);
        }

        /** The {@code :status} a response's header block opens with (a fresh connection's: no dynamic index). */
        public int status() {
            int first = payload[0] & 0xff;
            if ((first & 0x80) != 0) {
                return INDEXED_STATUSES.get((first & 0x7f) - 8);
            }
            // a literal with :status (index 8) as its name, its value a plain string
            if ((first & 0x0f) != 8 || (payload[1] & 0x80) != 0) {
                throw new IllegalStateException("not a plain :status literal: " + Integer.toHexString(first));
            }
            return Integer.parseInt(new String(payload, 2, payload[1], StandardCharsets.US_ASCII));
        }
    }

    private final Socket socket;
    private final OutputStream out;
    private final DataInputStream in;

    /** Connects, sends the preface with empty SETTINGS, and acknowledges the server's SETTINGS unread. */
    public H2Frames(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout(5_000); // a frame that never comes fails the test instead of hanging it
        out = socket.getOutputStream();
        in = new DataInputStream(socket.getInputStream());
        out.write(PREFACE);
        write(SETTINGS, 0, 0, new byte[0]);
        write(SETTINGS, 0x1, 0, new byte[0]);
    }

    /** A request's header block, split into HEADERS and CONTINUATION frames where it is longer than one frame. */
    public void request(int stream, String method, String path, boolean endStream, String... nameValues)
            throws IOException {
        ByteArrayOutputStream block = new ByteArrayOutputStream();
        indexedName(block, METHOD, method);
        indexedName(block, SCHEME, "http");
        indexedName(block, PATH, path);
        indexedName(block, AUTHORITY, "127.0.0.1");
        for (int i = 0; i < nameValues.length; i += 2) {
            block.write(0x00); // literal without indexing, new name
            string(block, nameValues[i]);
            string(block, nameValues[i + 1]);
        }
        byte[] bytes = block.toByteArray();
        int flags = endStream ? END_STREAM : 0;
        int sent = Math.min(bytes.length, MAX_FRAME);
        write(HEADERS, flags | (sent == bytes.length ? END_HEADERS : 0), stream, Arrays.copyOf(bytes, sent));
        while (sent < bytes.length) {
            int next = Math.min(bytes.length - sent, MAX_FRAME);
            write(
                    CONTINUATION,
                    sent + next == bytes.length ? END_HEADERS : 0,
                    stream,
                    Arrays.copyOfRange(bytes, sent, sent + next));
            sent += next;
        }
    }

    public void data(int stream, byte[] bytes, boolean endStream) throws IOException {
        write(DATA, endStream ? END_STREAM : 0, stream, bytes);
    }

    /** The next frame on the stream given (or on the connection, stream 0), skipping the others. */
    public Frame next(int stream) throws IOException {
        while (true) {
            Frame frame = next();
            if (frame.stream() == stream) {
                return frame;
            }
        }
    }

    Frame next() throws IOException {
        int length = in.readUnsignedShort() << 8 | in.readUnsignedByte();
        int type = in.readUnsignedByte();
        int flags = in.readUnsignedByte();
        int stream = in.readInt() & 0x7fff_ffff;
        byte[] payload = new byte[length];
        in.readFully(payload);
        return new Frame(type, flags, stream, payload);
    }

    private void write(int type, int flags, int stream, byte[] payload) throws IOException {
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

    /** A literal without indexing whose name is the static table's entry (RFC 7541 §6.2.2). */
    private static void indexedName(ByteArrayOutputStream block, int index, String value) {
        block.write(index);
        string(block, value);
    }

    /** A string literal without Huffman coding: its length as a 7-bit-prefix integer (RFC 7541 §5.1), then its bytes. */
    private static void string(ByteArrayOutputStream block, String value) {
        byte[] bytes = value.getBytes(StandardCharsets.US_ASCII);
        int length = bytes.length;
        if (length < 127) {
            block.write(length);
        } else {
            block.write(127);
            length -= 127;
            while (length >= 128) {
                block.write((length & 0x7f) | 0x80);
                length >>>= 7;
            }
            block.write(length);
        }
        block.writeBytes(bytes);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
