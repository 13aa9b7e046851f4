package dev.brigade.rawnio.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.routes.DatastarStream;
import dev.brigade.rawnio.routes.MenuRoutes;
import dev.brigade.rawnio.routes.Router;
import dev.brigade.rawnio.routes.SimpleRoutes;
import dev.brigade.rawnio.server.Server;
import dev.brigade.rawnio.server.ServerConfig;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The real server in HTTPS mode, met by the JDK's own clients: ALPN, the agreed suite, and what is refused. */
@Timeout(60)
class TlsSocketTest {
    private static final Path FILES = Path.of("src/test/resources/tls");

    private static Server server;
    private static InetSocketAddress address;
    private static SSLContext trusting;

    @BeforeAll
    static void start() throws Exception {
        TlsContext tls = TlsContext.load(FILES.resolve("ec-cert.pem"), FILES.resolve("ec-key.pem"));
        ServerConfig config =
                ServerConfig.defaults().withEventLoops(2).withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(2));
        server = new Server(
                config,
                new Router(
                        new SimpleRoutes(),
                        new MenuRoutes(),
                        new DatastarStream(),
                        request -> Response.status(Status.NOT_FOUND)),
                tls);
        address = server.start(new InetSocketAddress("127.0.0.1", 0));
        trusting = trusting(FILES.resolve("ec-cert.pem"));
    }

    @AfterAll
    static void stop() throws InterruptedException {
        assertTrue(server.stop(System.nanoTime() + 2_000_000_000L));
    }

    @Test
    void alpnH2ServesHttp2AndHttp11ServesHttp11() throws Exception {
        for (HttpClient.Version version : List.of(HttpClient.Version.HTTP_2, HttpClient.Version.HTTP_1_1)) {
            try (HttpClient client = HttpClient.newBuilder()
                    .sslContext(trusting)
                    .version(version)
                    .build()) {
                HttpResponse<String> plaintext = client.send(
                        HttpRequest.newBuilder(uri("/plaintext")).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(
                        List.of(version, 200, "Hello, World!"),
                        List.of(plaintext.version(), plaintext.statusCode(), plaintext.body()));
                byte[] body = new byte[100_000];
                HttpResponse<byte[]> echo = client.send(
                        HttpRequest.newBuilder(uri("/echo"))
                                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
                assertEquals(body.length, echo.body().length);
            }
        }
    }

    @Test
    void theServerChoosesAes128GcmOverTls13WhateverTheClientPrefers() throws IOException {
        try (SSLSocket socket = (SSLSocket) trusting.getSocketFactory().createSocket("127.0.0.1", address.getPort())) {
            socket.setSoTimeout(10_000);
            socket.setEnabledCipherSuites(new String[] {"TLS_AES_256_GCM_SHA384", "TLS_AES_128_GCM_SHA256"});
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setApplicationProtocols(new String[] {"h2"});
            socket.setSSLParameters(parameters);
            socket.startHandshake();
            assertEquals(
                    List.of("TLSv1.3", "TLS_AES_128_GCM_SHA256", "h2"),
                    List.of(
                            socket.getSession().getProtocol(),
                            socket.getSession().getCipherSuite(),
                            socket.getApplicationProtocol()));
        }
    }

    @Test
    void tls12IsRefused() throws IOException {
        try (SSLSocket socket = (SSLSocket) trusting.getSocketFactory().createSocket("127.0.0.1", address.getPort())) {
            socket.setSoTimeout(10_000);
            socket.setEnabledProtocols(new String[] {"TLSv1.2"});
            assertThrows(SSLException.class, socket::startHandshake);
        }
    }

    @Test
    void plainHttpOnTheTlsPortIsNotServed() throws IOException {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", address.getPort())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream()
                    .write("GET /plaintext HTTP/1.1\r\nHost: t\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            byte[] answer = in.readNBytes(5);
            assertFalse(new String(answer, StandardCharsets.US_ASCII).startsWith("HTTP/"));
        } catch (java.net.SocketException reset) {
            // closed with a reset: not served either
        }
    }

    @Test
    void rsaKeysLoadAndBadFilesSayWhyInOneLine() throws Exception {
        TlsContext.load(FILES.resolve("rsa-cert.pem"), FILES.resolve("rsa-key.pem"));
        Path missing = FILES.resolve("missing.pem");
        for (Path[] pair : List.of(
                new Path[] {missing, FILES.resolve("ec-key.pem")},
                new Path[] {FILES.resolve("ec-key.pem"), FILES.resolve("ec-key.pem")},
                new Path[] {FILES.resolve("ec-cert.pem"), FILES.resolve("ec-cert.pem")},
                new Path[] {FILES.resolve("ec-cert.pem"), FILES.resolve("README.md")})) {
            TlsFileException e = assertThrows(TlsFileException.class, () -> TlsContext.load(pair[0], pair[1]));
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
    }

    private static URI uri(String path) {
        return URI.create("https://127.0.0.1:" + address.getPort() + path);
    }

    private static SSLContext trusting(Path certificate) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        try (InputStream in = Files.newInputStream(certificate)) {
            store.setCertificateEntry(
                    "server",
                    java.security.cert.CertificateFactory.getInstance("X.509").generateCertificate(in));
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(store);
        SSLContext context = SSLContext.getInstance("TLSv1.3");
        context.init(null, trust.getTrustManagers(), null);
        return context;
    }
}
