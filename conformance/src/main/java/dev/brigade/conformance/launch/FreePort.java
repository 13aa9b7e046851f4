package dev.brigade.conformance.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** A TCP port nobody listens on right now, as the kernel hands them out. */
public final class FreePort {

    private FreePort() {}

    public static int find(String address) {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(address))) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on " + address, e);
        }
    }
}
