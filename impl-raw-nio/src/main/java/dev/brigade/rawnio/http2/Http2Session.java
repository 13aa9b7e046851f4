package dev.brigade.rawnio.http2;

import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.HttpDate;
import dev.brigade.rawnio.http.OutputBuffer;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * One HTTP/2 connection's protocol (RFC 9113), driven by its {@code server.Connection}: bytes in,
 * frames out into the connection's {@link OutputBuffer}, requests to the {@link Handler}.
 *
 * <pre>
 *   PREFACE --24 bytes--> SETTINGS --the client's SETTINGS--> FRAMES
 *      |  anything else      |  any other frame                  |  connection error: GOAWAY(code)
 *      +---------------------+-----------------------------------+-----> CLOSED (flush, then close)
 *   FRAMES --SIGTERM: GOAWAY(NO_ERROR)--> no new streams; the connection ends when the last one does
 * </pre>
 *
 * Every frame is handled whole: the connection's read buffer holds more than the largest frame this
 * side accepts (SETTINGS_MAX_FRAME_SIZE stays 16,384), so a frame is read in place, never copied.
 * All the answers made from one read leave in the connection's next write. Touched by the
 * connection's event loop only; answers made on other threads come back through {@link Host#execute}.
 */
public final class Http2Session {
    /** What the session needs from its connection. */
    public interface Host {
        /** Runs {@code task} on the connection's event loop, then writes what it made. */
        void execute(Runnable task);

        void log(String what, Throwable cause);
    }

    public static final int PREFACE_LENGTH = 24;
    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NO_BYTES = new byte[0];
    private static final int RECENTLY_CLOSED = 64;
    private static final int RESET_BY_US = 0x8000_0000;
    private static final int WINDOW_UPDATE_THRESHOLD = Frames.DEFAULT_WINDOW / 2;

    private enum Phase { PREFACE, SETTINGS, FRAMES, CLOSED }

    private enum Block { NEW, TRAILERS, DISCARD }

    private final Http2Options options;
    private final Handler handler;
    private final Frames frames;
    private final HttpDate date;
    private final Host host;
    private final HpackDecoder decoder;
    private final HpackEncoder encoder = new HpackEncoder();
    private final RequestHeaders headers;
    private final Map<Integer, Stream> streams = new HashMap<>();
    private final ArrayDeque<Stream> blocked = new ArrayDeque<>();
    private final int[] recentlyClosed = new int[RECENTLY_CLOSED];
    private int recentlyClosedNext;

    private Phase phase = Phase.PREFACE;
    private boolean settingsSent;
    private int lastStreamId;
    private boolean goAwaySent;
    private boolean peerGoingAway;
    private int peerInitialWindow = Frames.DEFAULT_WINDOW;
    private int peerMaxFrameSize = Frames.DEFAULT_MAX_FRAME_SIZE;
    private long sendWindow = Frames.DEFAULT_WINDOW;
    private int receiveWindow = Frames.DEFAULT_WINDOW;
    private int unacknowledged;
    private int resetDebt;
    private int idleFrames;
    private int emptyFrames;

    private Block block;
    private int blockStreamId;
    private Stream blockStream;
    private boolean blockEndStream;
    private boolean blockSelfDependent;
    private ErrorCode blockStreamError;
    private int blockFrames;

    public Http2Session(Http2Options options, Handler handler, OutputBuffer out, HttpDate date, Host host) {
        this.options = options;
        this.handler = handler;
        this.frames = new Frames(out);
        this.date = date;
        this.host = host;
        this.decoder = new HpackDecoder(options.headerTableBytes(), options.maxHeaderListBytes(), options.maxHeaderListBytes());
        this.headers = new RequestHeaders(options.maxPathBytes(), options.maxStoredValueBytes());
    }

