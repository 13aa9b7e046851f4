package dev.brigade.conformance.target;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Opens plain sockets to the server, for the checks where bytes, chunk boundaries or several
 * requests on one connection matter. Every read has a timeout, so a silent server fails a check
 * instead of hanging the kit.
 */
public final class RawHttp {

    public static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final String host;
    private final int port;

    public RawHttp(URI baseUri) {
        this.host = baseUri.getHost();
        this.port = baseUri.getPort() == -1 ? 80 : baseUri.getPort();
    }

    /** The {@code Host} header value for requests to this server. */
    public String authority() {
        return host + ":" + port;
    }

    public RawConnection connect() throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(host, port), (int) TIMEOUT.toMillis());
        socket.setSoTimeout((int) TIMEOUT.toMillis());
        socket.setTcpNoDelay(true);
        return new RawConnection(socket);
    }

    /** One request on a fresh connection, its response read whole. */
    public RawResponse exchange(byte[] request) throws IOException {
        try (RawConnection connection = connect()) {
            connection.send(request);
            return connection.read();
        }
    }

    /** A GET with only {@code Host}, on a fresh connection. */
    public RawResponse get(String pathAndQuery) throws IOException {
        return exchange(request("GET", pathAndQuery, ""));
    }

    /** The bytes of a request with a {@code Host} header and the given extra header lines (each ending in CRLF). */
    public byte[] request(String method, String pathAndQuery, String extraHeaders) {
        return (method + " " + pathAndQuery + " HTTP/1.1\r\nHost: " + authority() + "\r\n" + extraHeaders + "\r\n")
                .getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A request with a body and its {@code Content-Length}. */
    public byte[] request(String method, String pathAndQuery, String contentType, byte[] body) {
        byte[] head = request(
                method, pathAndQuery, "Content-Type: " + contentType + "\r\nContent-Length: " + body.length + "\r\n");
        byte[] whole = new byte[head.length + body.length];
        System.arraycopy(head, 0, whole, 0, head.length);
        System.arraycopy(body, 0, whole, head.length, body.length);
        return whole;
    }
}
