package dev.brigade.conformance.h2robust;

import dev.brigade.conformance.h2.H2Codes;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.eclipse.jetty.http.MetaData;
import org.eclipse.jetty.http2.hpack.HpackDecoder;
import org.eclipse.jetty.http2.hpack.HpackException;

/**
 * h2c by prior knowledge with every frame written by hand (RFC 9113 §4, §6), for what no client
 * library sends: floods, bad frames, bad HPACK. A reader thread takes every frame the server sends
 * as it comes (so a server answering a flood never blocks on a full socket), acknowledges its
 * SETTINGS, and keeps what each stream and the connection received. Every wait is bounded.
 */
public final class FrameClient implements AutoCloseable {

    public static final int DATA = 0;
    public static final int HEADERS = 1;
    public static final int RST_STREAM = 3;
    public static final int SETTINGS = 4;
    public static final int PING = 6;
    public static final int GOAWAY = 7;
    public static final int WINDOW_UPDATE = 8;
    public static final int CONTINUATION = 9;
    public static final int END_STREAM = 0x1;
    public static final int ACK = 0x1;
    public static final int END_HEADERS = 0x4;
    public static final int SETTINGS_HEADER_TABLE_SIZE = 0x1;
    public static final int SETTINGS_MAX_CONCURRENT_STREAMS = 0x3;
    public static final int SETTINGS_INITIAL_WINDOW_SIZE = 0x4;
    public static final int SETTINGS_MAX_FRAME_SIZE = 0x5;
    /** How long one wait for the server lasts at most. */
    public static final Duration PATIENCE = Duration.ofSeconds(5);

    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);

    /** What one stream received. */
    public static final class StreamState {
        public int status;
        /** How many header blocks carrying a {@code :status} came: a second final one means served twice. */
        public int responses;

        public final ByteArrayOutputStream body = new ByteArrayOutputStream();
        public int dataFrames;
        public boolean ended;
        public OptionalInt reset = OptionalInt.empty();

        public boolean done() {
            return ended || reset.isPresent();
        }

        public String describe() {
            return (status == 0 ? "no response HEADERS" : ":status " + status) + ", " + body.size() + " body bytes"
                    + (ended ? ", END_STREAM" : "")
                    + reset.stream()
                            .mapToObj(c -> ", RST_STREAM(" + H2Codes.name(c) + ")")
                            .findFirst()
                            .orElse("");
        }
    }

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final String authority;
    private final HpackDecoder decoder = new HpackDecoder(1 << 20, System::nanoTime);
    private final Map<Integer, StreamState> streams = new HashMap<>();
    private final Set<Long> pingAcks = new HashSet<>();
    private Map<Integer, Integer> serverSettings;
    private OptionalInt goAway = OptionalInt.empty();
    private Optional<String> closed = Optional.empty();
    private int framesReceived;
    private long nextPing = 1;
    private int nextStream = 1;

    private FrameClient(Socket socket, String authority) throws IOException {
        this.socket = socket;
        this.authority = authority;
        this.in = new DataInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
    }

    /** Connects, sends the preface and a SETTINGS frame with these settings (id, value pairs), starts reading. */
    public static FrameClient open(String host, int port, int... settings) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(host, port), (int) PATIENCE.toMillis());
        socket.setTcpNoDelay(true);
        FrameClient client = new FrameClient(socket, host + ":" + port);
        ByteBuffer payload = ByteBuffer.allocate(settings.length / 2 * 6);
        for (int i = 0; i + 1 < settings.length; i += 2) {
            payload.putShort((short) settings[i]).putInt(settings[i + 1]);
        }
        synchronized (client.out) {
            client.out.write(PREFACE);
        }
        client.frame(SETTINGS, 0, 0, payload.array());
        Thread.ofVirtual().name("h2-frame-reader").start(client::readLoop);
        return client;
    }

    public String authority() {
        return authority;
    }

    /** The next client stream id (odd, rising), taken. */
    public int newStream() {
        synchronized (this) {
            int id = nextStream;
            nextStream += 2;
            return id;
        }
    }

    /** Writes one frame; false when the server has closed the connection (the write failed). */
    public boolean frame(int type, int flags, int stream, byte[] payload) {
        byte[] whole = new byte[9 + payload.length];
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
        System.arraycopy(head, 0, whole, 0, 9);
        System.arraycopy(payload, 0, whole, 9, payload.length);
        try {
            synchronized (out) {
                out.write(whole); // one write: a close from another thread never leaves half a frame
                out.flush();
            }
            return true;
        } catch (IOException e) {
            ended("the write failed: " + e.getMessage());
            return false;
        }
    }

    /** HEADERS for a request (END_HEADERS, END_STREAM when {@code end}) on a new stream; returns its id. */
    public int request(String method, String path, boolean end, byte[]... extra) {
        int stream = newStream();
        frame(HEADERS, END_HEADERS | (end ? END_STREAM : 0), stream, Hpack.request(method, path, authority, extra));
        return stream;
    }

    /** GET {@code path} on a new stream, awaited until it ends, is reset, or the connection ends. */
    public StreamState get(String path) {
        int stream = request("GET", path, true);
        awaitStream(stream);
        return stream(stream);
    }

    /** A copy-free view of one stream's state (read it under no lock only after it is done). */
    public synchronized StreamState stream(int id) {
        return streams.computeIfAbsent(id, k -> new StreamState());
    }

    public boolean awaitStream(int id) {
        return await(() -> stream(id).done() || ended(), PATIENCE);
    }

    /** A PING with a fresh payload; true when its ACK came within {@link #PATIENCE}, false on none or the end. */
    public boolean ping() {
        long payload;
        synchronized (this) {
            payload = nextPing++;
        }
        frame(PING, 0, 0, ByteBuffer.allocate(8).putLong(payload).array());
        await(() -> pingAcks.contains(payload) || ended(), PATIENCE);
        synchronized (this) {
            return pingAcks.contains(payload);
        }
    }

    /** Waits until {@code condition} holds (checked under this client's lock) or {@code max} passes. */
    public boolean await(BooleanSupplier condition, Duration max) {
        long deadline = System.nanoTime() + max.toNanos();
        synchronized (this) {
            while (!condition.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return true;
        }
    }

    /** Whether the server sent GOAWAY or closed the connection. */
    public synchronized boolean ended() {
        return goAway.isPresent() || closed.isPresent();
    }

    public synchronized OptionalInt goAway() {
        return goAway;
    }

    /** The server's first SETTINGS, waited for at most {@link #PATIENCE}; empty when none came. */
    public Optional<Map<Integer, Integer>> serverSettings() {
        await(() -> serverSettings != null || ended(), PATIENCE);
        synchronized (this) {
            return Optional.ofNullable(serverSettings);
        }
    }

    public synchronized int framesReceived() {
        return framesReceived;
    }

    /** How the connection ended, or that it is open: {@code GOAWAY(PROTOCOL_ERROR)}, {@code closed (EOF)}. */
    public synchronized String connectionState() {
        if (goAway.isPresent()) {
            return "GOAWAY(" + H2Codes.name(goAway.getAsInt()) + ")"
                    + closed.map(c -> ", then " + c).orElse("");
        }
        return closed.orElse("open");
    }

    private void readLoop() {
        ByteArrayOutputStream block = null;
        int blockStream = 0;
        int blockFlags = 0;
        try {
            while (true) {
                int length = (in.readUnsignedByte() << 16) | (in.readUnsignedByte() << 8) | in.readUnsignedByte();
                int type = in.readUnsignedByte();
                int flags = in.readUnsignedByte();
                int id = in.readInt() & 0x7fffffff;
                byte[] payload = in.readNBytes(length);
                if (payload.length < length) {
                    ended("closed (EOF) mid-frame");
                    return;
                }
                synchronized (this) {
                    framesReceived++;
                }
                switch (type) {
                    case SETTINGS -> settings(flags, payload);
                    case PING -> {
                        if ((flags & ACK) != 0 && payload.length == 8) {
                            synchronized (this) {
                                pingAcks.add(ByteBuffer.wrap(payload).getLong());
                                notifyAll();
                            }
                        } else if ((flags & ACK) == 0) {
                            frame(PING, ACK, 0, payload);
                        }
                    }
                    case GOAWAY -> {
                        synchronized (this) {
                            goAway = OptionalInt.of(
                                    payload.length >= 8
                                            ? ByteBuffer.wrap(payload, 4, 4).getInt()
                                            : -1);
                            notifyAll();
                        }
                    }
                    case RST_STREAM -> {
                        synchronized (this) {
                            stream(id).reset = OptionalInt.of(
                                    payload.length >= 4
                                            ? ByteBuffer.wrap(payload).getInt()
                                            : -1);
                            notifyAll();
                        }
                    }
                    case HEADERS, CONTINUATION -> {
                        if (type == HEADERS) {
                            block = new ByteArrayOutputStream();
                            blockStream = id;
                            blockFlags = flags;
                            block.writeBytes(fragment(flags, payload));
                        } else if (block != null) {
                            block.writeBytes(payload);
                        }
                        if ((flags & END_HEADERS) != 0 && block != null) {
                            headerBlock(blockStream, blockFlags, block.toByteArray());
                            block = null;
                        }
                    }
                    case DATA -> data(id, flags, payload);
                    default -> {}
                }
            }
        } catch (IOException e) {
            ended(e instanceof java.io.EOFException ? "closed (EOF)" : "closed (" + e.getMessage() + ")");
        }
    }

    private void settings(int flags, byte[] payload) {
        if ((flags & ACK) != 0) {
            return;
        }
        Map<Integer, Integer> values = new HashMap<>();
        ByteBuffer buffer = ByteBuffer.wrap(payload);
        while (buffer.remaining() >= 6) {
            values.put(buffer.getShort() & 0xffff, buffer.getInt());
        }
        frame(SETTINGS, ACK, 0, new byte[0]);
        synchronized (this) {
            if (serverSettings == null) {
                serverSettings = Map.copyOf(values);
            }
            notifyAll();
        }
    }

    private void headerBlock(int id, int flags, byte[] bytes) {
        int status;
        try {
            MetaData metaData = decoder.decode(ByteBuffer.wrap(bytes));
            status = metaData instanceof MetaData.Response response ? response.getStatus() : 0;
        } catch (HpackException e) {
            status = -1; // a block the kit cannot read: shown as :status -1
        }
        synchronized (this) {
            StreamState state = stream(id);
            if (state.status == 0) {
                state.status = status;
            }
            if (status >= 200) {
                state.responses++;
            }
            if ((flags & END_STREAM) != 0) {
                state.ended = true;
            }
            notifyAll();
        }
    }

    private void data(int id, int flags, byte[] payload) {
        synchronized (this) {
            StreamState state = stream(id);
            state.body.writeBytes(payload);
            state.dataFrames++;
            if ((flags & END_STREAM) != 0) {
                state.ended = true;
            }
            notifyAll();
        }
        // the kit reads everything it is sent: give the window back, so no answer stalls on the kit
        if (payload.length > 0) {
            byte[] increment = ByteBuffer.allocate(4).putInt(payload.length).array();
            frame(WINDOW_UPDATE, 0, 0, increment);
            if ((flags & END_STREAM) == 0 && windowUpdates) {
                frame(WINDOW_UPDATE, 0, id, increment);
            }
        }
    }

    private volatile boolean windowUpdates = true;

    /** Stops giving streams their window back (the connection's still is): for a stalled reader. */
    public void holdStreamWindows() {
        windowUpdates = false;
    }

    private synchronized void ended(String why) {
        if (closed.isEmpty()) {
            closed = Optional.of(why);
        }
        notifyAll();
    }

    /** A HEADERS payload without its padding and priority fields (RFC 9113 §6.2). */
    private static byte[] fragment(int flags, byte[] payload) {
        int start = 0;
        int end = payload.length;
        if ((flags & 0x8) != 0 && payload.length > 0) {
            start = 1;
            end -= payload[0] & 0xff;
        }
        if ((flags & 0x20) != 0) {
            start += 5;
        }
        return java.util.Arrays.copyOfRange(
                payload, Math.min(start, payload.length), Math.max(Math.min(start, payload.length), end));
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closed either way
        }
    }
}
