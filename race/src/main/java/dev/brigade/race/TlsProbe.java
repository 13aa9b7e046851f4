package dev.brigade.race;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * The readiness poll of a server in HTTPS mode: GET /plaintext over TLS 1.3 and HTTP/1.1 (offered by
 * ALPN, which the contract answers with HTTP/1.1), any certificate taken, as the race's {@code curl -k}.
 */
final class TlsProbe {

    private static final SSLContext TRUST_ALL = trustAll();

    private TlsProbe() {}

    /** The status of one GET /plaintext on a fresh TLS connection, or -1 when nothing answers yet. */
    static int plaintextStatus(String address, int port) {
        try (Socket plain = new Socket()) {
            plain.connect(new InetSocketAddress(address, port), 200);
            plain.setSoTimeout(1000);
            try (SSLSocket socket = (SSLSocket) TRUST_ALL.getSocketFactory().createSocket(plain, address, port, true)) {
                SSLParameters p = socket.getSSLParameters();
                p.setProtocols(new String[] {"TLSv1.3"});
                p.setApplicationProtocols(new String[] {"http/1.1"});
                socket.setSSLParameters(p);
                OutputStream out = socket.getOutputStream();
                out.write(("GET /plaintext HTTP/1.1\r\nHost: " + address + ":" + port + "\r\nConnection: close\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.flush();
                InputStream in = socket.getInputStream();
                String line = new String(in.readNBytes(12), StandardCharsets.US_ASCII);
                return line.startsWith("HTTP/1.") && line.length() == 12 ? Integer.parseInt(line.substring(9, 12)) : -1;
            }
        } catch (IOException | NumberFormatException notYet) {
            return -1;
        }
    }

    private static SSLContext trustAll() {
        try {
            SSLContext context = SSLContext.getInstance("TLSv1.3");
            context.init(
                    null,
                    new TrustManager[] {
                        new X509TrustManager() {
                            @Override
                            public void checkClientTrusted(X509Certificate[] chain, String authType) {}

                            @Override
                            public void checkServerTrusted(X509Certificate[] chain, String authType) {
                                // the race's own self-signed certificate: verifying a chain is the client's cost, not
                                // the server's
                            }

                            @Override
                            public X509Certificate[] getAcceptedIssuers() {
                                return new X509Certificate[0];
                            }
                        }
                    },
                    null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no TLS 1.3", e);
        }
    }
}
