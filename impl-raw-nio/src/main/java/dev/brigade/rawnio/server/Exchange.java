package dev.brigade.rawnio.server;

import dev.brigade.rawnio.http.Reply;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.ResponseWriter;

import java.util.concurrent.CompletionStage;

/**
 * One request and the means to answer it, handed to the {@link Handler}. Reused for every request
 * of its connection: a handler either writes the whole answer before returning, or calls
 * {@link #respondLater} and the connection waits (in order) for that answer.
 */
public final class Exchange {
    private final Connection connection;
    private final ResponseWriter response;
    private Request request;
    private boolean closeAfter;
    private boolean deferred;

    Exchange(Connection connection, ResponseWriter response) {
        this.connection = connection;
        this.response = response;
    }

    void begin(Request request, boolean closeAfter) {
        this.request = request;
        this.closeAfter = closeAfter;
        this.deferred = false;
    }

    public Request request() {
        return request;
    }

    public ResponseWriter response() {
        return response;
    }

    /** Whether the answer must carry {@code Connection: close} (the client asked, or we are stopping). */
    public boolean closeAfter() {
        return closeAfter;
    }

    /** Sends what has been written so far now (each event of a stream leaves as it is made). */
    public void flush() {
        connection.flushNow();
    }

    /**
     * Hands the answer to another thread: the connection writes it on its own loop when it
     * completes, and answers nothing else meanwhile so pipelined answers stay in order.
     */
    public void respondLater(CompletionStage<Reply> reply) {
        deferred = true;
        connection.await(reply);
    }

    boolean deferred() {
        return deferred;
    }
}
