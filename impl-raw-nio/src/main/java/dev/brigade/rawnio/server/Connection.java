package dev.brigade.rawnio.server;

import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.Method;
import dev.brigade.rawnio.http.OutputBuffer;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.RequestParser;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.ResponseWriter;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.http2.Http2Session;
import dev.brigade.rawnio.tls.TlsChannel;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ByteChannel;
import java.nio.channels.GatheringByteChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;

/**
 * One client socket and all its state, touched only by its event loop's thread.
 *
 * <pre>
 *            complete request, answered at once
 *          +----------------------------------+
 *          v                                  |
 *      READING --- Response.Later ---> WAITING -+  (answer handed back by the loop's task queue)
 *          |                            |
 *          | parse error, or            | the answer says close
 *          | Connection: close          v
 *          +----------------------> CLOSING --- output drained ---> LINGERING --- EOF or linger time ---> CLOSED
 * </pre>
 *
 * LINGERING is a lingering close: our side is shut down, and whatever the client still sends (the
 * rest of a body refused with 413, say) is read and dropped until it closes too, so that closing
 * with unread input does not reset the connection and destroy the answer before the client reads it.
 *
 * Reading stops while output is pending (a client that does not read cannot make us buffer
 * without bound) and while WAITING; every complete request already buffered is answered, in
 * order, before one write sends all the answers.
 *
 * Deadlines: READING and CLOSING wait in the loop's idle queue, re-armed by activity, except that
 * a request head must end within the idle timeout of its first byte; LINGERING waits in the linger
 * queue; WAITING in none (we owe the answer). The direct buffers are borrowed from the loop while
 * there is work and handed back when nothing is left in them, so an idle connection holds none.
 *
 * <p>The protocol is decided by the first bytes, before any of the states above matter:
 * <pre>
 *   plain:  SNIFFING --the 24-byte HTTP/2 preface--> HTTP2
 *              +------anything else---------------> HTTP1
 *              +------a first line with no HTTP version, three parts or more--> NEITHER (closed unanswered)
 *   TLS:    (TlsChannel's handshake) --ALPN h2--> HTTP2;  http/1.1 or none --> HTTP1
 * </pre>
 * An HTTP/2 connection stays READING while its {@link Http2Session} has streams in flight (their
 * answers come back through the loop's task queue); it goes CLOSING once the session has sent a
 * GOAWAY for an error, or after a GOAWAY (SIGTERM's or the client's) when its last stream is done.
 * Both protocols share these states, buffers and deadlines, which is why they live in one class
 * of some 430 lines; what is particular to each is in {@code http} and {@code http2}.
 */
final class Connection implements Http2Session.Host {
    private enum State {
        READING,
        WAITING,
        CLOSING,
        LINGERING,
        CLOSED
    }

    private enum Protocol {
        SNIFFING,
        HTTP1,
        HTTP2,
        NEITHER
    }

    private final EventLoop loop;
    private final SocketChannel channel;
    private final TlsChannel tls;
    private final ByteChannel io;
    private final SelectionKey key;
    private final Handler handler;
    private final ServerConfig config;
    private final OutputBuffer out = new OutputBuffer();
    private final RequestParser parser;
    private final ResponseWriter writer;
    private final DeadlineQueue.Entry deadline = new DeadlineQueue.Entry(this);
    private ByteBuffer in;
    private State state = State.READING;
    private Protocol protocol = Protocol.SNIFFING;
    private Http2Session http2;
    private int answered;

    /** @param tls null for a plain connection */
    Connection(
            EventLoop loop,
            SocketChannel channel,
            TlsChannel tls,
            SelectionKey key,
            Handler handler,
            ServerConfig config) {
        this.loop = loop;
        this.channel = channel;
        this.tls = tls;
        this.io = tls != null ? tls : channel;
        this.key = key;
        this.handler = handler;
        this.config = config;
        this.parser = new RequestParser(
                config.maxRequestLineBytes(),
                config.maxHeaderBytes(),
                config.maxBodyBytes(),
                config.maxStoredValueBytes());
        this.writer = new ResponseWriter(out, loop.date());
        loop.idle().arm(deadline, loop.now());
    }

