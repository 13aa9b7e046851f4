package dev.brigade.conformance.reference;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.StringTokenizer;
import java.util.regex.Pattern;

/**
 * Reads requests off one connection, strictly: RFC 9112 syntax, CRLF line ends, no bare CR, no NUL,
 * no ambiguous framing. Every refusal is an {@link HttpError} carrying the status to answer.
 */
final class RequestReader {

    private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final String EXTENSION_VALUE = "(?:" + TOKEN.pattern()
            + "|\"(?:[\\t \\x21\\x23-\\x5B\\x5D-\\x7E\\x80-\\xFF]|\\\\[\\t \\x21-\\x7E\\x80-\\xFF])*\")";
    /** RFC 9112 §7.1: chunk-size [ chunk-ext ], each extension a token with an optional token or quoted value. */
    private static final String EXTENSIONS =
            "((?:[ \\t]*;[ \\t]*" + TOKEN.pattern() + "(?:[ \\t]*=[ \\t]*" + EXTENSION_VALUE + ")?)*)";

    private static final Pattern CHUNK_SIZE = Pattern.compile("([0-9A-Fa-f]+)" + EXTENSIONS);
    private static final Pattern CHUNK_SIZE_TRIMMED = Pattern.compile("[ \\t]*([0-9A-Fa-f]+)[ \\t]*" + EXTENSIONS);
    private static final Pattern CHUNK_SIZE_ANY_EXTENSION = Pattern.compile("([0-9A-Fa-f]+)(;.*)?");
    /** A chunk size with any extension refused (fault CHUNK_EXTENSION_REFUSED). */
    private static final Pattern CHUNK_SIZE_NO_EXTENSION = Pattern.compile("([0-9A-Fa-f]+)()");
    /**
     * RFC 9112 §3.2 / RFC 3986 §3.2.2: uri-host [ ":" port ], no userinfo, no spaces, no list; the
     * host never empty (RFC 9110 §4.2.1: an http URI with an empty host is invalid).
     */
    private static final Pattern HOST = host("+");
    /** Fault HOST_EMPTY_ACCEPTED: the same, with an empty host let through. */
    private static final Pattern HOST_MAYBE_EMPTY = host("*");
    /** The largest TCP port: a Host naming a port above it names no server (RFC 9110 §4.2.1 is TCP). */
    private static final int MAX_PORT = 65_535;
    /** RFC 9110 §8.6 warns of lengths that overflow the integer they are read into; the contract draws the line here. */
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private static final Pattern VERSION = Pattern.compile("HTTP/1\\.[0-9]");
    /** Fault CONTROL_BYTES_IN_HEAD_KEPT: a name is anything but the separators (a deny list, where TOKEN is an allow list). */
    private static final Pattern NOT_SEPARATORS = Pattern.compile("[^ \\t()<>@,;:\\\\\"/\\[\\]?={}]+");
    /** Fault CONTENT_LENGTH_REFUSED_KEPT_OPEN: a number as JSON writes it, no leading zero. */
    private static final Pattern CANONICAL_NUMBER = Pattern.compile("0|[1-9][0-9]*");
    /** Fault HEADER_ARRAY_OF_100. */
    private static final int HEADER_SLOTS = 100;
    /** CONTRACT §2.12. */
    private static final int MAX_REQUEST_LINE = 8 * 1_024;
    /** CONTRACT §2.14: a head must be whole within this long of its first byte. */
    private static final long HEAD_DEADLINE_NANOS = 10_000_000_000L;

    private final InputStream in;
    private final int maxHeadBytes;
    private final Set<Fault> faults;
    private int headBytes;
    private long headDeadline = Long.MAX_VALUE;

    RequestReader(InputStream in, int maxHeadBytes, Set<Fault> faults) {
        this.in = in;
        this.maxHeadBytes = maxHeadBytes;
        this.faults = faults;
    }

