package dev.brigade.conformance.target;

import dev.brigade.conformance.diff.Escape;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One client connection: writes raw bytes, reads responses one at a time with their framing
 * (Content-Length, chunked with each chunk kept apart, or until the server closes).
 */
public final class RawConnection implements AutoCloseable {

    private static final int MAX_HEAD = 256 * 1024;

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    /** A connection over a socket opened elsewhere (a TLS socket, its handshake done). */
    public static RawConnection over(Socket socket) throws IOException {
        return new RawConnection(socket);
    }

    RawConnection(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
        this.out = socket.getOutputStream();
    }

    public void send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Sends what it can; a server that closes early (e.g. after a 413) is not an error here. */
    public void sendQuietly(byte[] bytes) {
        try {
            send(bytes);
        } catch (IOException closedEarly) {
            // the response, if any, is still to be read
        }
    }

    /** Reads one whole response. */
    public RawResponse read() throws IOException {
        RawResponse head = readHead();
        int status = head.status();
        List<RawResponse.Header> headers = head.headers();
        if (status / 100 == 1 || status == 204 || status == 304) {
            return head;
        }
        if (head.isChunked()) {
            List<byte[]> chunks = readChunks();
            return new RawResponse(status, headers, concat(chunks), Optional.of(chunks));
        }
        Optional<String> length = head.header("Content-Length");
        if (length.isPresent()) {
            long n;
            try {
                n = Long.parseLong(length.get().strip());
            } catch (NumberFormatException e) {
                throw new IOException("bad Content-Length in the response: " + length.get());
            }
            return new RawResponse(status, headers, in.readNBytes(checkedLength(n)), Optional.empty());
        }
        return new RawResponse(status, headers, readToClose(), Optional.empty());
    }

    /**
     * Reads a status line and headers only, as a client does after {@code HEAD}: whatever framing
     * the headers announce, no body follows (RFC 9110 §9.3.2).
     */
    public RawResponse readHead() throws IOException {
        String statusLine = readLine();
        if (statusLine == null) {
            throw new IOException("the server closed the connection without answering");
        }
        String[] parts = statusLine.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
            throw new IOException("not an HTTP/1.x status line: " + Escape.text(statusLine));
        }
        int status;
        try {
            status = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new IOException("bad status code in: " + Escape.text(statusLine));
        }
        List<RawResponse.Header> headers = new ArrayList<>();
        int headBytes = statusLine.length();
        for (String line = readLine(); line != null && !line.isEmpty(); line = readLine()) {
            headBytes += line.length();
            if (headBytes > MAX_HEAD) {
                throw new IOException("response head larger than " + MAX_HEAD + " bytes");
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IOException("bad header line: " + Escape.text(line));
            }
            headers.add(new RawResponse.Header(
                    line.substring(0, colon), line.substring(colon + 1).strip()));
        }
        return new RawResponse(status, headers, new byte[0], Optional.empty());
    }

    /** True when the server has closed its side and sent nothing more: the next read is end of stream. */
    public boolean atEndOfStream() throws IOException {
        in.mark(1);
        if (in.read() == -1) {
            return true;
        }
        in.reset();
        return false;
    }

    /** True when the server closed its side: a read returns end of stream within the timeout. */
    public boolean closedByServer() {
        try {
            return in.read() == -1;
        } catch (SocketTimeoutException stillOpen) {
            return false;
        } catch (IOException reset) {
            return true;
        }
    }

    private List<byte[]> readChunks() throws IOException {
        List<byte[]> chunks = new ArrayList<>();
        while (true) {
            String sizeLine = readLine();
            if (sizeLine == null) {
                throw new IOException("the stream ended before its last chunk");
            }
            int semicolon = sizeLine.indexOf(';');
            String hex = (semicolon < 0 ? sizeLine : sizeLine.substring(0, semicolon)).strip();
            long size;
            try {
                size = Long.parseLong(hex, 16);
            } catch (NumberFormatException e) {
                throw new IOException("bad chunk size line: " + Escape.text(sizeLine));
            }
            if (size == 0) {
                for (String trailer = readLine(); trailer != null && !trailer.isEmpty(); trailer = readLine()) {
                    // trailers are allowed and ignored
                }
                return chunks;
            }
            byte[] data = in.readNBytes(checkedLength(size));
            if (data.length < size) {
                throw new IOException("the stream ended inside a chunk");
            }
            chunks.add(data);
            String end = readLine();
            if (end == null || !end.isEmpty()) {
                throw new IOException("chunk data not followed by CRLF");
            }
        }
    }

    private byte[] readToClose() throws IOException {
        try {
            return in.readAllBytes();
        } catch (SocketTimeoutException e) {
            throw new IOException("the response has neither Content-Length nor chunked framing,"
                    + " and the server did not close the connection to end it");
        }
    }

    /** A line up to CRLF (or bare LF), without it; null at end of stream before any byte. */
    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(64);
        int b;
        while ((b = in.read()) != -1) {
            if (b == '\n') {
                byte[] bytes = line.toByteArray();
                int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                return new String(bytes, 0, n, StandardCharsets.ISO_8859_1);
            }
            line.write(b);
            if (line.size() > MAX_HEAD) {
                throw new IOException("line longer than " + MAX_HEAD + " bytes");
            }
        }
        return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
    }

    private static int checkedLength(long n) throws IOException {
        if (n < 0 || n > 64L * 1024 * 1024) {
            throw new IOException("unreasonable body length " + n);
        }
        return (int) n;
    }

    private static byte[] concat(List<byte[]> parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        parts.forEach(all::writeBytes);
        return all.toByteArray();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