    /** The selector's callback; any failure closes this connection only. */
    void onReady(int readyOps) {
        if (state == State.CLOSED) {
            return;
        }
        boolean headRunning = inHead();
        int answeredBefore = answered;
        borrowBuffers();
        try {
            boolean readable = (readyOps & SelectionKey.OP_READ) != 0;
            if ((readyOps & SelectionKey.OP_WRITE) != 0) {
                flush();
                // TLS may hold input the selector will not report again, or a handshake flight to go on with.
                readable |= tls != null && state == State.READING && (tls.hasBufferedInput() || !tls.handshaken());
            }
            if (readable && state == State.READING && key.isValid()) {
                read();
            } else if (readable && state == State.LINGERING) {
                discard();
            }
        } catch (IOException e) {
            close(); // the peer went away: nothing worth logging
        } catch (RuntimeException e) {
            loop.log("connection failed", e);
            close();
        }
        if (state == State.READING || state == State.CLOSING) {
            // The head's deadline runs from its first byte: no re-arming while the same head trickles in.
            if (!(headRunning && inHead() && answered == answeredBefore)) {
                loop.idle().arm(deadline, loop.now());
            }
        }
        returnBuffers();
    }

    /** A request head (or an HTTP/2 header block, or a first line still being sniffed) has begun and not ended. */
    private boolean inHead() {
        return switch (protocol) {
            case HTTP2 -> http2.inHeaderBlock();
            case SNIFFING -> in != null && in.position() > 0;
            default -> parser.inHead();
        };
    }

    private void read() throws IOException {
        int n;
        do {
            n = io.read(in);
            if (n < 0) {
                close();
                return;
            }
            in.flip();
            answerInput();
            in.compact();
            // TLS may have opened more than fit; plain sockets are read once per readiness
        } while (n > 0 && tls != null && tls.hasBufferedInput() && state == State.READING && in.hasRemaining());
        flush();
    }

    /** Hands what was read to the protocol, deciding which one first. */
    private void answerInput() {
        if (protocol == Protocol.SNIFFING) {
            protocol = decide();
        }
        switch (protocol) {
            case HTTP1 -> answerBuffered();
            case HTTP2 -> {
                http2.onInput(in);
                if (http2.finished()) {
                    state = State.CLOSING;
                }
            }
            case SNIFFING -> {} // not enough bytes yet to tell
            case NEITHER -> {
                in.position(in.limit());
                state = State.CLOSING; // no answer: neither protocol's (RequestParser.mayBeHttp1)
            }
        }
    }

    private Protocol decide() {
        if (tls != null) {
            if (!tls.handshaken()) {
                return Protocol.SNIFFING;
            }
            return tls.applicationProtocol().equals("h2") ? startHttp2() : Protocol.HTTP1;
        }
        if (!in.hasRemaining()) {
            return Protocol.SNIFFING;
        }
        if (!Http2Session.mayBePreface(in)) {
            int searched = Math.min(in.remaining(), config.maxRequestLineBytes());
            for (int i = in.position(); i < in.position() + searched; i++) {
                if (in.get(i) == '\n') {
                    return RequestParser.mayBeHttp1(in, i) ? Protocol.HTTP1 : Protocol.NEITHER;
                }
            }
            return searched == config.maxRequestLineBytes() ? Protocol.HTTP1 : Protocol.SNIFFING;
        }
        return in.remaining() >= Http2Session.PREFACE_LENGTH ? startHttp2() : Protocol.SNIFFING;
    }

    private Protocol startHttp2() {
        http2 = new Http2Session(config.http2(), handler, out, loop.date(), this);
        return Protocol.HTTP2;
    }

    @Override
    public void execute(Runnable task) {
        loop.execute(() -> {
            if (state == State.CLOSED) {
                return;
            }
            borrowBuffers();
            try {
                task.run();
                if (http2.finished() && state == State.READING) {
                    state = State.CLOSING;
                }
                flush();
            } catch (IOException e) {
                close();
            } catch (RuntimeException e) {
                log("connection failed", e);
                close();
            }
            returnBuffers();
        });
    }

    @Override
    public void log(String what, Throwable cause) {
        loop.log(what, cause);
    }

    /** SIGTERM: an HTTP/2 connection says GOAWAY, then closes when its last stream is done. */
    void goAway() {
        if (protocol != Protocol.HTTP2 || state != State.READING) {
            return;
        }
        borrowBuffers();
        try {
            http2.goAway();
            if (http2.finished()) {
                state = State.CLOSING;
            }
            flush();
        } catch (IOException e) {
            close();
        }
        returnBuffers();
    }

    private void discard() throws IOException {
        in.clear();
        int n = io.read(in);
        in.clear();
        if (n < 0) {
            close();
        }
    }

