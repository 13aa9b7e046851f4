package dev.brigade.conformance.h2robust;

import static dev.brigade.conformance.h2robust.H2RobustFault.CLOSED_STREAM_REOPENED;
import static dev.brigade.conformance.h2robust.H2RobustFault.CONTINUATION_UNBOUNDED;
import static dev.brigade.conformance.h2robust.H2RobustFault.DATA_ON_STREAM_0_IGNORED;
import static dev.brigade.conformance.h2robust.H2RobustFault.EMPTY_DATA_FLOOD_HANGS;
import static dev.brigade.conformance.h2robust.H2RobustFault.EVEN_STREAM_SERVED;
import static dev.brigade.conformance.h2robust.H2RobustFault.FRAME_SIZE_UNCHECKED;
import static dev.brigade.conformance.h2robust.H2RobustFault.HEADER_LIST_UNBOUNDED;
import static dev.brigade.conformance.h2robust.H2RobustFault.INVALID_INDEX_SKIPPED;
import static dev.brigade.conformance.h2robust.H2RobustFault.LITERAL_PSEUDO_NAMES_REFUSED;
import static dev.brigade.conformance.h2robust.H2RobustFault.PING_FLOOD_HANGS;
import static dev.brigade.conformance.h2robust.H2RobustFault.PSEUDO_ORDER_UNCHECKED;
import static dev.brigade.conformance.h2robust.H2RobustFault.RAPID_RESET_HANGS;
import static dev.brigade.conformance.h2robust.H2RobustFault.SETTINGS_FLOOD_STARVES;
import static dev.brigade.conformance.h2robust.H2RobustFault.STREAM_LIMIT_UNENFORCED;
import static dev.brigade.conformance.h2robust.H2RobustFault.TABLE_SIZE_UNBOUNDED;
import static dev.brigade.conformance.h2robust.H2RobustFault.UPPERCASE_SERVED;
import static dev.brigade.conformance.h2robust.H2RobustFault.WINDOW_OVERFLOW_CLAMPED;
import static dev.brigade.conformance.h2robust.H2RobustFault.WINDOW_UPDATE_0_IGNORED;
import static dev.brigade.conformance.h2robust.H2RobustFault.ZERO_WINDOW_IGNORED;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One h2c connection of {@link NaiveH2Server}: frames read in order, each answered before the next is read. */
final class NaiveH2Connection {

    private static final int PROTOCOL_ERROR = 0x1;
    private static final int FLOW_CONTROL_ERROR = 0x3;
    private static final int STREAM_CLOSED = 0x5;
    private static final int FRAME_SIZE_ERROR = 0x6;
    private static final int REFUSED_STREAM = 0x7;
    private static final int COMPRESSION_ERROR = 0x9;
    private static final int ENHANCE_YOUR_CALM = 0xb;
    private static final int MAX_FRAME = 16_384;
    private static final int MAX_STREAMS = 100;
    private static final int HEADER_LIST_LIMIT = 16 * 1024;
    private static final int BLOCK_LIMIT = 64 * 1024;
    /** Past this many of one cheap frame, the connection is a flood: GOAWAY(ENHANCE_YOUR_CALM). */
    private static final int FLOOD = 1_000;

    private static final int RESETS = 100;

    /** A request stream whose body is still coming. */
    private record Open(String path, ByteArrayOutputStream body) {}

    private final NaiveH2Server server;
    private final DataInputStream in;
    private final OutputStream out;
    private final NaiveHpack hpack;
    private final Map<Integer, Open> open = new HashMap<>();
    private final Map<Integer, byte[]> held = new HashMap<>();
    private final Map<Integer, Long> windows = new HashMap<>();
    private long connectionWindow = 65_535;
    private int initialWindow = 65_535;
    private int lastStream;
    private int settings;
    private int pings;
    private int emptyData;
    private int resets;
    /** Set by a flood fault: frames are still read, nothing is answered. */
    private boolean hung;

