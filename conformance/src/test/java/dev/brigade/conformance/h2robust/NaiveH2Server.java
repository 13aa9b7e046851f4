package dev.brigade.conformance.h2robust;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A deliberately small HTTP/2 responder, the reference of the HTTP/2 robustness profile's teeth:
 * h2c by prior knowledge and HTTP/1.1 on one port, {@code GET /plaintext} and {@code POST /echo},
 * one virtual thread per connection reading frames in order and answering as it reads. Correct, it
 * meets every case; each {@link H2RobustFault} breaks one rule.
 */
final class NaiveH2Server implements AutoCloseable {

    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);

    private final ServerSocket listener;
    private final Set<H2RobustFault> faults;
    /** Every answer passes it: {@link H2RobustFault#SETTINGS_FLOOD_STARVES} holds it. */
    final ReentrantLock gate = new ReentrantLock();

    private NaiveH2Server(ServerSocket listener, Set<H2RobustFault> faults) {
        this.listener = listener;
        this.faults = faults;
    }

    static NaiveH2Server start(Set<H2RobustFault> faults) throws IOException {
        ServerSocket listener = new ServerSocket();
        listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 200);
        NaiveH2Server server = new NaiveH2Server(listener, faults);
        Thread.ofVirtual().name("naive-h2-accept").start(server::accept);
        return server;
    }

    int port() {
        return listener.getLocalPort();
    }

    boolean has(H2RobustFault fault) {
        return faults.contains(fault);
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                Thread.ofVirtual().name("naive-h2-connection").start(() -> serve(socket));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket socket) {
        try (socket) {
            socket.setTcpNoDelay(true);
            InputStream in = socket.getInputStream();
            byte[] first = in.readNBytes(PREFACE.length);
            if (Arrays.equals(first, PREFACE)) {
                new NaiveH2Connection(this, in, socket.getOutputStream()).serve();
            } else {
                http1(first, in, socket.getOutputStream());
            }
        } catch (IOException gone) {
            // the client went away: nothing to answer
        }
    }

    /** Any HTTP/1.1 request is a GET /plaintext here: the profile's liveness check is the only one. */
    private static void http1(byte[] first, InputStream in, OutputStream out) throws IOException {
        String head = new String(first, StandardCharsets.ISO_8859_1);
        while (!head.contains("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                return;
            }
            head += (char) b;
        }
        out.write(("HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 13\r\nconnection: close\r\n\r\n"
                        + "Hello, World!")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
