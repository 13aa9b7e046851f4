package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;

import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The robustness profile's 10,000 held keep-alive connections fit in the heap {@code jvm.options}
 * gives the server. Every connection Helidon holds keeps heap for its life (its socket's read and
 * write buffers, its parked virtual thread's stack, its parser), and all of it ends up in the old
 * generation. When 10,000 of them did not fit, the collector ran back to back, the one carrier ran
 * nothing else for seconds, and Helidon's idle check closed the connections whose next request had
 * waited unread past the 10 s idle timeout. The cost of one connection is measured here on a server
 * built as {@code Main} builds it, so a Helidon that keeps more per connection fails here too.
 */
@ServerTest
class HeldConnectionsTest {

    /** The robustness profile's count (scripts/hold-connections.sh). */
    private static final int HELD = 10_000;
    /** Connections measured: enough to dwarf the collector's noise, few enough for CI's file limit. */
    private static final int SAMPLE = 400;
    /**
     * The old generation must hold the live connections and half as much again: every request on a
     * held connection parks its thread's stack into a new chunk that is promoted, leaving the last one
     * as garbage, so the old generation fills at the request rate and full collections must stay apart.
     */
    private static final double ROOM = 1.5;

    private final int port;

    HeldConnectionsTest(WebServer server) {
        this.port = server.port();
    }

    @SetUpServer
    static void server(WebServerConfig.Builder server) {
        TestServers.asMain(server);
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) {
        TestServers.routing(routing);
    }

    /**
     * What the held connections keep is the live heap with them held less the live heap once they
     * are closed and gone, so garbage the test JVM sheds meanwhile does not count for or against them.
     * It fails when the measure saw no connection (less than one socket buffer each, as when the heap
     * shrank for another reason), when a connection was not held while measured, and when 10,000 of
     * what one keeps do not fit in the old generation {@code jvm.options} gives.
     */
    @Test
    void tenThousandHeldConnectionsFitInTheOldGeneration() throws IOException, InterruptedException {
        List<Socket> held = new ArrayList<>();
        long holding;
        try {
            for (int i = 0; i < SAMPLE; i++) {
                Socket socket = new Socket("127.0.0.1", port);
                held.add(socket);
                plaintext(socket);
            }
            // Each connection's thread, having answered, parks in its next read: a held connection.
            Thread.sleep(500);
            holding = liveHeap();
            // and each one was still held while measured: a second request on it is answered
            for (Socket socket : held) {
                plaintext(socket);
            }
        } finally {
            for (Socket socket : held) {
                socket.close();
            }
        }
        Thread.sleep(1_000); // each connection's thread sees its socket closed and ends
        long perConnection = (holding - liveHeap()) / SAMPLE;
        // Its socket's 8 KiB read buffer alone is on the heap: less means the measure saw no connection.
        assertThat("bytes per held connection", (double) perConnection, greaterThanOrEqualTo(8.0 * 1_024));
        long oldGeneration = oldGeneration(Path.of("jvm.options"));
        assertThat(
                "old generation (bytes) for " + HELD + " connections of " + perConnection + " bytes each",
                (double) oldGeneration,
                greaterThanOrEqualTo(HELD * perConnection * ROOM));
    }

    /** One keep-alive request on the socket, its answer read to the end of its body. */
    private static void plaintext(Socket socket) throws IOException {
        socket.setSoTimeout(5_000);
        socket.getOutputStream()
                .write("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        String answer = WireAnswers.readAnswer(socket.getInputStream());
        if (!answer.endsWith("Hello, World!")) {
            throw new IOException("not plaintext's answer: " + answer);
        }
    }

    private static long liveHeap() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        memory.gc();
        memory.gc();
        return memory.getHeapMemoryUsage().getUsed();
    }

    /**
     * {@code -Xmx} less {@code -Xmn} in the server's JVM options; without {@code -Xmn}, ParallelGC
     * gives the young generation a third of the heap ({@code NewRatio=2}).
     */
    static long oldGeneration(Path jvmOptions) throws IOException {
        String options = String.join(
                " ",
                Files.readAllLines(jvmOptions).stream()
                        .filter(line -> !line.startsWith("#"))
                        .toList());
        long heap = size(options, "-Xmx");
        long young = options.contains("-Xmn") ? size(options, "-Xmn") : heap / 3;
        return heap - young;
    }

    private static long size(String options, String flag) {
        Matcher m = Pattern.compile(Pattern.quote(flag) + "(\\d+)([kKmMgG]?)").matcher(options);
        if (!m.find()) {
            throw new AssertionError("jvm.options has no " + flag);
        }
        long value = Long.parseLong(m.group(1));
        return switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> value << 10;
            case "m" -> value << 20;
            case "g" -> value << 30;
            default -> value;
        };
    }
}
