package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.helidon.config.Config;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import org.junit.jupiter.api.Test;

/**
 * HTTPS mode on the server Main builds, with the command line's two files (a throwaway EC P-256
 * certificate for 127.0.0.1 under src/test/resources/tls, made by the race's openssl command):
 * HTTP/2 by ALPN, HTTP/1.1 by ALPN, TLS 1.3 only, AES-128-GCM whatever the client's order.
 */
@ServerTest
class HttpsTest {

    static final String CERT = "src/test/resources/tls/cert.pem";
    static final String KEY = "src/test/resources/tls/key.pem";
    private static final String AES_128 = "TLS_AES_128_GCM_SHA256";
    private static final String CHACHA20 = "TLS_CHACHA20_POLY1305_SHA256";

    private final int port;

    HttpsTest(WebServer server) {
        this.port = server.port();
    }

    @SetUpServer
    static void server(WebServerConfig.Builder server) throws Exception {
        Config https = CommandLine.parse("--tls-cert", CERT, "--tls-key", KEY);
        TestServers.asMain(server, https);
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) {
        TestServers.routing(routing);
    }

    @Test
    void http2ByAlpn() throws Exception {
        HttpResponse<String> response = get(HttpClient.Version.HTTP_2);
        assertThat(response.version(), is(HttpClient.Version.HTTP_2));
        assertThat(response.statusCode(), is(200));
        assertThat(response.body(), is("Hello, World!"));
    }

    @Test
    void http11ByAlpn() throws Exception {
        HttpResponse<String> response = get(HttpClient.Version.HTTP_1_1);
        assertThat(response.version(), is(HttpClient.Version.HTTP_1_1));
        assertThat(response.body(), is("Hello, World!"));
    }

    /** The client lists ChaCha20 first; the server's order agrees AES-128-GCM, on TLS 1.3. */
    @Test
    void aes128WhateverTheClientsOrder() throws Exception {
        try (SSLSocket socket = handshake(new String[] {"TLSv1.3"}, new String[] {CHACHA20, AES_128})) {
            assertThat(socket.getSession().getProtocol(), is("TLSv1.3"));
            assertThat(socket.getSession().getCipherSuite(), is(AES_128));
        }
    }

    @Test
    void tls12IsRefused() {
        assertThrows(
                SSLException.class,
                () -> handshake(new String[] {"TLSv1.2"}, null).close());
    }

    /** In HTTPS mode the port speaks TLS only: a plain request gets no HTTP answer. */
    @Test
    void plainHttpGetsNoAnswer() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream()
                    .write("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            byte[] answer = socket.getInputStream().readNBytes(5);
            assertThat(new String(answer, StandardCharsets.US_ASCII).startsWith("HTTP/"), is(false));
        }
    }

    private HttpResponse<String> get(HttpClient.Version version) throws Exception {
        try (HttpClient client = HttpClient.newBuilder()
                .version(version)
                .sslContext(trustingContext())
                .build()) {
            return client.send(
                    HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + port + "/plaintext"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
        }
    }

    private SSLSocket handshake(String[] protocols, String[] suites) throws Exception {
        SSLSocket socket = (SSLSocket) trustingContext().getSocketFactory().createSocket("127.0.0.1", port);
        socket.setSoTimeout(5_000);
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setProtocols(protocols);
        if (suites != null) {
            parameters.setCipherSuites(suites);
        }
        socket.setSSLParameters(parameters);
        try {
            socket.startHandshake();
        } catch (IOException failed) {
            socket.close();
            throw failed;
        }
        return socket;
    }

    /** The test's certificate is self-signed: the client trusts any, as curl -k does. */
    private static SSLContext trustingContext() throws Exception {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(
                null,
                new TrustManager[] {
                    new X509TrustManager() {
                        @Override
                        public void checkClientTrusted(X509Certificate[] chain, String authType) {}

                        @Override
                        public void checkServerTrusted(X509Certificate[] chain, String authType) {}

                        @Override
                        public X509Certificate[] getAcceptedIssuers() {
                            return new X509Certificate[0];
                        }
                    }
                },
                null);
        return context;
    }
}
