import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Holds many keep-alive connections open against a running server, each sending
 * {@code GET /plaintext} every few seconds (staggered, so the requests are spread evenly over
 * the interval), and says every 10 s how many are open, how many answers came back and how many
 * connections the server closed. Exit status 1 if any connection failed or was closed.
 *
 * <pre>java HoldConnections.java [--address A] [--port P] [--connections N] [--interval SECONDS] [--seconds S]</pre>
 *
 * One thread and one selector, so the client costs little beside the server under test. Run
 * through {@code scripts/hold-connections.sh}, which raises the open-file limit first.
 */
public final class HoldConnections {
    private static final int CONNECTS_PER_TICK = 250;
    private static final long TICK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private record Options(String address, int port, int connections, int intervalSeconds, int seconds) {
        static Options parse(String[] args) {
            String address = "127.0.0.1";
            int port = 8080;
            int connections = 10_000;
            int interval = 5;
            int seconds = 0;
            for (int i = 0; i + 1 < args.length; i += 2) {
                switch (args[i]) {
                    case "--address" -> address = args[i + 1];
                    case "--port" -> port = Integer.parseInt(args[i + 1]);
                    case "--connections" -> connections = Integer.parseInt(args[i + 1]);
                    case "--interval" -> interval = Integer.parseInt(args[i + 1]);
                    case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                    default -> throw new IllegalArgumentException("unknown argument: " + args[i]);
                }
            }
            if (args.length % 2 != 0) {
                throw new IllegalArgumentException(args[args.length - 1] + " needs a value");
            }
            return new Options(address, port, connections, interval, seconds);
        }
    }

    /** One held connection: when it sends next and how many answer bytes it has had. */
    private static final class Held {
        final SocketChannel channel;
        long nextSendNanos;
        long bytesIn;
        long sent;

        Held(SocketChannel channel, long nextSendNanos) {
            this.channel = channel;
            this.nextSendNanos = nextSendNanos;
        }
    }

    private HoldConnections() {
    }

    public static void main(String[] args) throws IOException {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("hold-connections: " + e.getMessage());
            System.exit(2);
            return;
        }
        InetSocketAddress server = new InetSocketAddress(options.address(), options.port());
        byte[] request = ("GET /plaintext HTTP/1.1\r\nHost: " + options.address() + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        int answerBytes = answerLength(server, request);
        long interval = TimeUnit.SECONDS.toNanos(options.intervalSeconds());
        long start = System.nanoTime();
        long end = options.seconds() > 0 ? start + TimeUnit.SECONDS.toNanos(options.seconds()) : Long.MAX_VALUE;

        Selector selector = Selector.open();
        List<Held> held = new ArrayList<>(options.connections());
        ByteBuffer in = ByteBuffer.allocateDirect(64 * 1_024);
        ByteBuffer out = ByteBuffer.wrap(request);
        long failed = 0;
        long closedByServer = 0;
        long nextReport = start + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            long now = System.nanoTime();
            for (int i = 0; i < CONNECTS_PER_TICK && held.size() + failed < options.connections(); i++) {
                try {
                    SocketChannel channel = SocketChannel.open(server);
                    channel.configureBlocking(false);
                    long firstSend = now + interval * held.size() / options.connections();
                    Held h = new Held(channel, firstSend);
                    channel.register(selector, SelectionKey.OP_READ, h);
                    held.add(h);
                } catch (IOException e) {
                    failed++;
                    System.err.println("connect failed: " + e.getMessage());
                }
            }
            for (Held h : held) {
                if (h.channel.isOpen() && h.nextSendNanos <= now) {
                    out.clear();
                    h.channel.write(out);
                    h.sent++;
                    h.nextSendNanos += interval;
                }
            }
            selector.select(key -> {
                Held h = (Held) key.attachment();
                try {
                    in.clear();
                    int n = h.channel.read(in);
                    if (n < 0) {
                        throw new IOException("closed by the server");
                    }
                    h.bytesIn += n;
                } catch (IOException e) {
                    key.cancel();
                    closeQuietly(h.channel);
                }
            }, TimeUnit.NANOSECONDS.toMillis(TICK_NANOS));
            if (System.nanoTime() >= nextReport) {
                nextReport += TimeUnit.SECONDS.toNanos(10);
                closedByServer = report(held, answerBytes, failed, start);
            }
        }
        closedByServer = report(held, answerBytes, failed, start);
        for (Held h : held) {
            closeQuietly(h.channel);
        }
        System.exit(failed + closedByServer == 0 ? 0 : 1);
    }

    private static long report(List<Held> held, int answerBytes, long failed, long start) {
        long open = 0;
        long sent = 0;
        long answered = 0;
        for (Held h : held) {
            open += h.channel.isOpen() ? 1 : 0;
            sent += h.sent;
            answered += h.bytesIn / answerBytes;
        }
        long closed = held.size() - open;
        System.out.printf("%4d s  open %,d  sent %,d  answered %,d  closed by the server %,d  failed to connect %,d%n",
                TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start), open, sent, answered, closed, failed);
        return closed;
    }

    /** The plaintext answer's length in bytes (every one is the same: the Date value is fixed-width). */
    private static int answerLength(InetSocketAddress server, byte[] request) throws IOException {
        try (Socket socket = new Socket(server.getAddress(), server.getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(request);
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] head = new byte[4_096];
            int length = 0;
            while (length < 4 || !new String(head, 0, length, StandardCharsets.US_ASCII).contains("\r\n\r\n")) {
                int b = in.read();
                if (b < 0) {
                    throw new IOException("the server closed before answering");
                }
                head[length++] = (byte) b;
            }
            String text = new String(head, 0, length, StandardCharsets.US_ASCII);
            int at = text.toLowerCase().indexOf("content-length:");
            int body = Integer.parseInt(text.substring(at + 15, text.indexOf('\r', at)).trim());
            return length + body;
        }
    }

    private static void closeQuietly(SocketChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }
}
