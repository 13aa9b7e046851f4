package dev.brigade.rawnio.http;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class RequestParserTest {
    private static final int MAX_LINE = 256;
    private static final int MAX_HEADERS = 512;
    private static final int MAX_BODY = 1_024;

    private static final String GET = "GET /plaintext?x=1 HTTP/1.1\r\nHost: a\r\nAuthorization: Token abc \r\n\r\n";
    private static final String POST = "POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello";
    private static final String CHUNKED = "POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "3;ext=1\r\nhel\r\n2\r\nlo\r\n0\r\nTrailer: x\r\n\r\n";

    /** What one parsed request looked like, copied out before the parser reuses its Request. */
    private record Parsed(
            Method method, String path, String query, String authorization, String body, boolean keepAlive) {
        static Parsed of(Request r) {
            return new Parsed(
                    r.method(),
                    r.path(),
                    r.query(),
                    r.authorization(),
                    new String(r.bodyArray(), 0, r.bodyLength(), StandardCharsets.ISO_8859_1),
                    r.keepAlive());
        }
    }

    private static RequestParser parser() {
        return new RequestParser(MAX_LINE, MAX_HEADERS, MAX_BODY, 1_024);
    }

    /** Feeds {@code pieces} one after the other, as separate reads, collecting every complete request. */
    private static List<Parsed> parseAll(RequestParser parser, String... pieces) {
        List<Parsed> out = new ArrayList<>();
        for (String piece : pieces) {
            ByteBuffer in = ByteBuffer.wrap(piece.getBytes(StandardCharsets.ISO_8859_1));
            while (in.hasRemaining()) {
                RequestParser.Result result = parser.parse(in);
                if (result == RequestParser.Result.COMPLETE) {
                    out.add(Parsed.of(parser.request()));
                } else if (result == RequestParser.Result.ERROR) {
                    throw new AssertionError("parse error " + parser.error());
                }
            }
        }
        return out;
    }

    private static Status errorOf(String request) {
        RequestParser parser = parser();
        ByteBuffer in = ByteBuffer.wrap(request.getBytes(StandardCharsets.ISO_8859_1));
        while (in.hasRemaining()) {
            RequestParser.Result result = parser.parse(in);
            if (result == RequestParser.Result.ERROR) {
                return parser.error();
            }
            if (result == RequestParser.Result.COMPLETE) {
                return null;
            }
        }
        return null;
    }

    @Test
    void getWithQueryAndAuthorization() {
        List<Parsed> parsed = parseAll(parser(), GET);
        assertEquals(List.of(new Parsed(Method.GET, "/plaintext", "x=1", "Token abc", "", true)), parsed);
    }

    @Test
    void contentLengthBody() {
        assertEquals("hello", parseAll(parser(), POST).getFirst().body());
    }

    @Test
    void chunkedBodyWithExtensionAndTrailer() {
        assertEquals("hello", parseAll(parser(), CHUNKED).getFirst().body());
    }

    @Test
    void pipelinedRequestsInOneRead() {
        List<Parsed> parsed = parseAll(parser(), GET + POST + CHUNKED + GET);
        assertEquals(4, parsed.size());
        assertEquals(
                List.of("", "hello", "hello", ""),
                parsed.stream().map(Parsed::body).toList());
    }

    static Stream<Arguments> splitPoints() {
        return Stream.of(GET, POST, CHUNKED, POST + GET)
                .flatMap(request -> IntStream.range(1, request.length()).mapToObj(at -> Arguments.of(request, at)));
    }

    @ParameterizedTest(name = "split at {1}")
    @MethodSource("splitPoints")
    void splitAtEveryByteParsesTheSame(String request, int at) {
        List<Parsed> whole = parseAll(parser(), request);
        List<Parsed> split = parseAll(parser(), request.substring(0, at), request.substring(at));
        assertEquals(whole, split);
    }

    @Test
    void oneByteAtATime() {
        String request = POST + CHUNKED;
        String[] bytes = request.chars().mapToObj(c -> String.valueOf((char) c)).toArray(String[]::new);
        assertEquals(parseAll(parser(), request), parseAll(parser(), bytes));
    }

    @Test
    void connectionCloseAndHttp10() {
        assertFalse(parseAll(parser(), "GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive, Close\r\n\r\n")
                .getFirst()
                .keepAlive());
        assertFalse(parseAll(parser(), "GET / HTTP/1.0\r\n\r\n").getFirst().keepAlive());
        assertFalse(parseAll(parser(), "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
                .getFirst()
                .keepAlive());
        assertTrue(parseAll(parser(), "GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive\r\n\r\n")
                .getFirst()
                .keepAlive());
    }

    @Test
    void leadingEmptyLinesAreIgnored() {
        assertEquals(1, parseAll(parser(), "\r\n\r\n" + GET).size());
    }

    @Test
    void identicalContentLengthsAreOne() {
        assertEquals(
                "hello",
                parseAll(parser(), "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nhello")
                        .getFirst()
                        .body());
    }

    @Test
    void expectContinueIsReportedOnce() {
        RequestParser parser = parser();
        ByteBuffer head =
                ByteBuffer.wrap("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
        assertEquals(RequestParser.Result.INCOMPLETE, parser.parse(head));
        assertTrue(parser.takeContinue());
        assertFalse(parser.takeContinue());
    }

    static Stream<Arguments> badRequests() {
        String longHeader = "X-Long: " + "a".repeat(MAX_HEADERS) + "\r\n";
        return Stream.of(
                Arguments.of("broken request line", "GET\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("two spaces", "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("fragment", "GET /a#b HTTP/1.1\r\nHost: a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of(
                        "absolute form, another scheme",
                        "GET https://a/ HTTP/1.1\r\nHost: a\r\n\r\n",
                        Status.BAD_REQUEST),
                Arguments.of("absolute form, no path", "GET http://a HTTP/1.1\r\nHost: a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("asterisk", "GET * HTTP/1.1\r\nHost: a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("Host list", "GET / HTTP/1.1\r\nHost: a, b\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("Host with userinfo", "GET / HTTP/1.1\r\nHost: u@a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("Host with a bad port", "GET / HTTP/1.1\r\nHost: a:b\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of(
                        "trailer without colon",
                        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nnope\r\n\r\n",
                        Status.BAD_REQUEST),
                Arguments.of(
                        "chunk extension without name",
                        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3;\r\nabc\r\n",
                        Status.BAD_REQUEST),
                Arguments.of("lowercase version", "GET / http/1.1\r\nHost: a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("HTTP/2.0", "GET / HTTP/2.0\r\nHost: a\r\n\r\n", Status.HTTP_VERSION_NOT_SUPPORTED),
                Arguments.of("bare LF", "GET / HTTP/1.1\nHost: a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("bare CR in value", "GET / HTTP/1.1\r\nHost: a\r\nX: a\rb\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("NUL in value", "GET / HTTP/1.1\r\nHost: a\r\nX: a\0b\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("space before colon", "GET / HTTP/1.1\r\nHost : a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("obsolete folding", "GET / HTTP/1.1\r\nHost: a\r\nX: a\r\n b\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("no Host", "GET / HTTP/1.1\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("two Hosts", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of(
                        "CL and TE",
                        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
                        Status.BAD_REQUEST),
                Arguments.of(
                        "two different CLs",
                        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
                        Status.BAD_REQUEST),
                Arguments.of(
                        "CL not digits",
                        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +3\r\n\r\n",
                        Status.BAD_REQUEST),
                Arguments.of("CL empty", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length:\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of(
                        "TE not chunked",
                        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n",
                        Status.BAD_REQUEST),
                Arguments.of(
                        "bad chunk size",
                        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                        Status.BAD_REQUEST),
                Arguments.of(
                        "chunk size with space",
                        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3 \r\nabc\r\n",
                        Status.BAD_REQUEST),
                Arguments.of(
                        "chunk without CRLF",
                        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcd\r\n",
                        Status.BAD_REQUEST),
                Arguments.of(
                        "headers too large",
                        "GET / HTTP/1.1\r\nHost: a\r\n" + longHeader + "\r\n",
                        Status.HEADER_FIELDS_TOO_LARGE),
                Arguments.of(
                        "request line too long", "GET /" + "a".repeat(MAX_LINE) + " HTTP/1.1\r\n", Status.URI_TOO_LONG),
                Arguments.of(
                        "body too large",
                        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1025\r\n\r\n",
                        Status.CONTENT_TOO_LARGE),
                Arguments.of(
                        "chunked too large",
                        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n401\r\n",
                        Status.CONTENT_TOO_LARGE),
                // contract 2.0: a length past 2^63-1 is malformed (400); 413 is for one the server can hold
                Arguments.of("CL of 20 digits", chunkless("99999999999999999999"), Status.BAD_REQUEST),
                Arguments.of("CL of 2^63", chunkless("9223372036854775808"), Status.BAD_REQUEST),
                Arguments.of("CL of 2^63-1", chunkless("9223372036854775807"), Status.CONTENT_TOO_LARGE),
                Arguments.of(
                        "CL of 2^63-1 after leading zeros",
                        chunkless("0009223372036854775807"),
                        Status.CONTENT_TOO_LARGE),
                Arguments.of("chunk size of 20 hex digits", chunked("fffffffffffffffffff1\r\n"), Status.BAD_REQUEST),
                Arguments.of("chunk size of 2^63", chunked("8000000000000000\r\n"), Status.BAD_REQUEST),
                Arguments.of("chunk size of 2^63-1", chunked("7fffffffffffffff\r\n"), Status.CONTENT_TOO_LARGE),
                // contract 2.0: chunk-ext is ;token or ;token=(token / quoted-string), nothing else
                Arguments.of("chunk extension value without name", chunked("3;=v\r\nabc\r\n"), Status.BAD_REQUEST),
                Arguments.of("chunk extension with empty value", chunked("3;a=\r\nabc\r\n"), Status.BAD_REQUEST),
                Arguments.of("chunk extension with unclosed quote", chunked("3;a=\"x\r\nabc\r\n"), Status.BAD_REQUEST),
                Arguments.of("chunk extension value not a token", chunked("3;a=b@c\r\nabc\r\n"), Status.BAD_REQUEST),
                Arguments.of("chunk extension name not a token", chunked("3;a@b\r\nabc\r\n"), Status.BAD_REQUEST),
                Arguments.of(
                        "chunk extension with a control byte", chunked("3;a=\u0001\r\nabc\r\n"), Status.BAD_REQUEST),
                Arguments.of(
                        "chunk extension with a control byte quoted",
                        chunked("3;a=\"\u0001\"\r\nabc\r\n"),
                        Status.BAD_REQUEST),
                Arguments.of("chunk extension after a second ;", chunked("3;a;\r\nabc\r\n"), Status.BAD_REQUEST),
                Arguments.of(
                        "chunk extension text after a quoted value",
                        chunked("3;a=\"b\"c\r\nabc\r\n"),
                        Status.BAD_REQUEST),
                // contract 2.0: Host is a non-empty uri-host and a port up to 65535
                Arguments.of("empty Host", "GET / HTTP/1.1\r\nHost: \r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("Host with a port only", "GET / HTTP/1.1\r\nHost: :80\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("Host with a space", "GET / HTTP/1.1\r\nHost: exa mple.com\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of(
                        "Host with an unclosed IPv6 literal",
                        "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n",
                        Status.BAD_REQUEST),
                Arguments.of("Host with a path", "GET / HTTP/1.1\r\nHost: a:80/x\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of(
                        "Host with a port past 65535", "GET / HTTP/1.1\r\nHost: a:65536\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of(
                        "Host with a port of 20 digits",
                        "GET / HTTP/1.1\r\nHost: a:99999999999999999999\r\n\r\n",
                        Status.BAD_REQUEST),
                // asterisk-form is OPTIONS' alone, and only the one byte
                Arguments.of("asterisk with HEAD", "HEAD * HTTP/1.1\r\nHost: a\r\n\r\n", Status.BAD_REQUEST),
                Arguments.of("asterisk and more", "OPTIONS *x HTTP/1.1\r\nHost: a\r\n\r\n", Status.BAD_REQUEST));
    }

    private static String chunkless(String contentLength) {
        return "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: " + contentLength + "\r\n\r\n";
    }

    private static String chunked(String body) {
        return "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + body;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badRequests")
    void badRequestsAreRefused(String name, String request, Status expected) {
        assertEquals(expected, errorOf(request));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "GET / HTTP/1.1\r\nHost: a\r\nX: caf\u00e9 \t\r\n\r\n",
                "GET /a?b=%20&c HTTP/1.1\r\nhOsT: a\r\n\r\n",
                "GET http://127.0.0.1:8080/a HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n",
                "GET / HTTP/1.1\r\nHost: [::1]:80\r\n\r\n",
                "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3; n=\"a;b\"\r\nabc\r\n0\r\nT: v\r\n\r\n",
                "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3;a;b=c;d=\"q s\";e=\"\\\"\\\\\u00e9\"\r\nabc\r\n0\r\n\r\n",
                "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3 ; a = b ;c\r\nabc\r\n0 ;z\r\n\r\n",
                "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n00000000000000003\r\nabc\r\n0\r\n\r\n",
                "GET / HTTP/1.1\r\nHost: a:65535\r\n\r\n",
                "GET / HTTP/1.1\r\nHost: a:\r\n\r\n",
                "OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n",
                "OPTIONS /* HTTP/1.1\r\nHost: a\r\n\r\n"
            })
    void unusualButValidRequestsParse(String request) {
        assertNull(errorOf(request));
    }

    @Test
    void optionsAsteriskIsTheTargetStar() {
        List<Parsed> parsed = parseAll(parser(), "OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n");
        assertEquals(List.of(new Parsed(Method.OPTIONS, "*", null, null, "", true)), parsed);
    }

    @Test
    void requestIsResetBetweenRequests() {
        List<Parsed> parsed = parseAll(parser(), GET, "GET /b HTTP/1.1\r\nHost: a\r\n\r\n");
        assertNull(parsed.get(1).authorization());
        assertNull(parsed.get(1).query());
        assertArrayEquals(
                new String[] {"/plaintext", "/b"},
                parsed.stream().map(Parsed::path).toArray());
    }
}
