package dev.brigade.conformance.tls;

import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawResponse;
import java.io.IOException;

/** HTTP/1.1 over TLS: one request on a fresh connection, its answer read whole, chunks kept apart. */
public final class TlsHttp1 {

    private TlsHttp1() {}

    /** A {@code GET} with only {@code Host}, the connection offering what {@code offer} says. */
    public static RawResponse get(String host, int port, String pathAndQuery, TlsOffer offer) throws IOException {
        try (TlsClient.Recorded tls = new TlsClient().connect(host, port, offer);
                RawConnection connection = RawConnection.over(tls.socket())) {
            connection.send(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\n\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            return connection.read();
        }
    }
}
