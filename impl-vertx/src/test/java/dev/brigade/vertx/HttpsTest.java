package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.vertx.H2Connection.Frame;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** HTTPS mode on a real socket, with the JDK's client: TLS 1.3, the server's suite, ALPN both ways, nothing plain. */
@ExtendWith(VertxExtension.class)
class HttpsTest {

    static final Path CERT = Path.of("src/test/resources/tls/cert.pem");
    static final Path KEY = Path.of("src/test/resources/tls/key.pem");
    /** The order curl offers TLS 1.3's suites in: AES-256 first, ChaCha20, AES-128 last. */
    private static final String[] CLIENT_SUITES = {
        "TLS_AES_256_GCM_SHA384", "TLS_CHACHA20_POLY1305_SHA256", "TLS_AES_128_GCM_SHA256"
    };

    private int port;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) {
        JsonObject tls =
                new JsonObject().put(ServerConfig.TLS_CERT, CERT.toString()).put(ServerConfig.TLS_KEY, KEY.toString());
        TestServer.deploy(vertx, null, tls).onComplete(testContext.succeeding(bound -> {
            port = bound;
            testContext.completeNow();
        }));
    }

    @Test
    void h2ByAlpnOnTls13WithAes128WhateverTheClientPrefers() throws Exception {
        try (SSLSocket socket = handshake(new String[] {"TLSv1.3"}, "h2", "http/1.1")) {
            assertEquals("TLSv1.3", socket.getSession().getProtocol());
            assertEquals("TLS_AES_128_GCM_SHA256", socket.getSession().getCipherSuite());
            assertEquals("h2", socket.getApplicationProtocol());
            try (H2Connection h2 = new H2Connection(socket)) {
                h2.request(1, "GET", "/plaintext", true);
                List<Frame> frames = h2.untilEnd(1);
                assertEquals("200", frames.getFirst().headers().status().toString());
                assertEquals("Hello, World!", H2cTest.body(frames, 1));
            }
        }
    }

    @Test
    void http11ByAlpn() throws Exception {
        try (SSLSocket socket = handshake(new String[] {"TLSv1.3"}, "http/1.1")) {
            assertEquals("http/1.1", socket.getApplicationProtocol());
            assertTrue(http11(socket).startsWith("HTTP/1.1 200 "));
        }
    }

    @Test
    void http11WithoutAlpn() throws Exception {
        try (SSLSocket socket = handshake(new String[] {"TLSv1.3"})) {
            assertTrue(http11(socket).startsWith("HTTP/1.1 200 "));
        }
    }

    @Test
    void tls12IsRefused() {
        assertThrows(
                SSLException.class,
                () -> handshake(new String[] {"TLSv1.2"}, "h2").close());
    }

    /** Nothing plain on the HTTPS port: an HTTP/1.1 request in clear gets no HTTP answer. */
    @Test
    void plainHttpGetsNoAnswer() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(5));
            socket.getOutputStream()
                    .write("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
            assertFalse(answer.contains("HTTP/1.1"), answer);
        }
    }

    private SSLSocket handshake(String[] protocols, String... alpn) throws Exception {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trustingTheTestCertificate().getTrustManagers(), null);
        SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket("127.0.0.1", port);
        socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(5));
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setProtocols(protocols);
        parameters.setCipherSuites(protocols[0].equals("TLSv1.3") ? CLIENT_SUITES : socket.getSupportedCipherSuites());
        parameters.setApplicationProtocols(alpn);
        socket.setSSLParameters(parameters);
        socket.startHandshake();
        return socket;
    }

    private static TrustManagerFactory trustingTheTestCertificate() throws Exception {
        KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
        trusted.load(null, null);
        try (InputStream pem = Files.newInputStream(CERT)) {
            trusted.setCertificateEntry(
                    "server", CertificateFactory.getInstance("X.509").generateCertificate(pem));
        }
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(trusted);
        return factory;
    }

    private static String http11(SSLSocket socket) throws IOException {
        socket.getOutputStream()
                .write("GET /plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
        return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
    }
}
