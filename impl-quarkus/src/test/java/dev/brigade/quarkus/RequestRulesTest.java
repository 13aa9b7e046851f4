package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The rules checked before every route ({@link RequestRules}), over a raw socket: RestAssured would send valid requests only. */
@QuarkusTest
class RequestRulesTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void aFragmentInTheTargetIsABadRequest() throws Exception {
        assertBadRequestAndClose("GET /plaintext#top HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    }

    @Test
    void theAsteriskFormOutsideOptionsIsABadRequest() throws Exception {
        assertBadRequestAndClose("GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    }

    @Test
    void aTargetWithoutItsSlashIsABadRequest() throws Exception {
        assertBadRequestAndClose("GET plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    }

    @Test
    void optionsAsteriskListsTheMethods() throws Exception {
        String answer = untilClosed("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 204 "), answer);
        assertTrue(answer.toLowerCase(java.util.Locale.ROOT).contains("allow: get, head, post, options\r\n"), answer);
    }

    @Test
    void anEmptyHostIsABadRequest() throws Exception {
        assertBadRequestAndClose("GET /plaintext HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n");
    }

    @Test
    void twoHostsAreABadRequest() throws Exception {
        assertBadRequestAndClose("GET /plaintext HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n");
    }

    @Test
    void aTransferEncodingOtherThanChunkedIsABadRequest() throws Exception {
        assertBadRequestAndClose("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n");
    }

    @Test
    void aBadChunkSizeIsAnsweredBeforeTheClose() throws Exception {
        assertBadRequestAndClose(
                "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n");
    }

    @Test
    void contentLengthWithTransferEncodingIsABadRequest() throws Exception {
        assertBadRequestAndClose(
                "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n");
    }

    @Test
    void twoTransferEncodingLinesAreABadRequest() throws Exception {
        assertBadRequestAndClose(
                "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n");
    }

    @Test
    void anUnknownCodingIsABadRequestNotABodyReadAsTheNextRequest() throws Exception {
        assertBadRequestAndClose(
                "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: foo\r\n\r\n3\r\nabc\r\n0\r\n\r\n");
    }

    @Test
    void anEmptyHeaderNameIsABadRequest() throws Exception {
        assertBadRequestAndClose("GET /plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\n: a\r\n\r\n");
    }

    private void assertBadRequestAndClose(String request) throws Exception {
        String answer = untilClosed(request);
        // Vert.x answers a head its decoder refuses with an HTTP/1.0 status line; the route filter with 1.1.
        assertTrue(answer.startsWith("HTTP/1.1 400 ") || answer.startsWith("HTTP/1.0 400 "), answer);
        assertEquals(1, answer.split("HTTP/1\\.[01] ", -1).length - 1, "exactly one answer: " + answer);
    }

    /** readAllBytes returns only at end of stream: the server closed the connection. */
    private String untilClosed(String request) throws Exception {
        try (Socket socket = new Socket(root.getHost(), root.getPort())) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