    /** The request line and headers; the body is left for {@link #readBody}. */
    HttpRequest readHead() throws IOException, HttpError {
        headBytes = 0;
        headDeadline = faults.contains(Fault.NO_HEAD_DEADLINE) || faults.contains(Fault.SLOW_HEAD_WAITS)
                ? Long.MAX_VALUE
                : System.nanoTime() + HEAD_DEADLINE_NANOS;
        String requestLine = readLine();
        if (requestLine.isEmpty()) {
            requestLine = readLine(); // RFC 9112 §2.2: one empty line before a request is tolerated
        }
        if (requestLine.length() > MAX_REQUEST_LINE && !faults.contains(Fault.HEAD_UNBOUNDED)) {
            throw new HttpError(414, "request line longer than " + MAX_REQUEST_LINE + " bytes", true);
        }
        String[] parts = requestParts(requestLine);
        if (parts.length > 3 && faults.contains(Fault.REQUEST_LINE_EXTRA_IGNORED)) {
            parts = new String[] {parts[0], parts[1], parts[2]};
        }
        if (parts.length == 2 && faults.contains(Fault.HTTP09_SERVED)) {
            parts = new String[] {parts[0], parts[1], "HTTP/1.0"};
        }
        String version = parts.length == 3 && faults.contains(Fault.VERSION_ANY_CASE)
                ? parts[2].toUpperCase(Locale.ROOT)
                : parts.length == 3 ? parts[2] : "";
        boolean byUri = faults.contains(Fault.TARGET_READ_BY_URI);
        if (parts.length != 3
                || !isMethod(parts[0])
                || !(byUri || isTarget(parts[0], parts[1]))
                || !isVersion(version)) {
            throw new HttpError(400, "bad request line", true);
        }
        version = version.equals("HTTP/1.0") ? version : "HTTP/1.1"; // RFC 9110 §2.5: a higher minor is read as 1.1
        List<HttpRequest.Header> headers = readFields();
        checkHost(version, headers);
        String target = byUri ? parts[1] : originForm(parts[1]);
        if (faults.contains(Fault.FRAGMENT_STRIPPED) && target.indexOf('#') >= 0) {
            target = target.substring(0, target.indexOf('#'));
        }
        int question = target.indexOf('?');
        String path = question < 0 ? target : target.substring(0, question);
        String query = question < 0 ? "" : target.substring(question + 1);
        if (byUri) {
            try {
                URI uri =
                        URI.create(target); // takes *, plaintext and #fragments; throws on a control byte or host:port
                path = uri.getRawPath();
                query = uri.getRawQuery() == null ? "" : uri.getRawQuery();
            } catch (IllegalArgumentException e) {
                throw new HttpError(500, "Internal Server Error: " + e.getMessage(), true);
            }
        }
        var head = new HttpRequest(parts[0], path, query, version, headers, new byte[0]);
        checkFraming(head);
        headDeadline = Long.MAX_VALUE;
        return head;
    }

    /**
     * The body, at most {@code limit} bytes; a larger declared length is refused before a byte of it
     * is read. {@code sendContinue} runs when the client waits for {@code 100 Continue}.
     */
    byte[] readBody(HttpRequest head, long limit, IoAction sendContinue) throws IOException, HttpError {
        // RFC 9110 §10.1.1: an HTTP/1.0 request's 100-continue is ignored (no 1xx to an HTTP/1.0 client, §15.2)
        boolean expectsContinue = head.header("Expect")
                        .map(v -> v.equalsIgnoreCase("100-continue"))
                        .orElse(false)
                && (!head.version().equals("HTTP/1.0") || faults.contains(Fault.CONTINUE_TO_HTTP10));
        if (expectsContinue && faults.contains(Fault.CONTINUE_BEFORE_LIMIT)) {
            sendContinue.run();
            expectsContinue = false;
        }
        if (chunked(head)) {
            if (expectsContinue) {
                sendContinue.run();
            }
            return readChunked(limit);
        }
        long length = faults.contains(Fault.GET_BODY_IGNORED) && head.method().equals("GET") ? 0 : contentLength(head);
        boolean limitAfterRead = faults.contains(Fault.CONTENT_LENGTH_LIMIT_AFTER_READ);
        if (length > limit && !limitAfterRead) {
            throw new HttpError(413, "body larger than " + limit + " bytes", true);
        }
        if (length == 0) {
            return new byte[0];
        }
        if (expectsContinue) {
            sendContinue.run();
        }
        if (faults.contains(Fault.BODY_ONE_READ)) {
            byte[] buffer = new byte[(int) length];
            return Arrays.copyOf(buffer, Math.max(0, in.read(buffer))); // one read() is not the whole body
        }
        byte[] body = in.readNBytes((int) length);
        if (body.length < length) {
            throw new EOFException("body cut short");
        }
        if (length > limit) {
            throw new HttpError(413, "body larger than " + limit + " bytes", true);
        }
        return body;
    }