    private ByteArrayOutputStream block;
    private int blockStream;
    private int blockFlags;

    NaiveH2Connection(NaiveH2Server server, InputStream in, OutputStream out) {
        this.server = server;
        this.in = new DataInputStream(in);
        this.out = out;
        this.hpack = new NaiveHpack(server.has(INVALID_INDEX_SKIPPED), server.has(TABLE_SIZE_UNBOUNDED));
    }

    void serve() throws IOException {
        try {
            frame(
                    FrameClient.SETTINGS,
                    0,
                    0,
                    ByteBuffer.allocate(6)
                            .putShort((short) 3)
                            .putInt(MAX_STREAMS)
                            .array());
            while (true) {
                int length = (in.readUnsignedByte() << 16) | (in.readUnsignedByte() << 8) | in.readUnsignedByte();
                int type = in.readUnsignedByte();
                int flags = in.readUnsignedByte();
                int stream = in.readInt() & 0x7fffffff;
                if (length > MAX_FRAME && !server.has(FRAME_SIZE_UNCHECKED)) {
                    goAway(FRAME_SIZE_ERROR);
                    return;
                }
                byte[] payload = in.readNBytes(length);
                if (payload.length < length) {
                    return; // the client closed mid-frame
                }
                if (hung) {
                    continue;
                }
                if (block != null && type != FrameClient.CONTINUATION) {
                    goAway(PROTOCOL_ERROR);
                    return;
                }
                if (!frame(type, flags, stream, payload, length)) {
                    return;
                }
            }
        } finally {
            if (server.gate.isHeldByCurrentThread()) {
                server.gate.unlock();
            }
        }
    }

    /** Handles one frame; false when the connection is over. */
    private boolean frame(int type, int flags, int stream, byte[] payload, int length) throws IOException {
        switch (type) {
            case FrameClient.HEADERS -> {
                return headers(flags, stream, payload);
            }
            case FrameClient.CONTINUATION -> {
                if (block == null || stream != blockStream) {
                    goAway(PROTOCOL_ERROR);
                    return false;
                }
                block.writeBytes(payload);
                if (block.size() > BLOCK_LIMIT && !server.has(CONTINUATION_UNBOUNDED)) {
                    goAway(ENHANCE_YOUR_CALM);
                    return false;
                }
                if ((flags & FrameClient.END_HEADERS) != 0) {
                    byte[] whole = block.toByteArray();
                    block = null;
                    return request(blockStream, blockFlags, whole);
                }
                return true;
            }
            case FrameClient.DATA -> {
                return data(flags, stream, payload);
            }
            case FrameClient.SETTINGS -> {
                return settings(flags, payload);
            }
            case FrameClient.PING -> {
                if ((flags & FrameClient.ACK) != 0) {
                    return true;
                }
                if (++pings > FLOOD) {
                    return flood(PING_FLOOD_HANGS);
                }
                frame(FrameClient.PING, FrameClient.ACK, 0, payload);
                return true;
            }
            case FrameClient.WINDOW_UPDATE -> {
                return windowUpdate(stream, payload);
            }
            case FrameClient.RST_STREAM -> {
                open.remove(stream);
                held.remove(stream);
                return ++resets <= RESETS || flood(RAPID_RESET_HANGS);
            }
            case FrameClient.GOAWAY -> {
                return false;
            }
            default -> {
                return true; // PRIORITY, unknown types: ignored (RFC 9113 §4.1, §5.5)
            }
        }
    }

    /** A flood past its limit: GOAWAY(ENHANCE_YOUR_CALM), or under {@code fault} the connection wedged. */
    private boolean flood(H2RobustFault fault) throws IOException {
        if (!server.has(fault)) {
            goAway(ENHANCE_YOUR_CALM);
            return false;
        }
        hung = true;
        if (fault == SETTINGS_FLOOD_STARVES) {
            server.gate.lock(); // released when this connection ends (serve's finally)
        }
        return true;
    }

