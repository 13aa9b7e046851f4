package dev.brigade.conformance.checks;

import dev.brigade.conformance.diff.Escape;
import dev.brigade.conformance.target.RawHttp;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The stream as the race judges it before it races a competitor (its {@code checkStream}, race
 * tier): the status line {@code HTTP/1.1 200}, a Content-Type that begins {@code text/event-stream},
 * chunked with no Content-Length, and the chunks, each size line bare hex, exactly the events of the
 * reference stream, one each; the last chunk followed by nothing but its CRLF (no trailers).
 */
final class RaceStream {

    /** The race reads at most this many chunks before it gives up. */
    private static final int MAX_CHUNKS = 64;

    private RaceStream() {}

    /** The reference stream cut after each empty line, as the race cuts it: one event each, its blank line included. */
    static List<byte[]> events(byte[] stream) {
        String text = new String(stream, StandardCharsets.UTF_8);
        List<byte[]> events = new ArrayList<>();
        for (int start = 0; start < text.length(); ) {
            int end = text.indexOf("\n\n", start);
            int next = end < 0 ? text.length() : end + 2;
            events.add(text.substring(start, next).getBytes(StandardCharsets.UTF_8));
            start = next;
        }
        return events;
    }

    /** Empty when the race would take the stream at {@code path}; else what it would say. */
    static Optional<String> judge(URI server, String path, List<byte[]> events) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(server.getHost(), server.getPort()), (int) RawHttp.TIMEOUT.toMillis());
            socket.setSoTimeout((int) RawHttp.TIMEOUT.toMillis());
            return judge(socket, server, path, events);
        }
    }

    /** The same on a connection opened elsewhere (HTTP/1.1 over TLS, as the race reads the stream in its TLS mode). */
    static Optional<String> judge(Socket socket, URI server, String path, List<byte[]> events) throws IOException {
        {
            socket.getOutputStream()
                    .write(("GET " + path + " HTTP/1.1\r\nHost: " + server.getHost() + ":" + server.getPort()
                                    + "\r\nUser-Agent: brigade-kit\r\nAccept: */*\r\n\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
            InputStream in = socket.getInputStream();
            List<String> head = head(in);
            if (head.isEmpty() || !head.getFirst().startsWith("HTTP/1.1 200 ")) {
                return Optional.of("status line \"" + (head.isEmpty() ? "" : head.getFirst()) + "\", not HTTP/1.1 200");
            }
            String contentType = "";
            boolean chunked = false;
            boolean length = false;
            for (String line : head.subList(1, head.size())) {
                int colon = line.indexOf(':');
                String name = (colon < 0 ? line : line.substring(0, colon)).toLowerCase(Locale.ROOT);
                String value = colon < 0 ? "" : line.substring(colon + 1).strip();
                switch (name) {
                    case "content-type" -> contentType = value;
                    case "transfer-encoding" -> chunked = value.equalsIgnoreCase("chunked");
                    case "content-length" -> length = true;
                    default -> {}
                }
            }
            if (!contentType.startsWith("text/event-stream")) {
                return Optional.of("Content-Type \"" + contentType + "\", not text/event-stream");
            }
            if (!chunked || length) {
                return Optional.of("not streamed: the race wants chunked, with no Content-Length");
            }
            return chunks(in, events);
        }
    }

    private static Optional<String> chunks(InputStream in, List<byte[]> events) throws IOException {
        List<byte[]> chunks = new ArrayList<>();
        for (int n = 0; n <= MAX_CHUNKS; n++) {
            String line = line(in);
            if (!line.endsWith("\r\n") || !line.substring(0, line.length() - 2).matches("[0-9a-fA-F]{1,8}")) {
                return Optional.of("chunk size line \"" + Escape.text(line) + "\": the race reads bare hex, then CRLF");
            }
            int size = Integer.parseUnsignedInt(line.substring(0, line.length() - 2), 16);
            if (size == 0) {
                String end = line(in);
                if (!end.equals("\r\n")) {
                    return Optional.of("a trailer or other bytes after the last chunk: \"" + Escape.text(end) + "\"");
                }
                return compare(chunks, events);
            }
            byte[] data = in.readNBytes(size + 2);
            if (data.length < size + 2 || data[size] != '\r' || data[size + 1] != '\n') {
                return Optional.of("a chunk of " + size + " bytes not followed by CRLF");
            }
            chunks.add(Arrays.copyOf(data, size));
        }
        return Optional.of("more than " + MAX_CHUNKS + " chunks");
    }

    private static Optional<String> compare(List<byte[]> chunks, List<byte[]> events) {
        if (chunks.size() != events.size()) {
            return Optional.of(
                    chunks.size() + " chunks for " + events.size() + " events: the race wants one chunk per event");
        }
        for (int i = 0; i < events.size(); i++) {
            if (!Arrays.equals(chunks.get(i), events.get(i))) {
                return Optional.of("event " + (i + 1) + " is \"" + Escape.bytes(chunks.get(i), 0, chunks.get(i).length)
                        + "\", not \"" + Escape.bytes(events.get(i), 0, events.get(i).length) + "\"");
            }
        }
        return Optional.empty();
    }

    /** The head's lines, up to the empty line. */
    private static List<String> head(InputStream in) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int total = 0; total < 64 * 1024; ) {
            String line = line(in);
            total += line.length();
            if (line.equals("\r\n") || line.isEmpty()) {
                return lines;
            }
            lines.add(line.endsWith("\r\n") ? line.substring(0, line.length() - 2) : line);
        }
        return lines;
    }

    /** One line with its LF (and the CR before it), or what came before the stream ended. */
    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != -1; b = in.read()) {
            line.write(b);
            if (b == '\n' || line.size() > 8192) {
                break;
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }
}
