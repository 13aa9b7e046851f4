package dev.brigade.conformance.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The reference server on its own, over raw sockets: framing, pipelining and the bad-input table. */
class ReferenceServerTest {

    private static final Pattern STATUS = Pattern.compile("HTTP/1\\.1 (\\d{3}) ");
    private static ReferenceServer server;

    @BeforeAll
    static void start() throws IOException {
        server = ReferenceServer.start(ReferenceServer.Options.of(Optional.empty(), EnumSet.noneOf(Fault.class)));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void pipelinedRequestsAreAnsweredInOrder() throws IOException {
        String answers = exchange("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n"
                + "GET /nope HTTP/1.1\r\nHost: x\r\n\r\n"
                + "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc");
        Matcher status = STATUS.matcher(answers);
        for (String expected : new String[] {"200", "404", "200"}) {
            assertTrue(status.find(), answers);
            assertEquals(expected, status.group(1), answers);
        }
        assertTrue(answers.endsWith("\r\n\r\nabc"), answers);
    }

    @Test
    void chunkedRequestBodyIsEchoedWithContentLength() throws IOException {
        String answer =
                exchange("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                        + "3\r\nabc\r\n2;x=y\r\nde\r\n0\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer);
        assertTrue(answer.contains("\r\nContent-Length: 5\r\n") && answer.endsWith("\r\n\r\nabcde"), answer);
    }

    @Test
    void streamIsOneChunkPerEvent() throws IOException {
        String answer =
                exchange("GET /sse?datastar=%7B%22count%22%3A41%7D HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        String golden;
        try (InputStream in = ReferenceServerTest.class.getResourceAsStream("/contract/sse-count-41.txt")) {
            golden = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        var chunked = new StringBuilder();
        for (String event : golden.split("(?<=\n\n)")) {
            chunked.append(Integer.toHexString(event.getBytes(StandardCharsets.UTF_8).length))
                    .append("\r\n")
                    .append(event)
                    .append("\r\n");
        }
        assertTrue(answer.endsWith("\r\n\r\n" + chunked + "0\r\n\r\n"), answer);
        assertTrue(answer.contains("\r\nTransfer-Encoding: chunked\r\n") && !answer.contains("Content-Length"), answer);
    }

    static Stream<Arguments> badRequests() {
        String big = "X-Big: " + "a".repeat(32 * 1_024) + "\r\n";
        return Stream.of(
                Arguments.of("broken request line", "GET /plaintext\r\n\r\n", 400),
                Arguments.of("bare CR", "GET /plaintext HTTP/1.1\r\nHost: x\rY\r\n\r\n", 400),
                Arguments.of("NUL in a value", "GET /plaintext HTTP/1.1\r\nHost: x\0y\r\n\r\n", 400),
                Arguments.of("space before the colon", "GET /plaintext HTTP/1.1\r\nHost : x\r\n\r\n", 400),
                Arguments.of(
                        "both framings",
                        "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n"
                                + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
                        400),
                Arguments.of(
                        "two lengths",
                        "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
                        400),
                Arguments.of(
                        "length not digits", "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: +3\r\n\r\nabc", 400),
                Arguments.of(
                        "bad chunk size",
                        "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                        400),
                Arguments.of("head too large", "GET /plaintext HTTP/1.1\r\nHost: x\r\n" + big + "\r\n", 431),
                Arguments.of(
                        "body too large", "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1048577\r\n\r\n", 413));
    }

    @ParameterizedTest(name = "{0} -> {2} and close")
    @MethodSource("badRequests")
    void badRequestIsRefusedAndClosed(String what, String request, int status) throws IOException {
        String answer = exchange(request); // returns only once the server has closed the connection
        assertTrue(answer.startsWith("HTTP/1.1 " + status + " "), answer);
        assertTrue(answer.contains("\r\nConnection: close\r\n"), answer);
    }

    /** Writes {@code request} and reads until the server closes (every request above ends in a close). */
    private static String exchange(String request) throws IOException {
        try (var socket = new Socket(server.uri().getHost(), server.port())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
