package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.net.PemTrustOptions;
import jakarta.inject.Inject;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.net.ssl.SSLSession;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * HTTPS mode as Main sets it up from {@code --tls-cert} and {@code --tls-key} (the same properties,
 * given by this profile): TLS 1.3 with the server's choice of AES-128-GCM, HTTP/2 or HTTP/1.1 by
 * ALPN, nothing plain on the port. Its own profile: Quarkus starts a second application for it.
 */
@QuarkusTest
@TestProfile(HttpsTest.Https.class)
class HttpsTest {

    public static final class Https implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    CommandLine.TLS_CERT,
                    CommandLineTest.TLS.resolve("cert.pem").toAbsolutePath().toString(),
                    CommandLine.TLS_KEY,
                    CommandLineTest.TLS.resolve("key.pem").toAbsolutePath().toString(),
                    CommandLine.INSECURE_REQUESTS,
                    "disabled");
        }
    }

    @TestHTTPResource(value = "/", tls = true)
    URL root;

    @Inject
    Vertx vertx;

    private Context context;

    @BeforeEach
    void eventLoop() {
        context = vertx.getOrCreateContext();
    }

    /** A client that trusts the test's certificate and offers AES-256 before AES-128, as the race's curl does. */
    private HttpClientOptions client(List<HttpVersion> alpn) {
        return new HttpClientOptions()
                .setSsl(true)
                .setUseAlpn(true)
                .setProtocolVersion(alpn.getFirst())
                .setAlpnVersions(alpn)
                .setTrustOptions(new PemTrustOptions()
                        .addCertPath(CommandLineTest.TLS.resolve("cert.pem").toString()))
                .setEnabledSecureTransportProtocols(Set.of("TLSv1.3", "TLSv1.2"))
                .addEnabledCipherSuite("TLS_AES_256_GCM_SHA384")
                .addEnabledCipherSuite("TLS_AES_128_GCM_SHA256")
                .setDefaultHost(root.getHost())
                .setDefaultPort(root.getPort());
    }

    @Test
    void http2ByAlpnOverTls13WithAes128() throws Exception {
        HttpClient client = vertx.createHttpClient(client(List.of(HttpVersion.HTTP_2, HttpVersion.HTTP_1_1)));
        try {
            Answer answer = Answer.get(context, client, "/plaintext");
            assertEquals(HttpVersion.HTTP_2, answer.version());
            assertEquals(200, answer.status());
            assertEquals("Hello, World!", answer.body());
            SSLSession session = answer.connection().sslSession();
            assertEquals("TLSv1.3", session.getProtocol());
            assertEquals("TLS_AES_128_GCM_SHA256", session.getCipherSuite());
        } finally {
            Answer.await(client.close());
        }
    }

    @Test
    void http11ForAClientThatAsksForIt() throws Exception {
        HttpClient client = vertx.createHttpClient(client(List.of(HttpVersion.HTTP_1_1)));
        try {
            Answer answer = Answer.get(context, client, "/menu");
            assertEquals(HttpVersion.HTTP_1_1, answer.version());
            assertEquals(200, answer.status());
            assertEquals(new String(Contract.file("menu.html"), StandardCharsets.UTF_8), answer.body());
        } finally {
            Answer.await(client.close());
        }
    }

    @Test
    void tls12IsRefused() throws Exception {
        HttpClient client = vertx.createHttpClient(
                client(List.of(HttpVersion.HTTP_1_1)).setEnabledSecureTransportProtocols(Set.of("TLSv1.2")));
        try {
            assertThrows(Exception.class, () -> Answer.get(context, client, "/plaintext"));
        } finally {
            Answer.await(client.close());
        }
    }

    /** Plain HTTP/1.1 to the HTTPS port gets no HTTP answer: the bytes are read as a TLS record. */
    @Test
    void nothingPlainListensThere() throws Exception {
        try (Socket socket = new Socket(root.getHost(), root.getPort())) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            out.write("GET /plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            assertEquals(false, answer.startsWith("HTTP/"), answer);
        }
    }
}
