package dev.brigade.rawnio.server;

import dev.brigade.rawnio.http2.Http2Options;
import java.time.Duration;

/**
 * Every limit, size and timeout of the server, in one place with its default.
 *
 * @param eventLoops          selector threads; one per core the process may run on
 * @param acceptBacklog       pending connections the kernel queues per listener
 * @param readBufferBytes     direct buffer lent to a connection while it reads; more than HTTP/2's largest
 *                            frame (16,393 bytes with its header), so a frame is always handled in place
 * @param writeBufferBytes    direct buffer lent to a connection while it has output (more spills to the heap)
 * @param pooledBuffers       direct buffers of each kind a loop keeps for the next connection that needs one
 * @param maxRequestLineBytes a longer request line is answered 414
 * @param maxHeaderBytes      a longer header section is answered 431
 * @param maxStoredValueBytes the longest header value kept for the routes (Authorization); a longer one reads as invalid
 * @param maxBodyBytes        a longer request body is answered 413 (the contract's 1 MiB)
 * @param idleTimeout         a connection silent this long between requests is closed, and a request
 *                            head must end within this long of its first byte
 * @param lingerTime          how long a closing connection reads and drops what the client still sends
 * @param shutdownGrace       how long SIGTERM waits for in-flight requests and the database's queue, together
 * @param conduitReaders      worker threads (each with its own read connection) for Conduit reads
 * @param sqliteBusyTimeout   how long a Conduit statement waits for SQLite's lock before failing
 * @param warmUpPatience      how long after binding the template and the database start loading if no
 *                            request has come (the first request starts them at once)
 * @param http2               HTTP/2's limits: streams, header list, flood budgets ({@link Http2Options})
 */
public record ServerConfig(
        int eventLoops,
        int acceptBacklog,
        int readBufferBytes,
        int writeBufferBytes,
        int pooledBuffers,
        int maxRequestLineBytes,
        int maxHeaderBytes,
        int maxStoredValueBytes,
        int maxBodyBytes,
        Duration idleTimeout,
        Duration lingerTime,
        Duration shutdownGrace,
        int conduitReaders,
        Duration sqliteBusyTimeout,
        Duration warmUpPatience,
        Http2Options http2) {

    public static ServerConfig defaults() {
        int cores = Runtime.getRuntime().availableProcessors();
        return new ServerConfig(
                cores,
                1_024,
                32 * 1_024,
                16 * 1_024,
                64,
                8 * 1_024,
                16 * 1_024,
                1_024,
                1_024 * 1_024,
                Duration.ofSeconds(10),
                Duration.ofSeconds(2),
                Duration.ofSeconds(5),
                Math.max(2, cores),
                Duration.ofSeconds(5),
                Duration.ofSeconds(1),
                Http2Options.defaults());
    }

    /** This config with another idle timeout and shutdown grace (tests use short ones). */
    public ServerConfig withTimeouts(Duration idle, Duration grace) {
        return new ServerConfig(
                eventLoops,
                acceptBacklog,
                readBufferBytes,
                writeBufferBytes,
                pooledBuffers,
                maxRequestLineBytes,
                maxHeaderBytes,
                maxStoredValueBytes,
                maxBodyBytes,
                idle,
                lingerTime,
                grace,
                conduitReaders,
                sqliteBusyTimeout,
                warmUpPatience,
                http2);
    }

    /** This config with {@code loops} event loops. */
    public ServerConfig withEventLoops(int loops) {
        return new ServerConfig(
                loops,
                acceptBacklog,
                readBufferBytes,
                writeBufferBytes,
                pooledBuffers,
                maxRequestLineBytes,
                maxHeaderBytes,
                maxStoredValueBytes,
                maxBodyBytes,
                idleTimeout,
                lingerTime,
                shutdownGrace,
                conduitReaders,
                sqliteBusyTimeout,
                warmUpPatience,
                http2);
    }
}
