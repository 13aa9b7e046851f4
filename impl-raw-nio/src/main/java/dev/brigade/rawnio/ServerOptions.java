package dev.brigade.rawnio;

import java.time.Duration;

/**
 * Every limit, size and timeout of the server, in one place with its default.
 *
 * @param eventLoops          selector threads; one per core the process may run on
 * @param acceptBacklog       pending connections the kernel queues per listener
 * @param readBufferBytes     direct buffer per connection for what the client sends
 * @param writeBufferBytes    direct buffer per connection for answers (more spills to the heap)
 * @param pooledBuffers       direct buffers of each kind a loop keeps for its next connections
 * @param maxRequestLineBytes a longer request line is answered 414
 * @param maxHeaderBytes      a longer header section is answered 431
 * @param maxBodyBytes        a longer request body is answered 413 (the contract's 1 MiB)
 * @param idleTimeout         a connection silent this long, between or inside requests, is closed
 * @param shutdownGrace       how long SIGTERM waits for in-flight requests
 * @param conduitReaders      worker threads (each with its own read connection) for Conduit reads
 */
public record ServerOptions(
        int eventLoops,
        int acceptBacklog,
        int readBufferBytes,
        int writeBufferBytes,
        int pooledBuffers,
        int maxRequestLineBytes,
        int maxHeaderBytes,
        int maxBodyBytes,
        Duration idleTimeout,
        Duration shutdownGrace,
        int conduitReaders) {

    public static ServerOptions defaults() {
        int cores = Runtime.getRuntime().availableProcessors();
        return new ServerOptions(
                cores,
                1_024,
                16 * 1_024,
                16 * 1_024,
                1_024,
                8 * 1_024,
                16 * 1_024,
                1_024 * 1_024,
                Duration.ofSeconds(10),
                Duration.ofSeconds(5),
                Math.max(2, cores));
    }
}
