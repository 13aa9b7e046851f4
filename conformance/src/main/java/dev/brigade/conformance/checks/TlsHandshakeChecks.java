package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import dev.brigade.conformance.tls.ServerHello;
import dev.brigade.conformance.tls.TlsClient;
import dev.brigade.conformance.tls.TlsOffer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * CONTRACT.md §8, what the HTTPS port agrees. The first four are the race's {@code validateTLS}
 * outcomes, each a check of its own and judged from what the server sent, not from what a client
 * prints: a client offering what the race's curl offers (TLS 1.3 and 1.2, AES-256-GCM first, X25519's
 * key share first, ALPN h2 then http/1.1) reads the ServerHello as the server wrote it (plain text
 * in TLS 1.3: the version, the suite, the key-share group) and the ALPN the handshake agreed.
 */
@CheckGroup
public final class TlsHandshakeChecks {

    private final Target target;

    public TlsHandshakeChecks(Target target) {
        this.target = target;
    }

    @Check(
            id = "tls.alpn-h2",
            value = "offered h2 and http/1.1 by ALPN, the server agrees h2",
            rule = "§8.3",
            rfc = "RFC 7301 §3.2",
            tier = Tier.RACE)
    void alpnH2() {
        TlsClient.Attempt attempt = raceHandshake();
        Expect.that(
                attempt.alpn().equals(Optional.of("h2")),
                () -> "ALPN h2, http/1.1 offered: the server agreed "
                        + attempt.alpn()
                                .map(alpn -> alpn.isEmpty() ? "no protocol" : alpn)
                                .orElse("nothing (no handshake)")
                        + ", expected h2");
    }

    @Check(
            id = "tls.version-13",
            value = "offered TLS 1.3 and 1.2, the server's ServerHello agrees TLS 1.3",
            rule = "§8.4",
            rfc = "RFC 8446 §4.2.1",
            tier = Tier.RACE)
    void version13() {
        ServerHello hello = raceHandshake().hello();
        Expect.that(
                hello.failure().isEmpty() && hello.version() == 0x0304,
                () -> "TLS 1.3 and 1.2 offered: the ServerHello said " + hello.describe() + ", expected TLSv1.3");
    }

    @Check(
            id = "tls.aes-128-gcm",
            value = "offered AES-256-GCM first (as the race's curl), the ServerHello names " + "TLS_AES_128_GCM_SHA256",
            rule = "§8.5",
            rfc = "RFC 8446 §4.1.3",
            tier = Tier.RACE)
    void aes128Gcm() {
        ServerHello hello = tls13(raceHandshake().hello());
        Expect.that(
                hello.suite() == 0x1301,
                () -> "TLS_AES_256_GCM_SHA384, "
                        + "TLS_AES_128_GCM_SHA256, TLS_CHACHA20_POLY1305_SHA256 offered in that order: the ServerHello said "
                        + hello.describe() + ", expected TLS_AES_128_GCM_SHA256");
    }

    @Check(
            id = "tls.x25519",
            value = "offered curl's groups (an X25519 key share first), the ServerHello's key_share is X25519",
            rule = "§8.6",
            rfc = "RFC 8446 §4.2.8",
            tier = Tier.RACE)
    void x25519() {
        ServerHello hello = tls13(raceHandshake().hello());
        Expect.that(
                hello.group().orElse(-1) == 0x001d,
                () -> "groups "
                        + String.join(", ", TlsOffer.CURL_GROUPS) + " offered: the ServerHello said " + hello.describe()
                        + ", expected x25519");
    }