    /** Whether {@code in}'s first bytes are (so far) the HTTP/2 preface: a prefix of it counts, to be decided later. */
    public static boolean mayBePreface(ByteBuffer in) {
        int n = Math.min(in.remaining(), PREFACE_LENGTH);
        for (int i = 0; i < n; i++) {
            if (in.get(in.position() + i) != PREFACE[i]) {
                return false;
            }
        }
        return true;
    }

    /** A connection error was sent (GOAWAY): the connection closes once its output is written. */
    public boolean closed() {
        return phase == Phase.CLOSED;
    }

    /** After GOAWAY (either side's), no stream is left: the connection may close. */
    public boolean finished() {
        return phase == Phase.CLOSED || ((goAwaySent || peerGoingAway) && streams.isEmpty() && block == null);
    }

    /** Streams are in flight, or a header block has begun and not ended. */
    public boolean busy() {
        return !streams.isEmpty() || block != null;
    }

    /** A header block has begun and not ended: its deadline runs from its first frame. */
    public boolean inHeaderBlock() {
        return block != null;
    }

    /** SIGTERM: GOAWAY(NO_ERROR) naming the last stream taken; those streams still finish. */
    public void goAway() {
        if (!goAwaySent && phase != Phase.CLOSED) {
            sendSettingsOnce();
            frames.goAway(lastStreamId, ErrorCode.NO_ERROR);
            goAwaySent = true;
        }
    }