    /** Chunked framing: Transfer-Encoding present (checkFraming has refused all but chunked), unless a fault reads it otherwise. */
    private boolean chunked(HttpRequest head) {
        List<String> encodings = head.headers("Transfer-Encoding");
        if (faults.contains(Fault.CONTENT_LENGTH_OVER_TRANSFER_ENCODING)
                && !head.headers("Content-Length").isEmpty()) {
            return false;
        }
        if (faults.contains(Fault.TRANSFER_ENCODING_EQUALS_CHUNKED)) {
            return String.join(",", encodings).equals("chunked");
        }
        return !encodings.isEmpty();
    }

    private byte[] readChunked(long limit) throws IOException, HttpError {
        var body = new ByteArrayOutputStream();
        while (true) {
            headBytes = 0;
            String line = lenient(faults.contains(Fault.CHUNK_LINE_READ_TO_LF) ? readToLf() : readLine());
            if (faults.contains(Fault.CHUNK_SIZE_BAD_ENDS_BODY)
                    && !line.isEmpty()
                    && line.chars().noneMatch(RequestReader::hex)) {
                readFields();
                return body.toByteArray();
            }
            long length = chunkSize(line);
            if (length == 0) {
                readFields(); // trailers, checked like headers and dropped
                return body.toByteArray();
            }
            if (body.size() + length > limit && !faults.contains(Fault.CHUNKED_READ_UNTIL_DRY)) {
                throw new HttpError(413, "body larger than " + limit + " bytes", true);
            }
            byte[] data = in.readNBytes((int) length);
            if (data.length < length) {
                throw new EOFException("chunk cut short");
            }
            body.write(data);
            if (faults.contains(Fault.CHUNK_DATA_END_UNCHECKED) || faults.contains(Fault.LINES_AS_BUFFERED_READER)) {
                String rest =
                        readLine(); // the line after the data: dropped, or (lines ended by LF alone) checked empty
                if (!rest.isEmpty() && !faults.contains(Fault.CHUNK_DATA_END_UNCHECKED)) {
                    throw new HttpError(400, "chunk not followed by CRLF", true);
                }
            } else if (in.read() != '\r' || in.read() != '\n') {
                throw new HttpError(400, "chunk not followed by CRLF", true);
            }
            if (faults.contains(Fault.CHUNKED_READ_UNTIL_DRY) && in.available() == 0) {
                return body.toByteArray(); // nothing more buffered is not the last chunk
            }
        }
    }

    private long chunkSize(String line) throws HttpError {
        if (faults.contains(Fault.CHUNK_SIZE_PARSE_LONG)) {
            try {
                return Long.parseLong(line, 16);
            } catch (NumberFormatException e) {
                throw new HttpError(500, "Internal Server Error: " + e.getMessage(), true);
            }
        }
        var size = (faults.contains(Fault.CHUNK_SIZE_TRIMMED)
                        ? CHUNK_SIZE_TRIMMED
                        : faults.contains(Fault.CHUNK_EXTENSION_UNCHECKED)
                                ? CHUNK_SIZE_ANY_EXTENSION
                                : faults.contains(Fault.CHUNK_EXTENSION_REFUSED) ? CHUNK_SIZE_NO_EXTENSION : CHUNK_SIZE)
                .matcher(line);
        if (!size.matches()) {
            throw new HttpError(faults.contains(Fault.BAD_CHUNK_SIZE_500) ? 500 : 400, "bad chunk size", true);
        }
        return length(new BigInteger(size.group(1), 16), faults.contains(Fault.CHUNK_SIZE_SATURATED), "chunk size");
    }