    private boolean headers(int flags, int stream, byte[] payload) throws IOException {
        if (stream == 0 || (stream % 2 == 0 && !server.has(EVEN_STREAM_SERVED))) {
            goAway(PROTOCOL_ERROR);
            return false;
        }
        if (stream <= lastStream && !server.has(CLOSED_STREAM_REOPENED)) {
            goAway(STREAM_CLOSED);
            return false;
        }
        lastStream = Math.max(lastStream, stream);
        int start = 0;
        int end = payload.length;
        if ((flags & 0x8) != 0) {
            start = 1;
            end -= payload[0] & 0xff;
        }
        if ((flags & 0x20) != 0) {
            start += 5;
        }
        byte[] fragment = Arrays.copyOfRange(payload, start, Math.max(start, end));
        if ((flags & FrameClient.END_HEADERS) != 0) {
            return request(stream, flags, fragment);
        }
        block = new ByteArrayOutputStream();
        block.writeBytes(fragment);
        blockStream = stream;
        blockFlags = flags;
        return true;
    }

    private boolean request(int stream, int flags, byte[] headerBlock) throws IOException {
        List<NaiveHpack.Field> fields;
        try {
            fields = hpack.decode(headerBlock);
        } catch (NaiveHpack.CompressionError e) {
            goAway(COMPRESSION_ERROR);
            return false;
        }
        if (fields.stream().mapToLong(NaiveHpack.Field::size).sum() > HEADER_LIST_LIMIT
                && !server.has(HEADER_LIST_UNBOUNDED)) {
            answer(stream, 431, new byte[0]);
            return true;
        }
        if (server.has(LITERAL_PSEUDO_NAMES_REFUSED)
                && fields.stream().anyMatch(f -> f.literalName() && f.name().startsWith(":"))) {
            goAway(PROTOCOL_ERROR);
            return false;
        }
        String path = "";
        boolean regularSeen = false;
        for (NaiveHpack.Field field : fields) {
            boolean pseudo = field.name().startsWith(":");
            boolean uppercase = !field.name().equals(field.name().toLowerCase(java.util.Locale.ROOT));
            if ((pseudo && regularSeen && !server.has(PSEUDO_ORDER_UNCHECKED))
                    || (uppercase && !server.has(UPPERCASE_SERVED))) {
                frame(
                        FrameClient.RST_STREAM,
                        0,
                        stream,
                        ByteBuffer.allocate(4).putInt(PROTOCOL_ERROR).array());
                return true;
            }
            regularSeen |= !pseudo;
            if (field.name().equals(":path")) {
                path = field.value();
            }
        }
        if ((flags & FrameClient.END_STREAM) != 0) {
            answer(stream, path);
            return true;
        }
        if (open.size() >= MAX_STREAMS && !server.has(STREAM_LIMIT_UNENFORCED)) {
            frame(
                    FrameClient.RST_STREAM,
                    0,
                    stream,
                    ByteBuffer.allocate(4).putInt(REFUSED_STREAM).array());
            return true;
        }
        open.put(stream, new Open(path, new ByteArrayOutputStream()));
        return true;
    }

    private boolean data(int flags, int stream, byte[] payload) throws IOException {
        if (stream == 0) {
            if (server.has(DATA_ON_STREAM_0_IGNORED)) {
                return true;
            }
            goAway(PROTOCOL_ERROR);
            return false;
        }
        boolean end = (flags & FrameClient.END_STREAM) != 0;
        if (payload.length == 0 && !end && ++emptyData > FLOOD) {
            return flood(EMPTY_DATA_FLOOD_HANGS);
        }
        if (payload.length > 0) {
            byte[] increment = ByteBuffer.allocate(4).putInt(payload.length).array();
            frame(FrameClient.WINDOW_UPDATE, 0, 0, increment);
            frame(FrameClient.WINDOW_UPDATE, 0, stream, increment);
        }
        Open request = open.get(stream);
        if (request == null) {
            return true;
        }
        request.body().writeBytes(payload);
        if (end) {
            open.remove(stream);
            answer(
                    stream,
                    request.path().equals("/echo") ? 200 : 404,
                    request.body().toByteArray());
        }
        return true;
    }