    @Check(
            id = "tls.http1-by-alpn",
            value = "a client that offers only http/1.1 by ALPN, or no ALPN, is served HTTP/1.1",
            rule = "§8.3",
            rfc = "RFC 7301 §3.2")
    void http1ByAlpn() throws IOException {
        URI base = target.baseUri();
        for (List<String> alpn : List.of(List.of("http/1.1"), List.<String>of())) {
            String what = "GET /plaintext over HTTPS, ALPN " + (alpn.isEmpty() ? "not offered" : "http/1.1 alone");
            try (TlsClient.Recorded tls = new TlsClient()
                            .connect(
                                    base.getHost(),
                                    base.getPort(),
                                    TlsOffer.race().withAlpn(alpn));
                    RawConnection connection = RawConnection.over(tls.socket())) {
                String agreed = Optional.ofNullable(tls.socket().getApplicationProtocol())
                        .orElse("");
                Expect.that(
                        agreed.isEmpty() || agreed.equals("http/1.1"), () -> what + ": the server agreed " + agreed);
                connection.send(
                        ("GET /plaintext HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort() + "\r\n\r\n")
                                .getBytes(StandardCharsets.ISO_8859_1));
                RawResponse response = connection.read();
                Expect.status(what, 200, response.status());
                Expect.bytes(what + ", body", PlaintextChecks.HELLO, response.body());
            }
        }
    }

    @Check(
            id = "tls.no-tls12",
            value = "a client that offers TLS 1.2 alone gets no handshake",
            rule = "§8.4",
            rfc = "RFC 8446 §4.2.1")
    void noTls12() {
        URI base = target.baseUri();
        TlsClient.Attempt attempt = new TlsClient().attempt(base.getHost(), base.getPort(), TlsOffer.tls12Only());
        Expect.that(
                !attempt.succeeded(),
                () -> "TLS 1.2 alone offered: the server agreed "
                        + attempt.hello().describe() + ", expected no handshake (TLS 1.3 only)");
    }

    /**
     * Nothing is served in plain text on the HTTPS port. A 4xx that says "use HTTPS" (Go's
     * {@code net/http} answers 400, "Client sent an HTTP request to an HTTPS server") serves nothing,
     * so it passes, as an alert or a close does.
     */
    @Check(
            id = "tls.no-plaintext",
            value = "a plain HTTP/1.1 request on the HTTPS port is not served: an alert, a close or a 4xx",
            rule = "§8.1")
    void noPlaintext() throws IOException {
        URI base = target.baseUri();
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), (int) TlsClient.TIMEOUT.toMillis());
            socket.setSoTimeout((int) TlsClient.TIMEOUT.toMillis());
            socket.getOutputStream()
                    .write(("GET /plaintext HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort() + "\r\n\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
            byte[] first = readUpTo(socket.getInputStream(), 12);
            String text = new String(first, StandardCharsets.ISO_8859_1);
            boolean served = text.startsWith("HTTP/") && !(text.length() >= 12 && text.charAt(9) == '4');
            Expect.that(
                    !served,
                    () -> "GET /plaintext in plain text on the HTTPS port: the server answered in plain HTTP (\"" + text
                            + "...\"), expected a TLS alert, a close or a 4xx");
        }
    }

    @Check(
            id = "tls.no-resumption",
            value = "a second connection offering the first's session gets a full handshake "
                    + "(no tickets, no resumption)",
            rule = "§8.7",
            rfc = "RFC 8446 §2.2")
    void noResumption() throws IOException {
        URI base = target.baseUri();
        TlsClient client = new TlsClient();
        TlsOffer offer = TlsOffer.race().withAlpn(List.of()); // HTTP/1.1, as churn-tls: a full handshake a request
        try (TlsClient.Recorded first = client.connect(base.getHost(), base.getPort(), offer);
                RawConnection connection = RawConnection.over(first.socket())) {
            // reading an answer reads what the server sent after the handshake too: a NewSessionTicket
            connection.send(("GET /plaintext HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort() + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            connection.read();
        }
        try (TlsClient.Recorded second = client.connect(base.getHost(), base.getPort(), offer)) {
            ServerHello hello = second.serverHello();
            Expect.that(
                    !hello.resumed(),
                    () -> "a second connection offering the first's session: the server resumed it (" + hello.describe()
                            + "), expected a full handshake");
        }
    }

    /**
     * The suite and the group are judged on a TLS 1.3 handshake, as the race's checkTLS asks them only
     * after TLS 1.3 (a TLS 1.2 ServerHello has no key share): without one, tls.version-13 says what came.
     */
    private static ServerHello tls13(ServerHello hello) {
        Assumptions.assumeTrue(
                hello.failure().isEmpty() && hello.version() == 0x0304,
                () -> "judged on a TLS 1.3 handshake; the server's was " + hello.describe() + " (see tls.version-13)");
        return hello;
    }

    private TlsClient.Attempt raceHandshake() {
        URI base = target.baseUri();
        return new TlsClient().attempt(base.getHost(), base.getPort(), TlsOffer.race());
    }

    private static byte[] readUpTo(InputStream in, int n) throws IOException {
        byte[] bytes = new byte[n];
        int read = 0;
        try {
            while (read < n) {
                int got = in.read(bytes, read, n - read);
                if (got < 0) {
                    break;
                }
                read += got;
            }
        } catch (SocketTimeoutException | java.net.SocketException silentOrReset) {
            // a TLS port waits for a ClientHello, or resets: either is no HTTP answer
        }
        return java.util.Arrays.copyOf(bytes, read);
    }
}
