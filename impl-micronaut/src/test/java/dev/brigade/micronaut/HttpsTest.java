package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;

/**
 * HTTPS mode as {@code --tls-cert} and {@code --tls-key} set it (the tls environment, the PEM pair
 * under src/test/resources/tls): HTTP/2 by ALPN, HTTP/1.1 for a client that asks for it, TLS 1.3 with
 * AES-128-GCM chosen over a client's AES-256 preference, and nothing plain on the port.
 */
@MicronautTest(environments = CommandLine.TLS_ENVIRONMENT)
@Property(name = "micronaut.server.ssl.port", value = "-1")
@Property(name = "micronaut.server.ssl.key-store.certificate-path", value = "classpath:tls/cert.pem")
@Property(name = "micronaut.server.ssl.key-store.key-path", value = "classpath:tls/key.pem")
class HttpsTest {

    @Inject
    EmbeddedServer server;

    @Test
    void http2ByAlpn() throws Exception {
        HttpResponse<String> response =
                client(HttpClient.Version.HTTP_2).send(plaintext(), HttpResponse.BodyHandlers.ofString());
        assertEquals(HttpClient.Version.HTTP_2, response.version());
        assertEquals(200, response.statusCode());
        assertEquals("Hello, World!", response.body());
    }

    @Test
    void http11ForAClientThatAsksForIt() throws Exception {
        HttpResponse<String> response =
                client(HttpClient.Version.HTTP_1_1).send(plaintext(), HttpResponse.BodyHandlers.ofString());
        assertEquals(HttpClient.Version.HTTP_1_1, response.version());
        assertEquals("Hello, World!", response.body());
    }

    /** The client prefers AES-256; the server enables only AES-128-GCM and ChaCha20, and picks AES-128. */
    @Test
    void tls13WithAes128WhateverTheClientsOrder() throws Exception {
        try (SSLSocket socket = (SSLSocket) trusting().getSocketFactory().createSocket("127.0.0.1", server.getPort())) {
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setProtocols(new String[] {"TLSv1.3"});
            parameters.setCipherSuites(
                    new String[] {"TLS_AES_256_GCM_SHA384", "TLS_CHACHA20_POLY1305_SHA256", "TLS_AES_128_GCM_SHA256"});
            parameters.setApplicationProtocols(new String[] {"h2", "http/1.1"});
            socket.setSSLParameters(parameters);
            socket.startHandshake();
            assertEquals("TLSv1.3", socket.getSession().getProtocol());
            assertEquals("TLS_AES_128_GCM_SHA256", socket.getSession().getCipherSuite());
            assertEquals("h2", socket.getApplicationProtocol());
        }
    }

    @Test
    void tls12IsRefused() throws Exception {
        try (SSLSocket socket = (SSLSocket) trusting().getSocketFactory().createSocket("127.0.0.1", server.getPort())) {
            socket.setEnabledProtocols(new String[] {"TLSv1.2"});
            assertThrows(IOException.class, socket::startHandshake);
        }
    }

    /** Plain HTTP/1.1 on the HTTPS port gets no HTTP answer: what comes back, if anything, is TLS. */
    @Test
    void nothingPlainOnThePort() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream()
                    .write("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            byte[] first = new byte[5];
            int n = in.readNBytes(first, 0, first.length);
            assertEquals(
                    false,
                    n == 5 && new String(first, StandardCharsets.US_ASCII).equals("HTTP/"),
                    "a plain HTTP answer");
        } catch (java.net.SocketException reset) {
            // closed with a reset: no plain answer either
        }
    }

    private HttpRequest plaintext() {
        return HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + server.getPort() + "/plaintext"))
                .build();
    }

    private static HttpClient client(HttpClient.Version version) throws Exception {
        return HttpClient.newBuilder().version(version).sslContext(trusting()).build();
    }

    /** Trusts the test certificate (its subjectAltName is IP:127.0.0.1). */
    private static SSLContext trusting() throws Exception {
        KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
        trusted.load(null, null);
        try (InputStream pem = Files.newInputStream(ApplicationExitTest.CERT)) {
            trusted.setCertificateEntry(
                    "brigade-test", CertificateFactory.getInstance("X.509").generateCertificate(pem));
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        return context;
    }
}