    /** Handles every whole frame in {@code in}; leaves an incomplete one for the next read. */
    public void onInput(ByteBuffer in) {
        sendSettingsOnce();
        try {
            if (phase == Phase.PREFACE) {
                if (!mayBePreface(in)) {
                    throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "no connection preface");
                }
                if (in.remaining() < PREFACE_LENGTH) {
                    return;
                }
                in.position(in.position() + PREFACE_LENGTH);
                phase = Phase.SETTINGS;
            }
            while (phase != Phase.CLOSED && in.remaining() >= Frames.HEADER_BYTES) {
                int at = in.position();
                int length = ((in.get(at) & 0xFF) << 16) | ((in.get(at + 1) & 0xFF) << 8) | (in.get(at + 2) & 0xFF);
                if (length > Frames.DEFAULT_MAX_FRAME_SIZE) {
                    throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "frame of " + length + " bytes");
                }
                if (in.remaining() < Frames.HEADER_BYTES + length) {
                    return;
                }
                int type = in.get(at + 3) & 0xFF;
                int flags = in.get(at + 4) & 0xFF;
                int streamId = in.getInt(at + 5) & 0x7FFF_FFFF;
                in.position(at + Frames.HEADER_BYTES + length);
                try {
                    frame(type, flags, streamId, in, at + Frames.HEADER_BYTES, length);
                } catch (Http2Exception e) {
                    if (e.isConnectionError()) {
                        throw e;
                    }
                    resetStream(e.streamId(), e.code());
                }
            }
        } catch (Http2Exception e) {
            connectionError(e.code());
        }
        if (phase == Phase.CLOSED) {
            in.position(in.limit()); // nothing after a connection error is read
        }
    }

    private void sendSettingsOnce() {
        if (!settingsSent) {
            settingsSent = true;
            frames.settings(options);
        }
    }

    private void connectionError(ErrorCode code) {
        frames.goAway(lastStreamId, code);
        phase = Phase.CLOSED;
        streams.clear();
        blocked.clear();
        block = null;
    }

    private void frame(int type, int flags, int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (block != null && (type != Frames.CONTINUATION || streamId != blockStreamId)) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "a header block was interrupted");
        }
        if (phase == Phase.SETTINGS && (type != Frames.SETTINGS || (flags & Frames.ACK) != 0)) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "the preface's SETTINGS did not come first");
        }
        switch (type) {
            case Frames.DATA -> data(flags, streamId, in, payload, length);
            case Frames.HEADERS -> headers(flags, streamId, in, payload, length);
            case Frames.PRIORITY -> priority(streamId, in, payload, length);
            case Frames.RST_STREAM -> rstStream(streamId, in, payload, length);
            case Frames.SETTINGS -> settings(flags, streamId, in, payload, length);
            case Frames.PUSH_PROMISE -> throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "PUSH_PROMISE from a client");
            case Frames.PING -> ping(flags, streamId, in, payload, length);
            case Frames.GOAWAY -> goAwayReceived(streamId, length);
            case Frames.WINDOW_UPDATE -> windowUpdate(streamId, in, payload, length);
            case Frames.CONTINUATION -> continuation(flags, streamId, in, payload, length);
            default -> spendIdleFrame(); // unknown types are ignored (§5.5)
        }
    }

    // ---- DATA -------------------------------------------------------------------------------

    private void data(int flags, int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (streamId == 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "DATA on stream 0");
        }
        int from = payload;
        int to = payload + length;
        if ((flags & Frames.PADDED) != 0) {
            if (length == 0) {
                throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "padded DATA without its pad length");
            }
            to -= in.get(from++) & 0xFF;
            if (to < from) {
                throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "padding longer than the frame");
            }
        }
        boolean endStream = (flags & Frames.END_STREAM) != 0;
        countEmpty(length == 0 && !endStream);
        // The connection's window counts every DATA frame, whatever becomes of its stream.
        receiveWindow -= length;
        if (receiveWindow < 0) {
            throw Http2Exception.connection(ErrorCode.FLOW_CONTROL_ERROR, "DATA beyond the connection's window");
        }
        unacknowledged += length;
        if (unacknowledged >= WINDOW_UPDATE_THRESHOLD) {
            frames.windowUpdate(0, unacknowledged);
            receiveWindow += unacknowledged;
            unacknowledged = 0;
        }
        Stream stream = live(streamId);
        if (stream == null) {
            if (streamId > lastStreamId) {
                throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "DATA on an idle stream");
            }
            if (closedByUs(streamId)) {
                return; // in flight when we reset it: ignored (§5.1, closed)
            }
            throw Http2Exception.stream(ErrorCode.STREAM_CLOSED, streamId, "DATA on a closed stream");
        }
        if (!stream.remoteOpen()) {
            throw Http2Exception.stream(ErrorCode.STREAM_CLOSED, streamId, "DATA after END_STREAM");
        }
        stream.receiveWindow -= length;
        if (stream.receiveWindow < 0) {
            throw Http2Exception.stream(ErrorCode.FLOW_CONTROL_ERROR, streamId, "DATA beyond the stream's window");
        }
        int n = to - from;
        stream.received += n;
        if (stream.contentLength >= 0 && stream.received > stream.contentLength) {
            throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, streamId, "more DATA than content-length");
        }
        if (stream.answered) {
            return; // answered early (413): the rest is read and dropped until the reset lands
        }
        if (stream.received > options.maxBodyBytes()) {
            answer(stream, Response.status(Status.CONTENT_TOO_LARGE));
            return;
        }
        stream.request.appendBody(in, from, n);
        if (endStream) {
            endOfRequest(stream);
        } else {
            stream.unacknowledged += length;
            if (stream.unacknowledged >= WINDOW_UPDATE_THRESHOLD) {
                frames.windowUpdate(streamId, stream.unacknowledged);
                stream.receiveWindow += stream.unacknowledged;
                stream.unacknowledged = 0;
            }
        }
    }

    private void endOfRequest(Stream stream) throws Http2Exception {
        if (stream.contentLength >= 0 && stream.received != stream.contentLength) {
            throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, stream.id, "less DATA than content-length");
        }
        stream.state = Stream.State.HALF_CLOSED_REMOTE;
        if (!stream.answered) {
            dispatch(stream);
        }
    }

    // ---- HEADERS and CONTINUATION ----------------------------------------------------------

    private void headers(int flags, int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (streamId == 0 || (streamId & 1) == 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "HEADERS on stream " + streamId);
        }
        int from = payload;
        int to = payload + length;
        if ((flags & Frames.PADDED) != 0) {
            if (length == 0) {
                throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "padded HEADERS without its pad length");
            }
            to -= in.get(from++) & 0xFF;
        }
        boolean selfDependent = false;
        if ((flags & Frames.PRIORITY_FLAG) != 0) {
            if (to - from < 5) {
                throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "HEADERS too short for its priority");
            }
            selfDependent = (in.getInt(from) & 0x7FFF_FFFF) == streamId;
            from += 5;
        }
        if (to < from) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "padding longer than the frame");
        }
        boolean endStream = (flags & Frames.END_STREAM) != 0;
        boolean endHeaders = (flags & Frames.END_HEADERS) != 0;
        countEmpty(from == to && !endStream && !endHeaders);
        Stream stream = live(streamId);
        blockStreamError = null;
        blockStream = null;
        if (stream != null) {
            block = Block.TRAILERS;
            blockStream = stream;
            if (!stream.remoteOpen()) {
                block = Block.DISCARD;
                blockStreamError = ErrorCode.STREAM_CLOSED;
            } else if (!endStream) {
                block = Block.DISCARD;
                blockStreamError = ErrorCode.PROTOCOL_ERROR; // trailers must end the stream (§8.1)
            }
            headers.begin(null);
        } else if (streamId > lastStreamId) {
            lastStreamId = streamId;
            block = Block.NEW;
            blockStream = new Stream(streamId, Frames.DEFAULT_WINDOW, peerInitialWindow);
            headers.begin(blockStream.request);
        } else if (closedByUs(streamId)) {
            block = Block.DISCARD;
            headers.begin(null);
        } else if (wasClosed(streamId)) {
            throw Http2Exception.connection(ErrorCode.STREAM_CLOSED, "HEADERS on closed stream " + streamId);
        } else {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "stream " + streamId + " is below the last one");
        }
        blockStreamId = streamId;
        blockEndStream = endStream;
        blockSelfDependent = selfDependent;
        blockFrames = 0;
        decoder.decode(in, from, to, true, endHeaders, headers);
        if (endHeaders) {
            endBlock();
        }
    }

    private void continuation(int flags, int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (block == null || streamId != blockStreamId) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "CONTINUATION without a header block");
        }
        if (++blockFrames > options.maxContinuationFrames()) {
            throw Http2Exception.connection(ErrorCode.ENHANCE_YOUR_CALM, "a header block in too many frames");
        }
        boolean endHeaders = (flags & Frames.END_HEADERS) != 0;
        countEmpty(length == 0 && !endHeaders);
        decoder.decode(in, payload, payload + length, false, endHeaders, headers);
        if (endHeaders) {
            endBlock();
        }
    }

    private void endBlock() throws Http2Exception {
        Block kind = block;
        Stream stream = blockStream;
        block = null;
        blockStream = null;
        switch (kind) {
            case DISCARD -> {
                if (blockStreamError != null) {
                    throw Http2Exception.stream(blockStreamError, blockStreamId, "HEADERS on a stream that cannot take them");
                }
            }
            case TRAILERS -> {
                if (decoder.tooLarge() || headers.fault() != null) {
                    throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, stream.id, "bad trailers");
                }
                endOfRequest(stream);
            }
            case NEW -> open(stream);
        }
    }

    private void open(Stream stream) throws Http2Exception {
        if (goAwaySent) {
            return; // beyond the last stream our GOAWAY promised to serve
        }
        if (blockSelfDependent) {
            throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, stream.id, "a stream depending on itself");
        }
        if (streams.size() >= options.maxConcurrentStreams()) {
            throw Http2Exception.stream(ErrorCode.REFUSED_STREAM, stream.id, "too many concurrent streams");
        }
        boolean tooLarge = decoder.tooLarge();
        if (!tooLarge && headers.fault() != null) {
            throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, stream.id, headers.fault());
        }
        streams.put(stream.id, stream);
        stream.contentLength = tooLarge ? -1 : headers.contentLength();
        stream.headOnly = stream.request.method() == dev.brigade.rawnio.http.Method.HEAD;
        if (tooLarge) {
            stream.headOnly = false;
            if (blockEndStream) {
                stream.state = Stream.State.HALF_CLOSED_REMOTE;
            }
            answer(stream, Response.status(Status.HEADER_FIELDS_TOO_LARGE));
        } else if (headers.pathTooLong()) {
            if (blockEndStream) {
                stream.state = Stream.State.HALF_CLOSED_REMOTE;
            }
            answer(stream, Response.status(Status.URI_TOO_LONG));
        } else if (stream.contentLength > options.maxBodyBytes()) {
            if (blockEndStream) {
                stream.state = Stream.State.HALF_CLOSED_REMOTE;
            }
            answer(stream, Response.status(Status.CONTENT_TOO_LARGE));
        } else if (blockEndStream) {
            endOfRequest(stream);
        }
    }

    // ---- the other frames ---------------------------------------------------------------------

    private void priority(int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (streamId == 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "PRIORITY on stream 0");
        }
        if (length != 5) {
            throw Http2Exception.stream(ErrorCode.FRAME_SIZE_ERROR, streamId, "PRIORITY of " + length + " bytes");
        }
        spendIdleFrame();
        if ((in.getInt(payload) & 0x7FFF_FFFF) == streamId) {
            throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, streamId, "a stream depending on itself");
        }
        // Priorities are advice (RFC 9113 §5.3.2 deprecates the scheme): answers go in the order made.
    }

    private void rstStream(int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (length != 4) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "RST_STREAM of " + length + " bytes");
        }
        if (streamId == 0 || streamId > lastStreamId) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "RST_STREAM on an idle stream");
        }
        Stream stream = live(streamId);
        if (stream == null) {
            spendIdleFrame();
            return;
        }
        stream.resetByPeer = true;
        stream.state = Stream.State.CLOSED;
        if (++resetDebt > options.resetBudget()) {
            throw Http2Exception.connection(ErrorCode.ENHANCE_YOUR_CALM, "too many streams reset before their answer");
        }
        if (!stream.awaiting) {
            forget(stream, false); // an answer still being made keeps the stream's place until it is done
        }
    }

    private void settings(int flags, int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (streamId != 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "SETTINGS on a stream");
        }
        if ((flags & Frames.ACK) != 0) {
            if (length != 0) {
                throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "SETTINGS ACK with a payload");
            }
            spendIdleFrame();
            return;
        }
        if (length % 6 != 0) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "SETTINGS of " + length + " bytes");
        }
        if (phase == Phase.SETTINGS) {
            phase = Phase.FRAMES;
        } else {
            spendIdleFrame();
        }
        for (int at = payload; at < payload + length; at += 6) {
            int id = in.getShort(at) & 0xFFFF;
            int value = in.getInt(at + 2);
            switch (id) {
                case Frames.SETTINGS_HEADER_TABLE_SIZE -> encoder.tableSizeLimit(value < 0 ? Integer.MAX_VALUE : value);
                case Frames.SETTINGS_ENABLE_PUSH -> {
                    if (value != 0 && value != 1) {
                        throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "ENABLE_PUSH of " + value);
                    }
                }
                case Frames.SETTINGS_INITIAL_WINDOW_SIZE -> {
                    if (value < 0) {
                        throw Http2Exception.connection(ErrorCode.FLOW_CONTROL_ERROR, "INITIAL_WINDOW_SIZE over 2^31-1");
                    }
                    initialWindow(value);
                }
                case Frames.SETTINGS_MAX_FRAME_SIZE -> {
                    if (value < Frames.DEFAULT_MAX_FRAME_SIZE || value > Frames.MAX_MAX_FRAME_SIZE) {
                        throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "MAX_FRAME_SIZE of " + value);
                    }
                    peerMaxFrameSize = value;
                }
                default -> { } // MAX_CONCURRENT_STREAMS (this server never pushes), MAX_HEADER_LIST_SIZE, unknown
            }
        }
        frames.settingsAck();
        sendBlocked();
    }

    /** §6.9.2: a new SETTINGS_INITIAL_WINDOW_SIZE moves every open stream's window by the difference. */
    private void initialWindow(int value) throws Http2Exception {
        long delta = (long) value - peerInitialWindow;
        peerInitialWindow = value;
        for (Stream stream : streams.values()) {
            stream.sendWindow += delta;
            if (stream.sendWindow > Frames.MAX_WINDOW) {
                throw Http2Exception.connection(ErrorCode.FLOW_CONTROL_ERROR, "a stream's window past 2^31-1");
            }
        }
    }

    private void ping(int flags, int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (length != 8) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "PING of " + length + " bytes");
        }
        if (streamId != 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "PING on a stream");
        }
        spendIdleFrame();
        if ((flags & Frames.ACK) == 0) {
            frames.pingAck(in, payload);
        }
    }

    private void goAwayReceived(int streamId, int length) throws Http2Exception {
        if (streamId != 0) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "GOAWAY on a stream");
        }
        if (length < 8) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "GOAWAY of " + length + " bytes");
        }
        peerGoingAway = true; // the streams it sent are still answered; the connection ends after them
    }

    private void windowUpdate(int streamId, ByteBuffer in, int payload, int length) throws Http2Exception {
        if (length != 4) {
            throw Http2Exception.connection(ErrorCode.FRAME_SIZE_ERROR, "WINDOW_UPDATE of " + length + " bytes");
        }
        int increment = in.getInt(payload) & 0x7FFF_FFFF;
        spendIdleFrame();
        if (streamId == 0) {
            if (increment == 0) {
                throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "WINDOW_UPDATE of 0");
            }
            sendWindow += increment;
            if (sendWindow > Frames.MAX_WINDOW) {
                throw Http2Exception.connection(ErrorCode.FLOW_CONTROL_ERROR, "the connection's window past 2^31-1");
            }
            sendBlocked();
            return;
        }
        if (streamId > lastStreamId) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "WINDOW_UPDATE on an idle stream");
        }
        Stream stream = live(streamId);
        if (stream == null) {
            return; // closed: a late update is harmless (§5.1)
        }
        if (increment == 0) {
            throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, streamId, "WINDOW_UPDATE of 0");
        }
        stream.sendWindow += increment;
        if (stream.sendWindow > Frames.MAX_WINDOW) {
            throw Http2Exception.stream(ErrorCode.FLOW_CONTROL_ERROR, streamId, "the stream's window past 2^31-1");
        }
        send(stream);
    }

    // ---- answers --------------------------------------------------------------------------------

    private void dispatch(Stream stream) {
        Response response;
        try {
            response = handler.handle(stream.request);
        } catch (RuntimeException e) {
            host.log("handler failed", e);
            response = Response.status(Status.INTERNAL_SERVER_ERROR);
        }
        answer(stream, response);
    }

    private void answer(Stream stream, Response response) {
        if (response instanceof Response.Later later) {
            stream.awaiting = true;
            later.answer().whenComplete((answer, failure) -> host.execute(() -> resume(stream, answer, failure)));
            return;
        }
        stream.answered = true;
        if (ResponseFrames.write(response, stream, encoder, frames, date)) {
            endLocal(stream);
        } else {
            send(stream);
        }
    }

    private void resume(Stream stream, Response answer, Throwable failure) {
        stream.awaiting = false;
        if (phase == Phase.CLOSED) {
            return;
        }
        if (stream.resetByPeer) {
            forget(stream, false);
            return;
        }
        if (failure != null || answer instanceof Response.Later) {
            host.log("deferred answer failed", failure != null ? failure : new IllegalStateException("nested Later"));
            answer = Response.status(Status.INTERNAL_SERVER_ERROR);
        }
        answer(stream, answer);
    }

    /** Sends what the windows allow of the stream's body; a stream that must wait joins {@link #blocked}. */
    private void send(Stream stream) {
        while (stream.state != Stream.State.CLOSED && stream.state != Stream.State.HALF_CLOSED_LOCAL) {
            Stream.Segment segment = stream.next();
            if (segment == null) {
                if (stream.endQueued()) {
                    frames.data(stream.id, NO_BYTES, 0, 0, true);
                    endLocal(stream);
                }
                return;
            }
            long window = Math.min(stream.sendWindow, sendWindow);
            int n = (int) Math.min(Math.min(segment.length, peerMaxFrameSize), window);
            if (n <= 0) {
                if (!stream.queued) {
                    stream.queued = true;
                    blocked.addLast(stream);
                }
                return;
            }
            boolean last = n == segment.length && stream.lastSegment() && stream.endQueued();
            frames.data(stream.id, segment.bytes, segment.offset, n, last);
            stream.sendWindow -= n;
            sendWindow -= n;
            stream.sent(n);
            if (last) {
                endLocal(stream);
            }
        }
    }

    /** The answer's last frame is written. */
    private void endLocal(Stream stream) {
        resetDebt = Math.max(0, resetDebt - 1);
        idleFrames = 0;
        if (stream.remoteOpen()) {
            // Answered before the client finished sending (413, 431, 414): RFC 9113 §8.1 asks RST_STREAM(NO_ERROR).
            frames.rstStream(stream.id, ErrorCode.NO_ERROR);
            forget(stream, true);
        } else {
            forget(stream, false);
        }
    }

    private void sendBlocked() {
        for (int i = blocked.size(); i > 0 && sendWindow > 0; i--) {
            Stream stream = blocked.pollFirst();
            stream.queued = false;
            if (streams.get(stream.id) == stream) {
                send(stream);
            }
        }
    }

    private void resetStream(int streamId, ErrorCode code) {
        frames.rstStream(streamId, code);
        Stream stream = live(streamId);
        if (stream != null) {
            stream.state = Stream.State.CLOSED;
            if (!stream.awaiting) {
                forget(stream, true);
            } else {
                stream.resetByPeer = true; // its answer, when it comes, is dropped
            }
        } else if (streamId <= lastStreamId) {
            remember(streamId, true);
        }
    }

    private void forget(Stream stream, boolean byUs) {
        stream.state = Stream.State.CLOSED;
        streams.remove(stream.id);
        remember(stream.id, byUs);
    }

    // ---- bookkeeping ----------------------------------------------------------------------------

    /** The stream if it is open or half-closed and not reset. */
    private Stream live(int streamId) {
        Stream stream = streams.get(streamId);
        return stream == null || stream.resetByPeer || stream.state == Stream.State.CLOSED ? null : stream;
    }

    private void remember(int streamId, boolean byUs) {
        recentlyClosed[recentlyClosedNext] = streamId | (byUs ? RESET_BY_US : 0);
        recentlyClosedNext = (recentlyClosedNext + 1) % RECENTLY_CLOSED;
    }

    private boolean closedByUs(int streamId) {
        for (int entry : recentlyClosed) {
            if (entry == (streamId | RESET_BY_US)) {
                return true;
            }
        }
        return false;
    }

    private boolean wasClosed(int streamId) {
        for (int entry : recentlyClosed) {
            if ((entry & ~RESET_BY_US) == streamId) {
                return true;
            }
        }
        return false;
    }

    private void spendIdleFrame() throws Http2Exception {
        if (++idleFrames > options.idleFrameBudget()) {
            throw Http2Exception.connection(ErrorCode.ENHANCE_YOUR_CALM, "too many frames asking for no work");
        }
    }

    private void countEmpty(boolean empty) throws Http2Exception {
        emptyFrames = empty ? emptyFrames + 1 : 0;
        if (emptyFrames > options.maxEmptyFrames()) {
            throw Http2Exception.connection(ErrorCode.ENHANCE_YOUR_CALM, "too many empty frames");
        }
    }
}