    /** Fault CHUNK_LINE_READ_TO_LF: a chunk-size line up to LF, a CR before it dropped, cut at its first ;. */
    private String readToLf() throws IOException {
        var line = new ByteArrayOutputStream(16);
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new EOFException("connection closed inside a chunk-size line");
            }
            line.write(b);
        }
        String text = line.toString(StandardCharsets.ISO_8859_1);
        text = text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
        return text.indexOf(';') < 0 ? text : text.substring(0, text.indexOf(';'));
    }

    /** The request line's parts: split at each space, or (fault REQUEST_LINE_TOKENIZED) the first three of its tokens. */
    private String[] requestParts(String requestLine) {
        if (!faults.contains(Fault.REQUEST_LINE_TOKENIZED)) {
            return requestLine.split(" ", -1);
        }
        var tokens = new StringTokenizer(requestLine);
        var parts = new ArrayList<String>();
        while (tokens.hasMoreTokens() && parts.size() < 3) {
            parts.add(tokens.nextToken());
        }
        return parts.toArray(String[]::new);
    }

    private boolean isMethod(String method) {
        return faults.contains(Fault.METHOD_DEFAULTS_TO_GET)
                ? !method.isEmpty()
                : TOKEN.matcher(method).matches();
    }

    private boolean isVersion(String version) {
        if (faults.contains(Fault.VERSION_PREFIX_ONLY)) {
            return version.startsWith("HTTP/");
        }
        if (faults.contains(Fault.VERSION_EXACT_MATCH)) {
            return version.equals("HTTP/1.0") || version.equals("HTTP/1.1");
        }
        return VERSION.matcher(version).matches();
    }

    /** The chunk-size faults that read a size line as naive parsers do (a sign, a prefix, letters after the digits). */
    private String lenient(String line) {
        if (faults.contains(Fault.CHUNK_SIZE_SIGN_TAKEN) && line.startsWith("+")) {
            line = line.substring(1);
        }
        if (faults.contains(Fault.CHUNK_SIZE_0X_SKIPPED) && (line.startsWith("0x") || line.startsWith("0X"))) {
            line = line.substring(2);
        }
        if (faults.contains(Fault.CHUNK_SIZE_LETTERS_DROPPED)) {
            line = line.replaceFirst("^([0-9A-Fa-f]+)[G-Zg-z]+$", "$1"); // trailing letters only: 0x5 is not 05
        }
        return line;
    }

    private static boolean hex(int c) {
        return c >= '0' && c <= '9' || c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f';
    }

    private List<HttpRequest.Header> readFields() throws IOException, HttpError {
        var headers = new ArrayList<HttpRequest.Header>();
        String[] slots = faults.contains(Fault.HEADER_ARRAY_OF_100) ? new String[HEADER_SLOTS] : null;
        for (String line = readLine(); !line.isEmpty(); line = readLine()) {
            if (faults.contains(Fault.HEADER_ARRAY_OF_100)) {
                slots[headers.size()] = line; // the 101st throws
            }
            if (faults.contains(Fault.OBS_FOLD_UNFOLDED)
                    && !headers.isEmpty()
                    && (line.startsWith(" ") || line.startsWith("\t"))) {
                var last = headers.removeLast(); // RFC 9112 §5.2 lets a server replace the fold with SP; the contract
                // does not
                headers.add(new HttpRequest.Header(last.name(), last.value() + " " + ows(line)));
                continue;
            }
            if (faults.contains(Fault.NAME_WHITESPACE_TRIMMED)) {
                line = line.replaceFirst("^([^:\\s]+)[ \\t]+:", "$1:");
            }
            int colon = line.indexOf(':');
            boolean splitAtColon = faults.contains(Fault.HEADER_LINE_SPLIT_AT_COLON);
            if (colon < 0 && (faults.contains(Fault.HEADER_WITHOUT_COLON_SKIPPED) || splitAtColon)) {
                continue;
            }
            boolean controlsKept = faults.contains(Fault.CONTROL_BYTES_IN_HEAD_KEPT);
            if (!splitAtColon
                    && (colon <= 0
                            || !(controlsKept ? NOT_SEPARATORS : TOKEN)
                                    .matcher(line.substring(0, colon))
                                    .matches())) {
                throw new HttpError(400, "bad header line", true);
            }
            String value = faults.contains(Fault.VALUE_TRIMMED)
                    ? line.substring(colon + 1).trim()
                    : ows(line.substring(colon + 1));
            boolean crAllowed = faults.contains(Fault.BARE_CR_ACCEPTED);
            boolean nulAllowed = faults.contains(Fault.NUL_IN_VALUE_ACCEPTED);
            if (!controlsKept
                    && !value.chars()
                            .allMatch(c -> c == '\t'
                                    || (c >= 0x20 && c != 0x7f)
                                    || (crAllowed && c == '\r')
                                    || (nulAllowed && c == 0))) {
                throw new HttpError(400, "control character in a header value", true);
            }
            headers.add(new HttpRequest.Header(line.substring(0, colon), value));
        }
        return headers;
    }

    private void checkFraming(HttpRequest head) throws HttpError {
        List<String> encodings = head.headers("Transfer-Encoding");
        if (!encodings.isEmpty()) {
            if (!head.headers("Content-Length").isEmpty()
                    && !faults.contains(Fault.CL_AND_TE_ACCEPTED)
                    && !faults.contains(Fault.CONTENT_LENGTH_OVER_TRANSFER_ENCODING)) {
                throw new HttpError(400, "both Content-Length and Transfer-Encoding", true);
            }
            boolean chunked =
                    faults.contains(Fault.TRANSFER_ENCODING_EQUALS_CHUNKED) // another value: read as no framing
                            || (faults.contains(Fault.TE_CHUNKED_ANYWHERE)
                                    ? String.join(",", encodings)
                                            .toLowerCase(Locale.ROOT)
                                            .contains("chunked")
                                    : ows(String.join(",", encodings))
                                            .toLowerCase(Locale.ROOT)
                                            .equals("chunked"));
            if (!chunked) {
                throw new HttpError(400, "unsupported Transfer-Encoding", true);
            }
        }
        contentLength(head);
    }

    private long contentLength(HttpRequest head) throws HttpError {
        if (faults.contains(Fault.CONTENT_LENGTH_REFUSED_KEPT_OPEN)
                && !head.headers("Content-Length").isEmpty()
                && !CANONICAL_NUMBER
                        .matcher(String.join(",", head.headers("Content-Length")))
                        .matches()) {
            throw new HttpError(
                    400, "bad Content-Length", false); // the fault: the body is left to be read as a request
        }
        boolean firstOfList = faults.contains(Fault.CL_LIST_FIRST_WINS);
        List<String> values = head.headers("Content-Length").stream()
                .flatMap(v -> (firstOfList ? List.of(v.split(",", -1)[0]) : List.of(v.split(",", -1))).stream())
                .map(RequestReader::ows)
                .distinct()
                .toList();
        if (values.isEmpty()) {
            return 0;
        }
        if (faults.contains(Fault.CONTENT_LENGTH_PARSE_LONG) && values.size() == 1) {
            try {
                return Long.parseLong(values.getFirst()); // takes "+3" too
            } catch (NumberFormatException e) {
                throw new HttpError(400, "bad Content-Length", true);
            }
        }
        if (faults.contains(Fault.CONTENT_LENGTH_LEADING_DIGITS) && values.size() == 1) {
            String value = values.getFirst();
            int end = 0;
            while (end < value.length() && Character.isDigit(value.charAt(end))) {
                end++;
            }
            values = List.of(value.substring(0, end)); // "3x" is read as 3
        }
        if (values.size() > 1 && faults.contains(Fault.LAST_CONTENT_LENGTH_WINS)) {
            values = List.of(values.getLast());
        }
        if (values.size() > 1 || !DIGITS.matcher(values.getFirst()).matches()) {
            throw new HttpError(400, "bad Content-Length", true);
        }
        return length(
                new BigInteger(values.getFirst()), faults.contains(Fault.CONTENT_LENGTH_SATURATED), "Content-Length");
    }

    /**
     * A length as a long. One past 2^63-1 is refused as malformed (400), not taken as too large
     * (413): no server can count that far, so reading it at all means it overflowed or was cut,
     * and the framing is in doubt. {@code saturate}: the fault that takes it as the largest long.
     */
    private static long length(BigInteger value, boolean saturate, String what) throws HttpError {
        if (value.compareTo(LONG_MAX) <= 0) {
            return value.longValueExact();
        }
        if (saturate) {
            return Long.MAX_VALUE;
        }
        throw new HttpError(400, what + " past 2^63-1", true);
    }

    /** CONTRACT §2.11: origin- or absolute-form, {@code *} only for OPTIONS, visible ASCII, no fragment. */
    private boolean isTarget(String method, String target) {
        if (faults.contains(Fault.TARGET_NOT_CHECKED)) {
            return !target.isEmpty();
        }
        if (target.startsWith("http://")
                && (faults.contains(Fault.ABSOLUTE_FORM_400) || faults.contains(Fault.ORIGIN_FORM_ONLY))) {
            return false;
        }
        return !target.isEmpty()
                && target.chars().allMatch(c -> c > 0x20 && c < 0x7f)
                && (target.indexOf('#') < 0 || faults.contains(Fault.FRAGMENT_STRIPPED))
                && (target.startsWith("/")
                        || target.startsWith("http://")
                        || (target.equals("*")
                                && method.equals("OPTIONS")
                                && !faults.contains(Fault.OPTIONS_ASTERISK_400)));
    }

    /** RFC 9112 §3.2: exactly one valid Host in HTTP/1.1, at most one in HTTP/1.0. */
    private void checkHost(String version, List<HttpRequest.Header> headers) throws HttpError {
        List<String> hosts = headers.stream()
                .filter(h -> h.name().equalsIgnoreCase("Host"))
                .map(HttpRequest.Header::value)
                .toList();
        boolean required = version.equals("HTTP/1.1") || faults.contains(Fault.HOST_REQUIRED_FOR_HTTP10);
        if (hosts.isEmpty() && required && !faults.contains(Fault.HOST_MISSING_ACCEPTED)) {
            throw new HttpError(400, "no Host", true);
        }
        if (hosts.size() > 1 && !faults.contains(Fault.HOST_REPEATED_FIRST_WINS)) {
            throw new HttpError(400, "more than one Host", true);
        }
        if (!hosts.isEmpty()
                && !faults.contains(Fault.HOST_VALUE_UNCHECKED)
                && !validHost(
                        faults.contains(Fault.HOST_USERINFO_ACCEPTED)
                                ? hosts.getFirst().replaceFirst("^[^@]*@", "")
                                : hosts.getFirst())) {
            throw new HttpError(400, "malformed Host", true);
        }
    }

    private boolean validHost(String host) {
        var authority = (faults.contains(Fault.HOST_EMPTY_ACCEPTED) ? HOST_MAYBE_EMPTY : HOST).matcher(host);
        if (!authority.matches()) {
            return false;
        }
        String port = authority.group(1);
        // read whole, so that leading zeros (080) stay valid and no length of digits overflows
        return port == null
                || port.isEmpty()
                || faults.contains(Fault.HOST_PORT_UNBOUNDED)
                || new BigInteger(port).compareTo(BigInteger.valueOf(MAX_PORT)) <= 0;
    }

    /** An IP literal or a reg-name of {@code regNameCount} characters, then an optional port (group 1). */
    private static Pattern host(String regNameCount) {
        return Pattern.compile("(?:\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9._~!$&'()*+;=%-]" + regNameCount + ")(?::([0-9]*))?");
    }

    /** Strips optional whitespace (SP and HTAB only: String.strip would also eat \\x0B and friends). */
    private static String ows(String value) {
        int from = 0;
        int to = value.length();
        while (from < to && (value.charAt(from) == ' ' || value.charAt(from) == '\t')) {
            from++;
        }
        while (to > from && (value.charAt(to - 1) == ' ' || value.charAt(to - 1) == '\t')) {
            to--;
        }
        return value.substring(from, to);
    }

    /** An absolute-form target ({@code http://host/path}) reduced to its path and query. */
    private static String originForm(String target) {
        if (!target.startsWith("http://")) {
            return target;
        }
        int slash = target.indexOf('/', "http://".length());
        return slash < 0 ? "/" : target.substring(slash);
    }

    /** One line without its CRLF, or a refusal for a bare CR, a bare LF, a NUL or a head too large. */
    private String readLine() throws IOException, HttpError {
        var line = new ByteArrayOutputStream(64);
        while (true) {
            int b = in.read();
            if (b < 0) {
                throw new EOFException("connection closed inside a request head");
            }
            if (System.nanoTime() > headDeadline) {
                throw new HttpError(408, "request head not complete within 10 s", true);
            }
            if (++headBytes > maxHeadBytes && !faults.contains(Fault.HEAD_UNBOUNDED)) {
                throw new HttpError(431, "request head larger than " + maxHeadBytes + " bytes", true);
            }
            boolean lenientEnds = faults.contains(Fault.LINES_AS_BUFFERED_READER);
            boolean controlsKept = faults.contains(Fault.CONTROL_BYTES_IN_HEAD_KEPT);
            if (b == '\n' && lenientEnds) {
                return line.toString(StandardCharsets.ISO_8859_1);
            }
            if (b == '\r') {
                in.mark(1);
                int next = in.read();
                if (next == '\n') {
                    return line.toString(StandardCharsets.ISO_8859_1);
                }
                if (lenientEnds) {
                    in.reset(); // a CR alone ends the line; the byte after it starts the next
                    return line.toString(StandardCharsets.ISO_8859_1);
                }
                if (!controlsKept && (!faults.contains(Fault.BARE_CR_ACCEPTED) || next < 0x20)) {
                    throw new HttpError(400, "bare CR", true);
                }
                line.write(b);
                b = next;
            }
            if (!controlsKept && (b == '\n' || (b == 0 && !faults.contains(Fault.NUL_IN_VALUE_ACCEPTED)))) {
                throw new HttpError(400, b == 0 ? "NUL in the request head" : "bare LF", true);
            }
            line.write(b);
        }
    }

    /** An I/O step that the reader asks its connection to take. */
    interface IoAction {
        void run() throws IOException;
    }
}