    private boolean settings(int flags, byte[] payload) throws IOException {
        if ((flags & FrameClient.ACK) != 0) {
            return true;
        }
        if (++settings > FLOOD) {
            return flood(SETTINGS_FLOOD_STARVES);
        }
        ByteBuffer values = ByteBuffer.wrap(payload);
        while (values.remaining() >= 6) {
            int id = values.getShort() & 0xffff;
            int value = values.getInt();
            if (id == FrameClient.SETTINGS_INITIAL_WINDOW_SIZE) {
                int delta = value - initialWindow;
                windows.replaceAll((s, w) -> w + delta);
                initialWindow = value;
            }
        }
        frame(FrameClient.SETTINGS, FrameClient.ACK, 0, new byte[0]);
        return true;
    }

    private boolean windowUpdate(int stream, byte[] payload) throws IOException {
        int increment = ByteBuffer.wrap(payload).getInt() & 0x7fffffff;
        if (increment == 0 && !server.has(WINDOW_UPDATE_0_IGNORED)) {
            goAway(PROTOCOL_ERROR);
            return false;
        }
        if (stream == 0) {
            if (connectionWindow + increment > Integer.MAX_VALUE && !server.has(WINDOW_OVERFLOW_CLAMPED)) {
                goAway(FLOW_CONTROL_ERROR);
                return false;
            }
            connectionWindow = Math.min(Integer.MAX_VALUE, connectionWindow + increment);
        } else {
            windows.merge(stream, (long) increment, Long::sum);
        }
        for (Integer waiting : List.copyOf(held.keySet())) {
            send(waiting, held.remove(waiting));
        }
        return true;
    }

    private void answer(int stream, String path) throws IOException {
        if (path.equals("/plaintext")) {
            answer(stream, 200, "Hello, World!".getBytes(StandardCharsets.ISO_8859_1));
        } else {
            answer(stream, path.equals("/echo") ? 200 : 404, new byte[0]);
        }
    }

    private void answer(int stream, int status, byte[] body) throws IOException {
        server.gate.lock();
        server.gate.unlock();
        byte[] statusField = status == 200
                ? new byte[] {(byte) 0x88}
                : Hpack.concat(new byte[] {0x08, 3}, Integer.toString(status).getBytes(StandardCharsets.ISO_8859_1));
        frame(
                FrameClient.HEADERS,
                FrameClient.END_HEADERS,
                stream,
                Hpack.concat(
                        statusField,
                        Hpack.literal("content-type", "text/plain"),
                        Hpack.literal("content-length", Integer.toString(body.length))));
        windows.putIfAbsent(stream, (long) initialWindow);
        send(stream, body);
    }

    /** DATA with END_STREAM if the windows allow it all, else held until a WINDOW_UPDATE does. */
    private void send(int stream, byte[] body) throws IOException {
        long window = Math.min(connectionWindow, windows.getOrDefault(stream, (long) initialWindow));
        if (body.length > window && !server.has(ZERO_WINDOW_IGNORED)) {
            held.put(stream, body);
            return;
        }
        connectionWindow -= body.length;
        windows.merge(stream, (long) -body.length, Long::sum);
        frame(FrameClient.DATA, FrameClient.END_STREAM, stream, body);
    }

    private void goAway(int code) throws IOException {
        frame(
                FrameClient.GOAWAY,
                0,
                0,
                ByteBuffer.allocate(8).putInt(lastStream).putInt(code).array());
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
}
