package dev.brigade.rawnio.http2;

import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.HttpDate;
import dev.brigade.rawnio.http.Method;
import dev.brigade.rawnio.http.OutputBuffer;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One HTTP/2 connection's protocol (RFC 9113), driven by its {@code server.Connection}: bytes in,
 * frames out into the connection's {@link OutputBuffer}, requests to the {@link Handler}. The
 * {@link FrameReader} checks each frame as a frame; this class judges it against the streams'
 * states ({@link Stream}), and answers.
 *
 * <pre>
 *   PREFACE --24 bytes--> SETTINGS --the client's SETTINGS--> FRAMES
 *      |  anything else      |  any other frame                  |  connection error: GOAWAY(code)
 *      +---------------------+-----------------------------------+-----> CLOSED (flush, then close)
 *   FRAMES --GOAWAY (SIGTERM's, or the client's)--> no new streams; finished once the last one is
 * </pre>
 *
 * Every frame is handled whole, in place: the connection's read buffer holds more than the largest
 * frame this side accepts (SETTINGS_MAX_FRAME_SIZE stays 16,384). All the answers made from one
 * read leave in the connection's next write. Touched by the connection's event loop only; answers
 * made on other threads come back through {@link Host#execute}.
 *
 * About 500 lines, on purpose: what every frame means depends on the same state (the streams, the
 * header block in progress, the windows), and split, each part would reach into the others'.
 */
public final class Http2Session implements FrameReader.Listener {
    /** What the session needs from its connection. */
    public interface Host {
        /** Runs {@code task} on the connection's event loop, then writes what it made. */
        void execute(Runnable task);

        void log(String what, Throwable cause);
    }

    public static final int PREFACE_LENGTH = 24;
    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final int WINDOW_UPDATE_THRESHOLD = Frames.DEFAULT_WINDOW / 2;

    private enum Phase {
        PREFACE,
        SETTINGS,
        FRAMES,
        CLOSED
    }

    /** What a header block in progress will become once it ends. */
    private enum Block {
        NEW,
        TRAILERS,
        DISCARD
    }

    private final Http2Options options;
    private final Handler handler;
    private final Frames frames;
    private final HttpDate date;
    private final Host host;
    private final HpackDecoder decoder;
    private final HpackEncoder encoder = new HpackEncoder();
    private final RequestHeaders headers;
    private final StreamRegistry streams = new StreamRegistry();
    private final Outbound outbound;
    private final FloodGuard guard;

    private Phase phase = Phase.PREFACE;
    private boolean settingsSent;
    private boolean goAwaySent;
    private boolean peerGoingAway;
    private int receiveWindow = Frames.DEFAULT_WINDOW;
    private int unacknowledged;

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
        this.decoder = new HpackDecoder(
                options.headerTableBytes(), options.maxHeaderListBytes(), options.maxHeaderListBytes());
        this.headers = new RequestHeaders(options.maxPathBytes(), options.maxStoredValueBytes());
        this.outbound = new Outbound(frames, this::endLocal);
        this.guard = new FloodGuard(options);
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

    /** After a connection error, or after GOAWAY (either side's) with no stream left: the connection may close. */
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
            frames.goAway(streams.lastStreamId(), ErrorCode.NO_ERROR);
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
            FrameReader.read(in, this, () -> phase != Phase.CLOSED);
        } catch (Http2Exception e) {
            frames.goAway(streams.lastStreamId(), e.code());
            phase = Phase.CLOSED;
            streams.clear();
            outbound.clear();
            block = null;
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

    @Override
    public void frame(int type, int flags, int streamId) throws Http2Exception {
        if (block != null && (type != Frames.CONTINUATION || streamId != blockStreamId)) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "a header block was interrupted");
        }
        if (phase == Phase.SETTINGS && (type != Frames.SETTINGS || (flags & Frames.ACK) != 0)) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "the preface's SETTINGS did not come first");
        }
    }

    // ---- DATA -------------------------------------------------------------------------------

    @Override
    public void data(int streamId, boolean endStream, ByteBuffer in, int from, int to, int length)
            throws Http2Exception {
        guard.frame(length == 0 && !endStream);
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
        Stream stream = streams.live(streamId);
        if (stream == null) {
            if (streams.isIdle(streamId)) {
                throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "DATA on an idle stream");
            }
            if (streams.closedByUs(streamId)) {
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
        stream.received += to - from;
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
        stream.request.appendBody(in, from, to - from);
        if (endStream) {
            endOfRequest(stream);
            return;
        }
        stream.unacknowledged += length;
        if (stream.unacknowledged >= WINDOW_UPDATE_THRESHOLD) {
            frames.windowUpdate(streamId, stream.unacknowledged);
            stream.receiveWindow += stream.unacknowledged;
            stream.unacknowledged = 0;
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

    @Override
    public void headers(
            int streamId, boolean endStream, boolean endHeaders, boolean selfDependent, ByteBuffer in, int from, int to)
            throws Http2Exception {
        guard.frame(from == to && !endStream && !endHeaders);
        Stream stream = streams.live(streamId);
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
        } else if (streams.isIdle(streamId)) {
            streams.opening(streamId);
            block = Block.NEW;
            blockStream = new Stream(streamId, Frames.DEFAULT_WINDOW, outbound.initialWindow());
            headers.begin(blockStream.request);
        } else if (streams.closedByUs(streamId)) {
            block = Block.DISCARD; // decoded all the same: the HPACK table must stay in step
            headers.begin(null);
        } else if (streams.wasClosed(streamId)) {
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

    @Override
    public void continuation(int streamId, boolean endHeaders, ByteBuffer in, int from, int to) throws Http2Exception {
        if (block == null) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "CONTINUATION without a header block");
        }
        if (++blockFrames > options.maxContinuationFrames()) {
            throw Http2Exception.connection(ErrorCode.ENHANCE_YOUR_CALM, "a header block in too many frames");
        }
        guard.frame(from == to && !endHeaders);
        decoder.decode(in, from, to, false, endHeaders, headers);
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
                    throw Http2Exception.stream(
                            blockStreamError, blockStreamId, "HEADERS on a stream that cannot take them");
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
        streams.add(stream);
        if (blockEndStream) {
            stream.state = Stream.State.HALF_CLOSED_REMOTE;
        }
        if (tooLarge) {
            answer(stream, Response.status(Status.HEADER_FIELDS_TOO_LARGE));
            return;
        }
        stream.contentLength = headers.contentLength();
        stream.headOnly = stream.request.method() == Method.HEAD;
        if (headers.pathTooLong()) {
            answer(stream, Response.status(Status.URI_TOO_LONG));
        } else if (stream.contentLength > options.maxBodyBytes()) {
            answer(stream, Response.status(Status.CONTENT_TOO_LARGE));
        } else if (blockEndStream) {
            endOfRequest(stream);
        }
    }

    // ---- the other frames ---------------------------------------------------------------------

    @Override
    public void priority(int streamId, boolean selfDependent) throws Http2Exception {
        guard.idleFrame();
        if (selfDependent) {
            throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, streamId, "a stream depending on itself");
        }
        // Priorities are advice (RFC 9113 §5.3.2 deprecates the scheme): answers go in the order made.
    }

    @Override
    public void rstStream(int streamId) throws Http2Exception {
        if (streams.isIdle(streamId)) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "RST_STREAM on an idle stream");
        }
        Stream stream = streams.live(streamId);
        if (stream == null) {
            guard.idleFrame();
            return;
        }
        stream.resetByPeer = true;
        stream.state = Stream.State.CLOSED;
        guard.resetBeforeAnswer();
        if (!stream.awaiting) {
            streams.forget(stream, false); // an answer still being made keeps the stream's place until it is done
        }
    }

    @Override
    public void setting(int id, int value) throws Http2Exception {
        switch (id) {
            case Frames.SETTINGS_HEADER_TABLE_SIZE -> encoder.tableSizeLimit(value < 0 ? Integer.MAX_VALUE : value);
            case Frames.SETTINGS_INITIAL_WINDOW_SIZE -> outbound.initialWindow(value, streams.all());
            case Frames.SETTINGS_MAX_FRAME_SIZE -> outbound.maxFrameSize(value);
            default -> {} // ENABLE_PUSH (never pushed), MAX_CONCURRENT_STREAMS, MAX_HEADER_LIST_SIZE, unknown
        }
    }

    @Override
    public void settingsEnd(boolean ack) throws Http2Exception {
        if (phase == Phase.SETTINGS) {
            phase = Phase.FRAMES;
        } else {
            guard.idleFrame();
        }
        if (!ack) {
            frames.settingsAck();
            outbound.sendBlocked(streams::holds);
        }
    }

    @Override
    public void ping(boolean ack, ByteBuffer in, int payload) throws Http2Exception {
        guard.idleFrame();
        if (!ack) {
            frames.pingAck(in, payload);
        }
    }

    @Override
    public void goAwayReceived() {
        peerGoingAway = true; // the streams it sent are still answered; the connection ends after them
    }

    @Override
    public void windowUpdate(int streamId, int increment) throws Http2Exception {
        guard.idleFrame();
        if (streamId == 0) {
            outbound.connectionWindow(increment);
            outbound.sendBlocked(streams::holds);
            return;
        }
        if (streams.isIdle(streamId)) {
            throw Http2Exception.connection(ErrorCode.PROTOCOL_ERROR, "WINDOW_UPDATE on an idle stream");
        }
        Stream stream = streams.live(streamId);
        if (stream == null) {
            return; // closed: a late update is harmless (§5.1)
        }
        if (increment == 0) {
            throw Http2Exception.stream(ErrorCode.PROTOCOL_ERROR, streamId, "WINDOW_UPDATE of 0");
        }
        outbound.streamWindow(stream, increment);
        outbound.send(stream);
    }

    @Override
    public void unknown() throws Http2Exception {
        guard.idleFrame();
    }

    @Override
    public void streamError(int streamId, ErrorCode code) {
        frames.rstStream(streamId, code);
        Stream stream = streams.live(streamId);
        if (stream == null) {
            if (!streams.isIdle(streamId)) {
                streams.remember(streamId, true);
            }
            return;
        }
        stream.state = Stream.State.CLOSED;
        if (stream.awaiting) {
            stream.resetByPeer = true; // its answer, when it comes, is dropped
        } else {
            streams.forget(stream, true);
        }
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
            outbound.send(stream);
        }
    }

    private void resume(Stream stream, Response answer, Throwable failure) {
        stream.awaiting = false;
        if (phase == Phase.CLOSED) {
            return;
        }
        if (stream.resetByPeer) {
            streams.forget(stream, false);
            return;
        }
        if (failure != null || answer instanceof Response.Later) {
            host.log("deferred answer failed", failure != null ? failure : new IllegalStateException("nested Later"));
            answer = Response.status(Status.INTERNAL_SERVER_ERROR);
        }
        answer(stream, answer);
    }

    /** The answer's last frame is written. */
    private void endLocal(Stream stream) {
        guard.answered();
        if (stream.remoteOpen()) {
            // Answered before the client finished sending (413, 431, 414): RFC 9113 §8.1 asks RST_STREAM(NO_ERROR).
            frames.rstStream(stream.id, ErrorCode.NO_ERROR);
            streams.forget(stream, true);
        } else {
            streams.forget(stream, false);
        }
    }
}
