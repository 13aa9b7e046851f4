package dev.brigade.rawnio.server;

import dev.brigade.rawnio.ServerOptions;
import dev.brigade.rawnio.http.OutputBuffer;
import dev.brigade.rawnio.http.Reply;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.RequestParser;
import dev.brigade.rawnio.http.ResponseWriter;
import dev.brigade.rawnio.http.Status;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.concurrent.CompletionStage;

/**
 * One client socket and all its state, touched only by its event loop's thread.
 *
 * <pre>
 *            complete request, answered at once
 *          +----------------------------------+
 *          v                                  |
 *      READING --- respondLater ---> WAITING -+  (answer handed back by the loop's task queue)
 *          |                            |
 *          | parse error, or            | the answer says close
 *          | Connection: close          v
 *          +----------------------> CLOSING --- output drained ---> LINGERING --- EOF or 2 s ---> CLOSED
 * </pre>
 *
 * LINGERING is a lingering close: our side is shut down, and whatever the client still sends (the
 * rest of a body refused with 413, say) is read and dropped until it closes too, so that closing
 * with unread input does not reset the connection and destroy the answer before the client reads it.
 *
 * Reading stops while output is pending (a client that does not read cannot make us buffer
 * without bound) and while WAITING; every complete request already buffered is answered, in
 * order, before one write sends all the answers.
 */
final class Connection {
    private enum State { READING, WAITING, CLOSING, LINGERING, CLOSED }

    private static final long LINGER_MILLIS = 2_000;

    private final EventLoop loop;
    private final SocketChannel channel;
    private final SelectionKey key;
    private final Handler handler;
    private final ByteBuffer in;
    private final OutputBuffer out;
    private final RequestParser parser;
    private final ResponseWriter writer;
    private final Exchange exchange;
    private State state = State.READING;
    private long lastActivityMillis;
    private long lingerStartedMillis;

    Connection(EventLoop loop, SocketChannel channel, SelectionKey key, Handler handler, ServerOptions options) {
        this.loop = loop;
        this.channel = channel;
        this.key = key;
        this.handler = handler;
        this.in = loop.readBuffers().take();
        this.out = new OutputBuffer(loop.writeBuffers().take());
        this.parser = new RequestParser(options.maxRequestLineBytes(), options.maxHeaderBytes(), options.maxBodyBytes());
        this.writer = new ResponseWriter(out, loop.date());
        this.exchange = new Exchange(this, writer);
        this.lastActivityMillis = loop.now();
    }

    /** The selector's callback; any failure closes this connection only. */
    void onReady(int readyOps) {
        if (state == State.CLOSED) {
            return;
        }
        lastActivityMillis = loop.now();
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
        if (channel.read(in) < 0) {
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
                    writer.status(parser.error(), null, true);
                    state = State.CLOSING;
                }
            }
        }
    }

    private void dispatch(Request request) {
        boolean closeAfter = !request.keepAlive() || loop.draining();
        exchange.begin(request, closeAfter);
        try {
            handler.handle(exchange);
        } catch (RuntimeException e) {
            loop.log("handler failed", e);
            writer.status(Status.INTERNAL_SERVER_ERROR, null, true);
            state = State.CLOSING;
            return;
        }
        if (exchange.deferred()) {
            return; // await() has switched to WAITING
        }
        if (closeAfter) {
            state = State.CLOSING;
        }
    }

    void await(CompletionStage<Reply> reply) {
        state = State.WAITING;
        boolean closeAfter = exchange.closeAfter();
        reply.whenComplete((answer, failure) -> loop.execute(() -> resume(answer, failure, closeAfter)));
    }

    private void resume(Reply answer, Throwable failure, boolean closeAfter) {
        if (state != State.WAITING) {
            return;
        }
        try {
            if (failure != null) {
                loop.log("deferred answer failed", failure);
                writer.status(Status.INTERNAL_SERVER_ERROR, null, true);
                closeAfter = true;
            } else {
                writer.write(answer, closeAfter);
            }
            state = closeAfter ? State.CLOSING : State.READING;
            lastActivityMillis = loop.now();
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
    }

    /** Called by a streaming handler: send what is buffered now; what the socket refuses waits for OP_WRITE. */
    void flushNow() {
        try {
            out.writeTo(channel);
        } catch (IOException e) {
            state = State.CLOSING; // the peer is gone; the next flush() closes
        }
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
        lingerStartedMillis = loop.now();
        key.interestOps(SelectionKey.OP_READ);
    }

    /** Closed by the loop's once-a-second sweep when silent too long (but never while we owe an answer). */
    boolean idleLongerThan(long millis, long now) {
        if (state == State.LINGERING) {
            return now - lingerStartedMillis > LINGER_MILLIS;
        }
        return state != State.WAITING && now - lastActivityMillis > millis;
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
        key.cancel();
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        loop.readBuffers().give(in);
        loop.writeBuffers().give(out.release());
        loop.closed(this);
    }
}
