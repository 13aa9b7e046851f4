package dev.brigade.rawnio.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** A test client that writes raw bytes and reads answers back exactly as they came, Date masked. */
final class RawClient implements AutoCloseable {
    static final String DATE_MASK = "Date: <date>\r\n";

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    RawClient(InetSocketAddress address) throws IOException {
        socket = new Socket(address.getAddress(), address.getPort());
        socket.setSoTimeout(10_000);
        in = socket.getInputStream();
        out = socket.getOutputStream();
    }

    RawClient send(String text) throws IOException {
        return send(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    RawClient send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
        return this;
    }

    /** One whole answer (head and body, chunked framing kept), with the Date value masked. */
    String readResponse() throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        String head = readLine(raw);
        long contentLength = -1;
        boolean chunked = false;
        String line;
        while (!(line = readLine(raw)).isEmpty()) {
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                contentLength = Long.parseLong(line.substring(15).trim());
            } else if (lower.equals("transfer-encoding: chunked")) {
                chunked = true;
            }
        }
        if (head.startsWith("HTTP/1.1 100")) {
            return new String(raw.toByteArray(), StandardCharsets.ISO_8859_1);
        }
        if (chunked) {
            long size;
            do {
                String sizeLine = readLine(raw);
                size = Long.parseLong(sizeLine, 16);
                raw.write(in.readNBytes((int) size + 2));
            } while (size > 0);
        } else if (contentLength > 0) {
            raw.write(in.readNBytes((int) contentLength));
        }
        return new String(raw.toByteArray(), StandardCharsets.UTF_8).replaceFirst("Date: [^\r]*\r\n", DATE_MASK);
    }

    /** One answer's head alone (the answer to HEAD has no body), with the Date value masked. */
    String readHead() throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        while (!readLine(raw).isEmpty()) {
            // up to the blank line
        }
        return new String(raw.toByteArray(), StandardCharsets.UTF_8).replaceFirst("Date: [^\r]*\r\n", DATE_MASK);
    }

    /** Whether the server has closed its side, after whatever answer it sent first. */
    boolean closedByServerAfterAnyAnswer() throws IOException {
        try {
            while (in.read() >= 0) {
                // an answer sent before the deadline passed
            }
            return true;
        } catch (java.net.SocketException e) {
            return true; // reset: closed as well
        }
    }

    /** Whether the server has closed its side (reads end of stream within the timeout). */
    boolean closedByServer() throws IOException {
        try {
            return in.read() < 0;
        } catch (java.net.SocketException e) {
            return true; // reset: closed as well
        }
    }

    private String readLine(ByteArrayOutputStream raw) throws IOException {
        StringBuilder line = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            raw.write(c);
            if (c == '\n' && !line.isEmpty() && line.charAt(line.length() - 1) == '\r') {
                return line.substring(0, line.length() - 1);
            }
            line.append((char) c);
        }
        throw new IOException("closed mid-answer after: " + raw.toString(StandardCharsets.ISO_8859_1));
    }

    Socket socket() {
        return socket;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
