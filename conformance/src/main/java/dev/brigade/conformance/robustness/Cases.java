package dev.brigade.conformance.robustness;

import static dev.brigade.conformance.robustness.Level.MUST;
import static dev.brigade.conformance.robustness.Level.SHOULD;
import static dev.brigade.conformance.robustness.Reaction.answer;
import static dev.brigade.conformance.robustness.Reaction.answerThenClose;
import static dev.brigade.conformance.robustness.Reaction.answerWithoutContinue;
import static dev.brigade.conformance.robustness.Reaction.answers;
import static dev.brigade.conformance.robustness.Reaction.answersThenClose;
import static dev.brigade.conformance.robustness.Reaction.closeWithoutAnswer;
import static dev.brigade.conformance.robustness.Reaction.containing;
import static dev.brigade.conformance.robustness.Reaction.served;
import static dev.brigade.conformance.robustness.Reaction.stillWaiting;

import dev.brigade.conformance.seed.ConduitSeed;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * The robustness profile's cases: hostile framing and syntax from RFC 9112 and RFC 9110, and the
 * shapes the public request-smuggling corpora use (Http11Probe's suites, http-garden's mutations,
 * PortSwigger's CL.TE / TE.CL / TE.TE research), plus the contract's limits and bad input.
 *
 * Framing in doubt (the body's length cannot be trusted) asks for 400 and a close, since the bytes
 * after the head can no longer be told apart from a next request; a broken header asks for 400,
 * close optional. A close without an answer is tolerated with a warning where the rule asks for 400.
 */
public final class Cases {

    private static final String FRAMING = "CONTRACT §5.4; RFC 9112 §6.3";
    private static final String CHUNKS = "CONTRACT §5.5; RFC 9112 §7.1";
    private static final String FIELDS = "CONTRACT §5.1; RFC 9112 §5";
    private static final String VALUES = "CONTRACT §5.2; RFC 9110 §5.5";
    private static final String CL_TE = "CONTRACT §5.3; RFC 9112 §6.1";
    private static final String TE = "CONTRACT §5.6; RFC 9112 §6.1";
    private static final String HOST = "CONTRACT §5.6; RFC 9112 §3.2";
    private static final String LINE = "CONTRACT §5.1; RFC 9112 §3";

    private Cases() {}

    public static List<Case> all() {
        return List.of(
                // Content-Length with Transfer-Encoding (CL.TE / TE.CL)
                framing(
                        "cl-te.both",
                        CL_TE,
                        "Content-Length: 5 with Transfer-Encoding: chunked",
                        "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
                        "5\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "cl-te.te-first",
                        CL_TE,
                        "Transfer-Encoding: chunked before Content-Length: 5",
                        "Transfer-Encoding: chunked\r\nContent-Length: 5\r\n",
                        "5\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "cl-te.smuggled-get",
                        CL_TE,
                        "CL.TE with a whole GET hidden after the last chunk",
                        "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n",
                        "0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n"),
                framing(
                        "cl-te.cl-zero",
                        CL_TE,
                        "Content-Length: 0 with Transfer-Encoding: chunked",
                        "Content-Length: 0\r\nTransfer-Encoding: chunked\r\n",
                        "5\r\nhello\r\n0\r\n\r\n"),
                // Content-Length alone, malformed
                framing(
                        "cl.two-different",
                        FRAMING,
                        "two Content-Length lines, 3 and 4",
                        "Content-Length: 3\r\nContent-Length: 4\r\n",
                        "abcd"),
                framing("cl.list-different", FRAMING, "Content-Length: 3, 4", "Content-Length: 3, 4\r\n", "abcd"),
                post(
                        "cl.two-same",
                        "RFC 9110 §8.6",
                        MUST,
                        "two Content-Length lines, both 3 (reject, or take the one value)",
                        "Content-Length: 3\r\nContent-Length: 3\r\n",
                        "abc",
                        served(200, "abc"),
                        answerThenClose(400)),
                post(
                        "cl.list-same",
                        "RFC 9110 §8.6",
                        MUST,
                        "Content-Length: 3, 3 (reject, or take the one value)",
                        "Content-Length: 3, 3\r\n",
                        "abc",
                        served(200, "abc"),
                        answerThenClose(400)),
                framing("cl.plus-sign", FRAMING, "Content-Length: +3", "Content-Length: +3\r\n", "abc"),
                framing("cl.negative", FRAMING, "Content-Length: -3", "Content-Length: -3\r\n", "abc"),
                framing("cl.hex", FRAMING, "Content-Length: 0x3", "Content-Length: 0x3\r\n", "abc"),
                framing("cl.decimal", FRAMING, "Content-Length: 3.0", "Content-Length: 3.0\r\n", "abc"),
                framing("cl.space-inside", FRAMING, "Content-Length: 1 2", "Content-Length: 1 2\r\n", "abcdefghijkl"),
                framing("cl.empty", FRAMING, "Content-Length: with no value", "Content-Length: \r\n", "abc"),
                framing("cl.letters", FRAMING, "Content-Length: abc", "Content-Length: abc\r\n", "abc"),
                // past 2^63-1 is malformed, not too large: 400, never 413 (413 is for a length the server could count)
                framing(
                        "cl.twenty-digits",
                        FRAMING,
                        "Content-Length: 18446744073709551619 (20 digits, past 64 bits): 400, not 413",
                        "Content-Length: 18446744073709551619\r\n",
                        "abc"),
                framing(
                        "cl.past-long-max",
                        FRAMING,
                        "Content-Length: 9223372036854775808 (2^63, one past the largest long): 400, not 413",
                        "Content-Length: 9223372036854775808\r\n",
                        "abc"),
                post(
                        "cl.leading-zeros",
                        "RFC 9110 §8.6",
                        SHOULD,
                        "Content-Length: 0003 (digits, so valid)",
                        "Content-Length: 0003\r\n",
                        "abc",
                        served(200, "abc"),
                        answerThenClose(400)),
                // Transfer-Encoding variants (TE.TE)
                post(
                                "te.chunked-not-last",
                                TE,
                                MUST,
                                "Transfer-Encoding: chunked, gzip",
                                "Transfer-Encoding: chunked, gzip\r\n",
                                "5\r\nhello\r\n0\r\n\r\n",
                                answerThenClose(400),
                                answerThenClose(501))
                        .tolerating(closeWithoutAnswer()),
                post(
                                "te.gzip-chunked",
                                TE,
                                MUST,
                                "Transfer-Encoding: gzip, chunked (a coding the server does not do)",
                                "Transfer-Encoding: gzip, chunked\r\n",
                                "5\r\nhello\r\n0\r\n\r\n",
                                answerThenClose(400),
                                answerThenClose(501))
                        .tolerating(closeWithoutAnswer()),
                post(
                                "te.unknown",
                                TE,
                                MUST,
                                "Transfer-Encoding: foo",
                                "Transfer-Encoding: foo\r\n",
                                "5\r\nhello\r\n0\r\n\r\n",
                                answerThenClose(400),
                                answerThenClose(501))
                        .tolerating(closeWithoutAnswer()),
                post(
                                "te.misspelt",
                                TE,
                                MUST,
                                "Transfer-Encoding: chunk",
                                "Transfer-Encoding: chunk\r\n",
                                "5\r\nhello\r\n0\r\n\r\n",
                                answerThenClose(400),
                                answerThenClose(501))
                        .tolerating(closeWithoutAnswer()),
                post(
                                "te.identity",
                                TE,
                                MUST,
                                "Transfer-Encoding: identity (gone since RFC 7230)",
                                "Transfer-Encoding: identity\r\n",
                                "hello",
                                answerThenClose(400),
                                answerThenClose(501))
                        .tolerating(closeWithoutAnswer()),
                codings(
                        "te.chunked-twice-list",
                        TE,
                        "Transfer-Encoding: chunked, chunked",
                        "Transfer-Encoding: chunked, chunked\r\n",
                        "5\r\nhello\r\n0\r\n\r\n"),
                codings(
                        "te.chunked-twice-lines",
                        TE,
                        "two Transfer-Encoding: chunked lines",
                        "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n",
                        "5\r\nhello\r\n0\r\n\r\n"),
                post(
                        "te.upper-case",
                        "RFC 9112 §7",
                        SHOULD,
                        "Transfer-Encoding: CHUNKED (coding names ignore case)",
                        "Transfer-Encoding: CHUNKED\r\n",
                        "5\r\nhello\r\n0\r\n\r\n",
                        served(200, "hello"),
                        answerThenClose(400)),
                codings(
                        "te.vertical-tab",
                        TE,
                        "Transfer-Encoding: \\x0Bchunked",
                        "Transfer-Encoding: \u000bchunked\r\n",
                        "5\r\nhello\r\n0\r\n\r\n"),
                codings(
                        "te.space-before-colon",
                        "CONTRACT §5.6; RFC 9112 §5.1",
                        "Transfer-Encoding : chunked",
                        "Transfer-Encoding : chunked\r\n",
                        "5\r\nhello\r\n0\r\n\r\n"),
                codings(
                        "te.obs-fold",
                        "CONTRACT §5.6; RFC 9112 §5.2",
                        "Transfer-Encoding:\\r\\n chunked (folded)",
                        "Transfer-Encoding:\r\n chunked\r\n",
                        "5\r\nhello\r\n0\r\n\r\n"),
                raw(
                        "te.http10",
                        "RFC 9112 §6.1",
                        MUST,
                        "HTTP/1.0 with Transfer-Encoding: chunked: faulty framing, close after",
                        s -> "POST /echo HTTP/1.0\r\nHost: " + s.authority() + "\r\nTransfer-Encoding: chunked\r\n\r\n"
                                + "5\r\nhello\r\n0\r\n\r\n",
                        1,
                        answerThenClose(400),
                        answerThenClose(200)),
                // chunk framing
                framing(
                        "chunk.size-not-hex",
                        CHUNKS,
                        "chunk size zz",
                        "Transfer-Encoding: chunked\r\n",
                        "zz\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.size-0x",
                        CHUNKS,
                        "chunk size 0x5",
                        "Transfer-Encoding: chunked\r\n",
                        "0x5\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.size-negative",
                        CHUNKS,
                        "chunk size -5",
                        "Transfer-Encoding: chunked\r\n",
                        "-5\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.size-empty",
                        CHUNKS,
                        "an empty chunk-size line",
                        "Transfer-Encoding: chunked\r\n",
                        "\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.size-space-after",
                        CHUNKS,
                        "chunk size \"5 \" (no whitespace in chunk-size)",
                        "Transfer-Encoding: chunked\r\n",
                        "5 \r\nhello\r\n0\r\n\r\n"),
                // a chunk size is 1*HEXDIG (RFC 9112 §7.1): parsers that take a sign, a prefix or spaces read lengths
                // others do not
                framing(
                        "chunk.size-plus-sign",
                        CHUNKS,
                        "chunk size +5 (Integer.parseUnsignedInt takes the sign)",
                        "Transfer-Encoding: chunked\r\n",
                        "+5\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.size-space-before",
                        CHUNKS,
                        "chunk size \" 5\" (no whitespace in chunk-size)",
                        "Transfer-Encoding: chunked\r\n",
                        " 5\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.size-tab-after",
                        CHUNKS,
                        "chunk size \"5\\t\" (no whitespace in chunk-size)",
                        "Transfer-Encoding: chunked\r\n",
                        "5\t\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.size-hex-then-letters",
                        CHUNKS,
                        "chunk size 5z (hex digits, then a byte that is not hex)",
                        "Transfer-Encoding: chunked\r\n",
                        "5z\r\nhello\r\n0\r\n\r\n"),
                // the desync: a server that ends the body at a bad size reads what follows as a request of its own
                new Case(
                        "chunk.size-not-hex-then-request",
                        CHUNKS,
                        MUST,
                        "chunk size zz, then bytes that are a whole GET: one answer (400 then close), never one to the GET",
                        Probe.send(
                                s -> postHead(s, "Transfer-Encoding: chunked\r\n")
                                        + "zz\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n",
                                2),
                        List.of(answerThenClose(400)),
                        List.of(closeWithoutAnswer()),
                        false,
                        false),
                framing(
                        "chunk.size-overflow",
                        CHUNKS,
                        "chunk size fffffffffffffffff1 (past 64 bits): 400, not 413",
                        "Transfer-Encoding: chunked\r\n",
                        "fffffffffffffffff1\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.size-past-long-max",
                        CHUNKS,
                        "chunk size 8000000000000000 (2^63, one past the largest long): 400, not 413",
                        "Transfer-Encoding: chunked\r\n",
                        "8000000000000000\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.bare-lf-after-size",
                        CHUNKS,
                        "chunk size line ended by a bare LF",
                        "Transfer-Encoding: chunked\r\n",
                        "5\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.bare-cr-after-size",
                        CHUNKS,
                        "chunk size line ended by a bare CR",
                        "Transfer-Encoding: chunked\r\n",
                        "5\rhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.data-not-crlf",
                        CHUNKS,
                        "chunk data longer than its size (no CRLF after 5 bytes)",
                        "Transfer-Encoding: chunked\r\n",
                        "5\r\nhelloXX\r\n0\r\n\r\n"),
                framing(
                        "chunk.data-bare-lf",
                        CHUNKS,
                        "chunk data followed by a bare LF",
                        "Transfer-Encoding: chunked\r\n",
                        "5\r\nhello\n0\r\n\r\n"),
                // chunk-ext (RFC 9112 §7.1.1) is ;name or ;name=value, the name a token, the value a token or a
                // quoted-string
                framing(
                        "chunk.ext-bare-semicolon",
                        CHUNKS,
                        "chunk extension with no name: 5;",
                        "Transfer-Encoding: chunked\r\n",
                        "5;\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.ext-no-name",
                        CHUNKS,
                        "chunk extension with a value but no name: 5;=v",
                        "Transfer-Encoding: chunked\r\n",
                        "5;=v\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.ext-empty-value",
                        CHUNKS,
                        "chunk extension with = and no value: 5;a=",
                        "Transfer-Encoding: chunked\r\n",
                        "5;a=\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.ext-unterminated-quote",
                        CHUNKS,
                        "chunk extension whose quoted value never closes: 5;a=\"x",
                        "Transfer-Encoding: chunked\r\n",
                        "5;a=\"x\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.ext-value-not-token",
                        CHUNKS,
                        "chunk extension value with a character outside token, unquoted: 5;a=b@c",
                        "Transfer-Encoding: chunked\r\n",
                        "5;a=b@c\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.ext-nul",
                        CHUNKS,
                        "a NUL inside a chunk extension",
                        "Transfer-Encoding: chunked\r\n",
                        "5;a=\u0000b\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.ext-bare-cr",
                        CHUNKS,
                        "a bare CR inside a chunk extension",
                        "Transfer-Encoding: chunked\r\n",
                        "5;a\rb\r\nhello\r\n0\r\n\r\n"),
                framing(
                        "chunk.ext-control",
                        CHUNKS,
                        "a control character (\\x01) inside a chunk extension",
                        "Transfer-Encoding: chunked\r\n",
                        "5;a=\u0001\r\nhello\r\n0\r\n\r\n"),
                new Case(
                        "chunk.ext-long",
                        "RFC 9112 §7.1.1",
                        SHOULD,
                        "a 32 KiB chunk extension (unbounded extensions tie up memory)",
                        (wire, s) -> {
                            wire.sendInBackground(bytes(postHead(s, "Transfer-Encoding: chunked\r\n") + "5;a="
                                    + "x".repeat(32 * 1024) + "\r\nhello\r\n0\r\n\r\n"));
                            return wire.watch(1);
                        },
                        List.of(answerThenClose(400), answerThenClose(413), answerThenClose(431)),
                        List.of(closeWithoutAnswer()),
                        false,
                        false),
                post(
                        "chunk.ext-quoted",
                        CHUNKS,
                        MUST,
                        "a valid quoted chunk extension 5;name=\"a;b\" is accepted",
                        "Transfer-Encoding: chunked\r\n",
                        "5;name=\"a;b\"\r\nhello\r\n0\r\n\r\n",
                        served(200, "hello")),
                post(
                        "chunk.ext-valid",
                        CHUNKS,
                        MUST,
                        "valid chunk extensions 5;a;b=c;d=\"q s\" (name, token value, quoted value) are accepted",
                        "Transfer-Encoding: chunked\r\n",
                        "5;a;b=c;d=\"q s\"\r\nhello\r\n0\r\n\r\n",
                        served(200, "hello")),
                framing(
                        "chunk.trailer-no-colon",
                        CHUNKS,
                        "a trailer line without a colon",
                        "Transfer-Encoding: chunked\r\n",
                        "5\r\nhello\r\n0\r\nnot a trailer\r\n\r\n"),
                new Case(
                        "chunk.no-last-chunk",
                        CHUNKS,
                        MUST,
                        "a chunked body that stops before its last chunk, then silence",
                        (wire, s) -> {
                            wire.send(postHead(s, "Transfer-Encoding: chunked\r\n") + "5\r\nhello\r\n");
                            return wire.watch(1);
                        },
                        List.of(stillWaiting(), answerThenClose(400), answerThenClose(408), closeWithoutAnswer()),
                        List.of(),
                        false,
                        false),
                // the head: line ends, control characters, field syntax
                raw(
                        "head.bare-lf",
                        "RFC 9112 §2.2",
                        SHOULD,
                        "every line of the head ended by a bare LF (the RFC lets a server take it)",
                        s -> "GET /plaintext HTTP/1.1\nHost: " + s.authority() + "\n\n",
                        1,
                        answer(400),
                        closeWithoutAnswer()),
                get(
                        "head.bare-cr",
                        "CONTRACT §5.1; RFC 9112 §2.2",
                        "the request line ended by a bare CR",
                        s -> "GET /plaintext HTTP/1.1\rHost: " + s.authority() + "\r\n\r\n"),
                get("field.bare-cr", VALUES, "a bare CR inside a header value", s -> plain(s, "X-Kit: a\rb\r\n")),
                get(
                        "field.bare-lf",
                        VALUES,
                        "a bare LF inside the head (X-Kit: a\\nb)",
                        s -> plain(s, "X-Kit: a\nb\r\n")),
                get("field.nul-value", VALUES, "a NUL inside a header value", s -> plain(s, "X-Kit: a\u0000b\r\n")),
                get("field.nul-name", FIELDS, "a NUL inside a header name", s -> plain(s, "X-K\u0000it: a\r\n")),
                get(
                        "field.obs-fold",
                        "CONTRACT §5.6; RFC 9112 §5.2",
                        "a header value folded onto a second line",
                        s -> plain(s, "X-Kit: a\r\n b\r\n")),
                get(
                        "field.space-before-colon",
                        "CONTRACT §5.6; RFC 9112 §5.1",
                        "X-Kit : a (whitespace before the colon)",
                        s -> plain(s, "X-Kit : a\r\n")),
                get(
                        "field.tab-before-colon",
                        "CONTRACT §5.6; RFC 9112 §5.1",
                        "X-Kit\\t: a",
                        s -> plain(s, "X-Kit\t: a\r\n")),
                get("field.empty-name", FIELDS, "a header line with an empty name (: a)", s -> plain(s, ": a\r\n")),
                get(
                        "field.no-colon",
                        FIELDS,
                        "a header line without a colon",
                        s -> plain(s, "this is not a header\r\n")),
                get(
                        "field.space-in-name",
                        FIELDS,
                        "a space inside a header name (X Kit: a)",
                        s -> plain(s, "X Kit: a\r\n")),
                get(
                        "field.non-token-name",
                        FIELDS,
                        "a header name with a character outside token (X(Kit): a)",
                        s -> plain(s, "X(Kit): a\r\n")),
                get(
                        "field.leading-whitespace",
                        "RFC 9112 §2.2",
                        "whitespace before the first header line",
                        s -> "GET /plaintext HTTP/1.1\r\n X-Kit: a\r\nHost: " + s.authority() + "\r\n\r\n"),
                raw(
                        "field.control-value",
                        "RFC 9110 §5.5",
                        SHOULD,
                        "a control character (\\x01) inside a header value",
                        s -> plain(s, "X-Kit: a\u0001b\r\n"),
                        1,
                        answer(400)),
                raw(
                        "field.del-value",
                        "RFC 9110 §5.5",
                        SHOULD,
                        "DEL (\\x7F) inside a header value",
                        s -> plain(s, "X-Kit: a\u007fb\r\n"),
                        1,
                        answer(400)),
                // Host
                get("host.missing", HOST, "HTTP/1.1 without Host", s -> "GET /plaintext HTTP/1.1\r\n\r\n"),
                get("host.twice", HOST, "two Host lines", s -> plain(s, "Host: " + s.authority() + "\r\n")),
                get(
                        "host.list",
                        HOST,
                        "Host: a, b",
                        s -> "GET /plaintext HTTP/1.1\r\nHost: " + s.authority() + ", example.com\r\n\r\n"),
                get(
                        "host.bad-characters",
                        HOST,
                        "Host: exa mple<>",
                        s -> "GET /plaintext HTTP/1.1\r\nHost: exa mple<>\r\n\r\n"),
                get(
                        "host.bad-port",
                        HOST,
                        "Host: 127.0.0.1:abc",
                        s -> "GET /plaintext HTTP/1.1\r\nHost: " + s.host() + ":abc\r\n\r\n"),
                get(
                        "host.userinfo",
                        HOST,
                        "Host: user@host (userinfo is not allowed)",
                        s -> "GET /plaintext HTTP/1.1\r\nHost: user@" + s.authority() + "\r\n\r\n"),
                // RFC 9110 §4.2.1: an http URI's host is never empty, so neither is its Host
                get("host.empty", HOST, "Host: with an empty value", s -> "GET /plaintext HTTP/1.1\r\nHost: \r\n\r\n"),
                get(
                        "host.invalid-space",
                        HOST,
                        "Host: exa mple.com (a space inside the name)",
                        s -> "GET /plaintext HTTP/1.1\r\nHost: exa mple.com\r\n\r\n"),
                get(
                        "host.invalid-ipv6-unclosed",
                        HOST,
                        "Host: [::1 (an IPv6 literal without its ])",
                        s -> "GET /plaintext HTTP/1.1\r\nHost: [::1\r\n\r\n"),
                get(
                        "host.invalid-slash",
                        HOST,
                        "Host: HOST:PORT/plaintext (a path inside the authority)",
                        s -> "GET /plaintext HTTP/1.1\r\nHost: " + s.authority() + "/plaintext\r\n\r\n"),
                // RFC 3986's port is any run of digits, so this one is a SHOULD: a port past 65535 names no TCP port
                raw(
                        "host.invalid-port-range",
                        "RFC 9110 §4.2.1; RFC 3986 §3.2.3",
                        SHOULD,
                        "Host: HOST:99999 (a port above 65535)",
                        s -> "GET /plaintext HTTP/1.1\r\nHost: " + s.host() + ":99999\r\n\r\n",
                        1,
                        answer(400)),
                raw(
                        "host.http10-none",
                        "RFC 9112 §3.2",
                        SHOULD,
                        "HTTP/1.0 without Host is served",
                        s -> "GET /plaintext HTTP/1.0\r\n\r\n",
                        1,
                        served(200, "Hello, World!")),
                // request line, method, target, version
                get(
                        "line.lower-case-version",
                        LINE,
                        "http/1.1 (the protocol name is case-sensitive)",
                        s -> "GET /plaintext http/1.1\r\nHost: " + s.authority() + "\r\n\r\n"),
                get(
                                "line.version-garbage",
                                LINE,
                                "HTTP/1.1x",
                                s -> "GET /plaintext HTTP/1.1x\r\nHost: " + s.authority() + "\r\n\r\n")
                        .tolerating(closeWithoutAnswer(), answer(505)),
                get(
                                "line.version-no-dot",
                                LINE,
                                "HTTP/11",
                                s -> "GET /plaintext HTTP/11\r\nHost: " + s.authority() + "\r\n\r\n")
                        .tolerating(closeWithoutAnswer(), answer(505)),
                raw(
                                "line.version-2",
                                "RFC 9110 §6.2",
                                MUST,
                                "HTTP/2.0 on an HTTP/1.1 connection",
                                s -> "GET /plaintext HTTP/2.0\r\nHost: " + s.authority() + "\r\n\r\n",
                                1,
                                answer(505),
                                answer(400))
                        .tolerating(closeWithoutAnswer()),
                raw(
                                "line.version-1-2",
                                "RFC 9110 §2.5",
                                SHOULD,
                                "HTTP/1.2 is served as HTTP/1.1",
                                s -> "GET /plaintext HTTP/1.2\r\nHost: " + s.authority() + "\r\n\r\n",
                                1,
                                served(200, "Hello, World!"))
                        .tolerating(answer(505)),
                raw(
                        "line.http09",
                        LINE,
                        MUST,
                        "GET /plaintext with no version (HTTP/0.9)",
                        s -> "GET /plaintext\r\n\r\n",
                        1,
                        answer(400),
                        answer(505),
                        closeWithoutAnswer()),
                get(
                        "line.leading-space",
                        LINE,
                        "a space before the method",
                        s -> " GET /plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n"),
                get(
                        "line.four-parts",
                        LINE,
                        "a request line with four parts",
                        s -> "GET /plaintext HTTP/1.1 more\r\nHost: " + s.authority() + "\r\n\r\n"),
                raw(
                        "line.double-space",
                        "RFC 9112 §3",
                        SHOULD,
                        "two spaces between method and target",
                        s -> "GET  /plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n",
                        1,
                        answer(400)),
                get(
                        "method.non-token",
                        LINE,
                        "a method with a character outside token (GE(T)",
                        s -> "GE(T /plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n"),
                raw(
                        "method.lower-case",
                        "CONTRACT §2.7; RFC 9110 §9.1",
                        MUST,
                        "get /plaintext (methods are case-sensitive: not GET)",
                        s -> "get /plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n",
                        1,
                        answer(400),
                        answer(404),
                        answer(405),
                        answer(501)),
                raw(
                        "method.unknown",
                        "CONTRACT §2.7; RFC 9110 §9.1",
                        MUST,
                        "an unknown method BREW",
                        s -> "BREW /plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n",
                        1,
                        answer(501),
                        answer(405),
                        answer(404),
                        answer(400)),
                raw(
                        "method.connect",
                        "RFC 9110 §9.3.6",
                        MUST,
                        "CONNECT to an authority",
                        s -> "CONNECT " + s.authority() + " HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n",
                        1,
                        answer(400),
                        answer(405),
                        answer(501),
                        answer(404),
                        answerThenClose(400)),
                get(
                        "target.asterisk",
                        "CONTRACT §2.11.1; RFC 9112 §3.2.4",
                        "GET * (asterisk-form is for OPTIONS only)",
                        s -> "GET * HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n"),
                get(
                        "target.fragment",
                        "CONTRACT §2.11.2; RFC 9110 §4.1",
                        "a #fragment in the target",
                        s -> "GET /plaintext#top HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n"),
                get(
                        "target.non-ascii",
                        "CONTRACT §2.11.3; RFC 9112 §3.2",
                        "raw UTF-8 bytes in the target",
                        s -> "GET /plain\u00c3\u00a9text HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n"),
                get(
                        "target.control",
                        "CONTRACT §2.11.3; RFC 9112 §3.2",
                        "a control character (\\x01) in the target",
                        s -> "GET /plain\u0001text HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n"),
                get(
                        "target.no-slash",
                        "RFC 9112 §3.2",
                        "a target that is none of the four forms (plaintext)",
                        s -> "GET plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n"),
                raw(
                        "target.absolute-form",
                        "CONTRACT §2.10; RFC 9112 §3.2.2",
                        MUST,
                        "GET http://HOST:PORT/plaintext is served",
                        s -> "GET http://" + s.authority() + "/plaintext HTTP/1.1\r\nHost: " + s.authority()
                                + "\r\n\r\n",
                        1,
                        served(200, "Hello, World!")),
                // limits
                raw(
                                "limit.target-9kib",
                                "CONTRACT §2.12; RFC 9112 §3",
                                MUST,
                                "a 9 KiB request-target (limit 8 KiB): 414",
                                s -> "GET /plaintext?" + "a".repeat(9 * 1024) + " HTTP/1.1\r\nHost: " + s.authority()
                                        + "\r\n\r\n",
                                1,
                                answer(414))
                        .tolerating(answer(400), answer(431)),
                raw(
                        "limit.one-header-17kib",
                        "CONTRACT §2.12; RFC 6585 §5",
                        MUST,
                        "one 17 KiB header (limit 16 KiB): 431",
                        s -> plain(s, "X-Big: " + "b".repeat(17 * 1024) + "\r\n"),
                        1,
                        answer(431)),
                raw(
                        "limit.header-section-20kib",
                        "CONTRACT §2.12; RFC 6585 §5",
                        MUST,
                        "a 20 KiB header section of 20 headers: 431",
                        s -> plain(s, manyHeaders(20, 1000)),
                        1,
                        answer(431)),
                raw(
                                "limit.header-count-1000",
                                "RFC 9110 §5.4",
                                MUST,
                                "1,000 short headers (12 KiB): served or 431, never 5xx",
                                s -> plain(s, manyHeaders(1000, 2)),
                                1,
                                served(200, "Hello, World!"),
                                answer(431))
                        .tolerating(answer(400)),
                new Case(
                        "limit.body-2mib",
                        "CONTRACT §3.3",
                        MUST,
                        "POST /echo announcing 2 MiB (limit 1 MiB): 413 before the body is read",
                        (wire, s) -> {
                            wire.send(postHead(s, "Content-Length: " + (2 * 1024 * 1024) + "\r\n"));
                            wire.sendInBackground(new byte[64 * 1024]);
                            return wire.watch(1);
                        },
                        List.of(answerThenClose(413)),
                        List.of(answer(413)),
                        false,
                        false),
                new Case(
                        "limit.body-chunked",
                        "CONTRACT §3.3",
                        MUST,
                        "a chunked body that grows past 1 MiB: 413",
                        (wire, s) -> {
                            StringBuilder body = new StringBuilder(postHead(s, "Transfer-Encoding: chunked\r\n"));
                            String chunk = "10000\r\n" + "c".repeat(0x10000) + "\r\n";
                            body.append(chunk.repeat(18)).append("0\r\n\r\n");
                            wire.sendInBackground(bytes(body.toString()));
                            return wire.watch(1, Duration.ofSeconds(3));
                        },
                        List.of(answerThenClose(413)),
                        List.of(answer(413)),
                        false,
                        false),
                new Case(
                        "limit.expect-over",
                        "CONTRACT §3.3; RFC 9110 §10.1.1",
                        MUST,
                        "Expect: 100-continue announcing 2 MiB: 413, without asking for the body",
                        (wire, s) -> {
                            wire.send(postHead(
                                    s, "Content-Length: " + (2 * 1024 * 1024) + "\r\nExpect: 100-continue\r\n"));
                            return wire.watch(1);
                        },
                        List.of(answerWithoutContinue(413)),
                        List.of(answer(413)),
                        false,
                        false),
                // RFC 9110 §15.2: no 1xx to an HTTP/1.0 client; §10.1.1: it MUST ignore an HTTP/1.0 request's
                // 100-continue
                new Case(
                        "expect.http10-no-continue",
                        "CONTRACT §2.15; RFC 9110 §10.1.1, §15.2",
                        MUST,
                        "HTTP/1.0 POST /echo with Expect: 100-continue and its body: the echo, no 100 Continue",
                        Probe.send(
                                s -> "POST /echo HTTP/1.0\r\nHost: " + s.authority()
                                        + "\r\nContent-Type: application/octet-stream"
                                        + "\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\nhello",
                                1),
                        // a close sends no 1xx either: the rule is kept, the request unserved (a warning)
                        List.of(new Reaction(
                                "200 with hello without 100 Continue",
                                o -> served(200, "hello").matches().test(o) && !o.interim())),
                        List.of(closeWithoutAnswer()),
                        false,
                        false),
                // incomplete and slow requests
                new Case(
                        "slow.body-short",
                        "RFC 9112 §6.3",
                        MUST,
                        "a body shorter than its Content-Length, then silence: no answer made of it",
                        (wire, s) -> {
                            wire.send(postHead(s, "Content-Length: 100\r\n") + "only ten b");
                            return wire.watch(1);
                        },
                        List.of(stillWaiting(), answerThenClose(400), answerThenClose(408), closeWithoutAnswer()),
                        List.of(),
                        false,
                        false),
                new Case(
                        "slow.head-trickle",
                        "CONTRACT §2.14",
                        MUST,
                        "a head sent one byte a second, never complete: 408 or close once 10 s have passed",
                        Cases::trickle,
                        List.of(answer(408), closeWithoutAnswer(), answer(400)),
                        List.of(),
                        false,
                        true),
                // pipelining: nothing smuggled behind a valid request
                raw(
                                "pipeline.valid-then-cl-te",
                                "RFC 9112 §6.1; §9.3.2",
                                MUST,
                                "a valid GET, then a CL.TE request on the same connection",
                                s -> plain(s, "") + "POST /echo HTTP/1.1\r\nHost: " + s.authority()
                                        + "\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n",
                                2,
                                answersThenClose(200, 400))
                        .tolerating(new Reaction(
                                "200 then close without answer", o -> o.finals().equals(List.of(200)) && o.closed())),
                raw(
                                "pipeline.valid-then-garbage",
                                "RFC 9112 §9.3.2",
                                MUST,
                                "a valid GET, then bytes that are no request",
                                s -> plain(s, "") + "\u0001\u0002 garbage\r\n\r\n",
                                2,
                                answersThenClose(200, 400),
                                answers(200, 400))
                        .tolerating(new Reaction(
                                "200 then close without answer", o -> o.finals().equals(List.of(200)) && o.closed())),
                raw(
                        "pipeline.get-with-body",
                        "RFC 9112 §6.3",
                        MUST,
                        "a GET whose Content-Length body is itself a request: one answer",
                        s -> {
                            String hidden = "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n";
                            return "GET /plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\nContent-Length: "
                                    + hidden.length() + "\r\n\r\n" + hidden;
                        },
                        1,
                        served(200, "Hello, World!"),
                        answerThenClose(400)),
                // SQL text is data (CONTRACT §5)
                conduit(
                        "sql.slug",
                        "a slug of SQL text: 404",
                        s -> "GET /api/articles/x'%20OR%20'1'%3D'1 HTTP/1.1\r\nHost: " + s.authority() + "\r\n\r\n",
                        answer(404)),
                conduit(
                        "sql.token",
                        "a token of SQL text on a read: 401 (CONTRACT §4: never read as anonymous)",
                        s -> "GET /api/articles HTTP/1.1\r\nHost: " + s.authority()
                                + "\r\nAuthorization: Token ' OR '1'='1\r\n\r\n",
                        answer(401)),
                conduit(
                        "sql.comment-body",
                        "a comment body of SQL text is stored and answered as sent",
                        s -> {
                            String json = "{\"comment\":{\"body\":\"x'); DROP TABLE comments; --\"}}";
                            return "POST /api/articles/article-0501/comments HTTP/1.1\r\nHost: " + s.authority()
                                    + "\r\nAuthorization: Token "
                                    + new ConduitSeed().user(1).token()
                                    + "\r\nContent-Type: application/json\r\nContent-Length: " + json.length()
                                    + "\r\n\r\n" + json;
                        },
                        containing(200, "x'); DROP TABLE comments; --", "x\\u0027); DROP TABLE comments; --")));
    }

    /** A Transfer-Encoding the server cannot take: 400, or 501 (RFC 9112 §6.1's SHOULD for a coding it lacks), then close. */
    private static Case codings(String id, String rule, String what, String framing, String body) {
        return post(id, rule, MUST, what, framing, body, answerThenClose(400), answerThenClose(501))
                .tolerating(closeWithoutAnswer());
    }

    /** Framing in doubt: 400 then close (a close without answer is safe but warned). */
    private static Case framing(String id, String rule, String what, String framing, String body) {
        return post(id, rule, MUST, what, framing, body, answerThenClose(400)).tolerating(closeWithoutAnswer());
    }

    private static Case post(
            String id, String rule, Level level, String what, String framing, String body, Reaction... pass) {
        return raw(id, rule, level, what, s -> postHead(s, framing) + body, 1, pass);
    }

    /** A broken head that does not put the framing in doubt: 400, close optional. */
    private static Case get(String id, String rule, String what, Function<Setting, String> request) {
        return raw(id, rule, MUST, what, request, 1, answer(400)).tolerating(closeWithoutAnswer());
    }

    /** CONTRACT §5.8: SQL text is data. Skipped without a database. */
    private static Case conduit(String id, String what, Function<Setting, String> request, Reaction pass) {
        // patient: a write may wait on the disk
        return new Case(
                id,
                "CONTRACT §5.8",
                MUST,
                what,
                Probe.send(request, 1, Duration.ofSeconds(5)),
                List.of(pass),
                List.of(),
                true,
                false);
    }

    private static Case raw(
            String id,
            String rule,
            Level level,
            String what,
            Function<Setting, String> request,
            int answers,
            Reaction... pass) {
        return new Case(id, rule, level, what, Probe.send(request, answers), List.of(pass), List.of(), false, false);
    }

    static String postHead(Setting s, String framing) {
        return "POST /echo HTTP/1.1\r\nHost: " + s.authority() + "\r\nContent-Type: application/octet-stream\r\n"
                + framing + "\r\n";
    }

    /** GET /plaintext with these extra header lines. */
    static String plain(Setting s, String extra) {
        return "GET /plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\n" + extra + "\r\n";
    }

    private static String manyHeaders(int count, int valueLength) {
        StringBuilder headers = new StringBuilder();
        String value = "v".repeat(valueLength);
        for (int i = 0; i < count; i++) {
            headers.append("X-H").append(i).append(": ").append(value).append("\r\n");
        }
        return headers.toString();
    }

    /** One byte a second of a head that never ends, until the server answers or closes (15 s at most, as the contract allows). */
    private static Observed trickle(Wire wire, Setting s) {
        wire.send("GET /plaintext HTTP/1.1\r\nHost: " + s.authority() + "\r\nX-Slow: ");
        for (int second = 0; second < 15; second++) {
            Observed seen = wire.watch(1, Duration.ofSeconds(1));
            if (seen.closed() || seen.raw().length > 0) {
                return seen;
            }
            wire.send("a");
        }
        return wire.watch(1, Duration.ofMillis(200));
    }

    private static byte[] bytes(String latin1) {
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }
}