    /** Answers every complete request in the read buffer, in order, until one must wait. */
    private void answerBuffered() {
        while (state == State.READING && in.hasRemaining()) {
            switch (parser.parse(in)) {
                case COMPLETE -> dispatch(parser.request());
                case INCOMPLETE -> {
                    if (parser.takeContinue()) {
                        writer.continueInterim();
                    }
                    return;
                }
                case ERROR -> {
                    writer.write(Response.status(parser.error()), true, false);
                    state = State.CLOSING;
                }
            }
        }
    }

    private void dispatch(Request request) {
        answered++;
        boolean close = !request.keepAlive() || loop.draining();
        boolean bodiless = request.method() == Method.HEAD;
        try {
            Response response = handler.handle(request);
            if (response instanceof Response.Later later) {
                await(later, close, bodiless);
                return;
            }
            writer.write(response, close, bodiless);
        } catch (RuntimeException e) {
            loop.log("handler failed", e);
            writer.write(Response.status(Status.INTERNAL_SERVER_ERROR), true, false);
            close = true;
        }
        if (close) {
            state = State.CLOSING;
        }
    }

    private void await(Response.Later later, boolean close, boolean bodiless) {
        state = State.WAITING;
        deadline.remove();
        later.answer().whenComplete((answer, failure) -> loop.execute(() -> resume(answer, failure, close, bodiless)));
    }

    private void resume(Response answer, Throwable failure, boolean close, boolean bodiless) {
        if (state != State.WAITING) {
            return;
        }
        borrowBuffers();
        try {
            if (failure != null || answer instanceof Response.Later) {
                loop.log(
                        "deferred answer failed",
                        failure != null ? failure : new IllegalStateException("nested Later"));
                writer.write(Response.status(Status.INTERNAL_SERVER_ERROR), true, false);
                close = true;
            } else {
                writer.write(answer, close, bodiless);
            }
            state = close ? State.CLOSING : State.READING;
            loop.idle().arm(deadline, loop.now());
            in.flip();
            answerBuffered();
            in.compact();
            flush();
        } catch (IOException e) {
            close();
        } catch (RuntimeException e) {
            loop.log("connection failed", e);
            close();
        }
        returnBuffers();
    }

    /** Writes what is pending and sets what the selector should watch next. */
    private void flush() throws IOException {
        if (state == State.CLOSED) {
            return;
        }
        boolean drained = out.writeTo((GatheringByteChannel) io) && (tls == null || tls.flush());
        if (drained && state == State.CLOSING) {
            linger();
            return;
        }
        int ops = !drained ? SelectionKey.OP_WRITE : state == State.READING ? SelectionKey.OP_READ : 0;
        if (key.interestOps() != ops) {
            key.interestOps(ops);
        }
    }

    private void linger() throws IOException {
        if (tls != null) {
            tls.closeOutbound();
        }
        channel.shutdownOutput();
        state = State.LINGERING;
        loop.lingering().arm(deadline, loop.now());
        key.interestOps(SelectionKey.OP_READ);
    }

    /** Lends this connection a read and a write buffer for the work at hand. */
    private void borrowBuffers() {
        if (in == null) {
            in = loop.readBuffers().take();
        }
        if (!out.isAttached()) {
            out.attach(loop.writeBuffers().take());
        }
    }

    /** Hands back the buffers that hold nothing (unread pipelined bytes and unsent output stay). */
    private void returnBuffers() {
        if (in != null && in.position() == 0) {
            loop.readBuffers().give(in);
            in = null;
        }
        if (out.isAttached() && out.isEmpty()) {
            loop.writeBuffers().give(out.detach());
        }
        if (tls != null && state != State.CLOSED) {
            tls.releaseIdle();
        }
    }

    /** Its deadline passed (idle, a head too slow, or lingering done). */
    void expire() {
        close();
    }

    /** Nothing in flight: safe to close when the server stops. */
    boolean isIdle() {
        boolean inProgress = protocol == Protocol.HTTP2 ? http2.busy() : parser.inProgress();
        return state == State.LINGERING || (state == State.READING && !inProgress && out.isEmpty());
    }

    void close() {
        if (state == State.CLOSED) {
            return;
        }
        state = State.CLOSED;
        deadline.remove();
        key.cancel();
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        if (in != null) {
            loop.readBuffers().give(in);
            in = null;
        }
        ByteBuffer written = out.detach();
        if (written != null) {
            loop.writeBuffers().give(written);
        }
        if (tls != null) {
            tls.releaseAll();
        }
        loop.closed(this);
    }
}
