package dev.brigade.rawnio.server;

import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.Method;
import dev.brigade.rawnio.http.OutputBuffer;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.RequestParser;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.ResponseWriter;
import dev.brigade.rawnio.http.Status;

import java.io.IOException;
import java.nio.ByteBuffer;
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
 */
final class Connection {
    private enum State { READING, WAITING, CLOSING, LINGERING, CLOSED }

    private final EventLoop loop;
    private final SocketChannel channel;
    private final SelectionKey key;
    private final Handler handler;
    private final OutputBuffer out = new OutputBuffer();
    private final RequestParser parser;
    private final ResponseWriter writer;
    private final DeadlineQueue.Entry deadline = new DeadlineQueue.Entry(this);
    private ByteBuffer in;
    private State state = State.READING;
    private int answered;

    Connection(EventLoop loop, SocketChannel channel, SelectionKey key, Handler handler, ServerConfig config) {
        this.loop = loop;
        this.channel = channel;
        this.key = key;
        this.handler = handler;
        this.parser = new RequestParser(config.maxRequestLineBytes(), config.maxHeaderBytes(),
                config.maxBodyBytes(), config.maxStoredValueBytes());
        this.writer = new ResponseWriter(out, loop.date());
        loop.idle().arm(deadline, loop.now());
    }

    /** The selector's callback; any failure closes this connection only. */
    void onReady(int readyOps) {
        if (state == State.CLOSED) {
            return;
        }
        boolean headRunning = parser.inHead();
        int answeredBefore = answered;
        borrowBuffers();
        try {
            if ((readyOps & SelectionKey.OP_WRITE) != 0) {
                flush();
            }
            if ((readyOps & SelectionKey.OP_READ) != 0 && state == State.READING) {
                read();
            } else if ((readyOps & SelectionKey.OP_READ) != 0 && state == State.LINGERING) {
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
            if (!(headRunning && parser.inHead() && answered == answeredBefore)) {
                loop.idle().arm(deadline, loop.now());
            }
        }
        returnBuffers();
    }

    private void read() throws IOException {
        int n = channel.read(in);
        if (n < 0) {
            close();
            return;
        }
        in.flip();
        answerBuffered();
        in.compact();
        flush();
    }

    private void discard() throws IOException {
        in.clear();
        int n = channel.read(in);
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
                loop.log("deferred answer failed", failure != null ? failure : new IllegalStateException("nested Later"));
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
        boolean drained = out.writeTo(channel);
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
    }

    /** Its deadline passed (idle, a head too slow, or lingering done). */
    void expire() {
        close();
    }

    /** Nothing in flight: safe to close when the server stops. */
    boolean isIdle() {
        return state == State.LINGERING || (state == State.READING && !parser.inProgress() && out.isEmpty());
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
        loop.closed(this);
    }
}
