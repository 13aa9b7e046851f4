package dev.brigade.conformance.h2;

import dev.brigade.conformance.tls.TlsOffer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.http.MetaData;
import org.eclipse.jetty.http2.api.Session;
import org.eclipse.jetty.http2.api.Stream;
import org.eclipse.jetty.http2.client.HTTP2Client;
import org.eclipse.jetty.http2.frames.DataFrame;
import org.eclipse.jetty.http2.frames.GoAwayFrame;
import org.eclipse.jetty.http2.frames.HeadersFrame;
import org.eclipse.jetty.http2.frames.PingFrame;
import org.eclipse.jetty.http2.frames.ResetFrame;
import org.eclipse.jetty.http2.frames.SettingsFrame;
import org.eclipse.jetty.io.ClientConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.ssl.SslContextFactory;

/**
 * One HTTP/2 connection to the server, through Jetty's low-level client, which shows every frame:
 * h2c by prior knowledge for an {@code http} URI (the connection preface first, as
 * {@code curl --http2-prior-knowledge} does), HTTP/2 by ALPN for {@code https} (offering what the
 * race's curl offers, taking any certificate). Every wait is bounded by {@link #TIMEOUT}.
 */
public final class H2Connection implements AutoCloseable {

    public static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final HTTP2Client client;
    private final Session session;
    private final URI base;
    private final CompletableFuture<Map<Integer, Integer>> settings;
    private final CompletableFuture<GoAwayFrame> goAway;
    /** Completed by the server's answer to the kit's one PING. */
    private final CompletableFuture<Void> pings;

    private H2Connection(
            HTTP2Client client,
            Session session,
            URI base,
            CompletableFuture<Map<Integer, Integer>> settings,
            CompletableFuture<GoAwayFrame> goAway,
            CompletableFuture<Void> pings) {
        this.pings = pings;
        this.client = client;
        this.session = session;
        this.base = base;
        this.settings = settings;
        this.goAway = goAway;
    }

    /** Connects and exchanges prefaces; throws {@link IOException} when the server does not speak HTTP/2 there. */
    public static H2Connection open(URI base) throws IOException {
        boolean tls = "https".equals(base.getScheme());
        ClientConnector connector = new ClientConnector();
        connector.setConnectTimeout(TIMEOUT);
        SslContextFactory.Client ssl = null;
        if (tls) {
            ssl = new SslContextFactory.Client(true);
            ssl.setEndpointIdentificationAlgorithm(null);
            TlsOffer offer = TlsOffer.race();
            ssl.setIncludeProtocols(offer.protocols().toArray(String[]::new));
            ssl.setIncludeCipherSuites(offer.suites().toArray(String[]::new));
            ssl.setExcludeCipherSuites();
            connector.setSslContextFactory(ssl);
        }
        HTTP2Client client = new HTTP2Client(connector);
        client.setIdleTimeout(30_000);
        CompletableFuture<Map<Integer, Integer>> settings = new CompletableFuture<>();
        CompletableFuture<GoAwayFrame> goAway = new CompletableFuture<>();
        CompletableFuture<Void> pings = new CompletableFuture<>();
        Session.Listener listener = new Session.Listener() {
            @Override
            public void onSettings(Session session, SettingsFrame frame) {
                settings.complete(Map.copyOf(frame.getSettings()));
            }

            @Override
            public void onGoAway(Session session, GoAwayFrame frame) {
                // only a frame the server sent: onClose's may be the client's own, made up for a closed socket
                goAway.complete(frame);
            }

            @Override
            public void onPing(Session session, PingFrame frame) {
                if (frame.isReply()) {
                    pings.complete(null);
                }
            }

            @Override
            public void onClose(Session session, GoAwayFrame frame, Callback callback) {
                // a GOAWAY received was announced to onGoAway before: none will come now
                goAway.completeExceptionally(new IOException("the connection closed"));
                settings.completeExceptionally(new IOException("the connection closed"));
                callback.succeeded();
            }

            @Override
            public void onFailure(Session session, Throwable failure, Callback callback) {
                // what a server that does not speak HTTP/2 sends fails the first frame's parse: no need to wait
                settings.completeExceptionally(failure);
                callback.succeeded();
            }
        };
        try {
            client.start();
            InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
            CompletableFuture<Session> connecting =
                    tls ? client.connect(ssl, address, listener) : client.connect(address, listener);
            Session session = connecting.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            try {
                // the server's connection preface is a SETTINGS frame (RFC 9113 §3.4): without it, no HTTP/2 here
                settings.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (Exception noSettings) {
                stopQuietly(client);
                throw new IOException((tls ? "HTTP/2 by ALPN" : "h2c by prior knowledge")
                        + ": the server sent no SETTINGS" + " frame after the connection preface within "
                        + TIMEOUT.toSeconds() + " s: no HTTP/2 here");
            }
            return new H2Connection(client, session, base, settings, goAway, pings);
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            stopQuietly(client);
            Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            throw new IOException(
                    (tls ? "HTTP/2 by ALPN" : "h2c by prior knowledge") + ": no HTTP/2 connection (" + describe(cause)
                            + ")",
                    cause);
        }
    }

    /** The server's SETTINGS (its first frame), waiting for them at most {@link #TIMEOUT}; empty if none came. */
    public Optional<Map<Integer, Integer>> settings() {
        try {
            return Optional.of(settings.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS));
        } catch (Exception none) {
            return Optional.empty();
        }
    }

    /** A GOAWAY frame the server sent, waiting for it at most {@code patience}; empty if none came. */
    public Optional<GoAwayFrame> awaitGoAway(Duration patience) {
        try {
            return Optional.of(goAway.get(patience.toMillis(), TimeUnit.MILLISECONDS));
        } catch (Exception none) {
            return Optional.empty();
        }
    }

    /**
     * A PING and its answer, at most {@link #TIMEOUT}: a server reads a connection's frames in order,
     * so once it answers, it has read every frame the kit sent before. Once per connection.
     */
    public boolean ping() {
        try {
            session.ping(new PingFrame(false), Callback.NOOP);
            pings.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (Exception none) {
            return false;
        }
    }

    /** A request without a body. */
    public H2Answer get(String pathAndQuery) {
        return exchange("GET", pathAndQuery, HttpFields.build(), Optional.empty());
    }

    /** One request on a new stream, its whole answer awaited. */
    public H2Answer exchange(String method, String pathAndQuery, HttpFields.Mutable headers, Optional<byte[]> body) {
        body.ifPresent(bytes -> headers.put("content-length", Integer.toString(bytes.length)));
        Recorder recorder = new Recorder();
        try {
            Stream stream = open(method, pathAndQuery, headers, body.isEmpty(), recorder);
            if (body.isPresent()) {
                stream.data(new DataFrame(stream.getId(), ByteBuffer.wrap(body.get()), true))
                        .get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (Exception e) {
            recorder.fail("the request could not be sent: " + describe(e));
        }
        return recorder.await();
    }

    /**
     * A request whose body is announced as {@code announced} bytes and of which only {@code sent}
     * go out, the stream left open: for the answer a server gives before it reads a body it refuses.
     */
    public H2Answer announce(String method, String pathAndQuery, String contentType, long announced, byte[] sent) {
        HttpFields.Mutable headers =
                HttpFields.build().put("content-type", contentType).put("content-length", Long.toString(announced));
        Recorder recorder = new Recorder();
        try {
            Stream stream = open(method, pathAndQuery, headers, false, recorder);
            // not awaited: a server that refuses the body may never open the window for all of it
            stream.data(new DataFrame(stream.getId(), ByteBuffer.wrap(sent), false));
        } catch (Exception e) {
            recorder.fail("the request could not be sent: " + describe(e));
        }
        return recorder.await();
    }

    /**
     * A request whose body of {@code first.length + rest} bytes is announced and only {@code first}
     * sent: a stream left in flight, until {@link InFlight#finish} sends the rest.
     */
    public InFlight begin(String method, String pathAndQuery, HttpFields.Mutable headers, byte[] first, int rest) {
        headers.put("content-length", Integer.toString(first.length + rest));
        Recorder recorder = new Recorder();
        Optional<Stream> stream = Optional.empty();
        try {
            stream = Optional.of(open(method, pathAndQuery, headers, false, recorder));
            stream.get()
                    .data(new DataFrame(stream.get().getId(), ByteBuffer.wrap(first), false))
                    .get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            recorder.fail("the request could not be sent: " + describe(e));
        }
        return new InFlight(stream, recorder);
    }

    /** A stream {@link #begin} left with part of its body unsent. */
    public static final class InFlight {
        private final Optional<Stream> stream;
        private final Recorder recorder;

        private InFlight(Optional<Stream> stream, Recorder recorder) {
            this.stream = stream;
            this.recorder = recorder;
        }

        /** Sends the rest of the body, ending the stream, and awaits the whole answer. */
        public H2Answer finish(byte[] rest) {
            if (stream.isPresent()) {
                try {
                    stream.get()
                            .data(new DataFrame(stream.get().getId(), ByteBuffer.wrap(rest), true))
                            .get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
                } catch (Exception e) {
                    recorder.fail("the rest of the body could not be sent: " + describe(e));
                }
            }
            return recorder.await();
        }
    }

    private Stream open(
            String method, String pathAndQuery, HttpFields.Mutable headers, boolean endStream, Recorder recorder)
            throws InterruptedException, ExecutionException, TimeoutException {
        MetaData.Request request = new MetaData.Request(
                method,
                HttpURI.from(base.getScheme() + "://" + base.getHost() + ":" + base.getPort() + pathAndQuery),
                HttpVersion.HTTP_2,
                headers);
        return session.newStream(new HeadersFrame(request, null, endStream), recorder)
                .get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        try {
            session.close(0, "done", Callback.NOOP);
        } finally {
            stopQuietly(client);
        }
    }

    private static void stopQuietly(HTTP2Client client) {
        try {
            client.stop();
        } catch (Exception ignored) {
            // the connection is gone either way
        }
    }

    static String describe(Throwable e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    /** Keeps what one stream receives, and says when it is over: END_STREAM, RST_STREAM or a failure. */
    private static final class Recorder implements Stream.Listener {

        private final CompletableFuture<Void> done = new CompletableFuture<>();
        private final List<byte[]> data = new ArrayList<>();
        private int status;
        private HttpFields headers = HttpFields.EMPTY;
        private boolean ended;
        private OptionalInt reset = OptionalInt.empty();
        private Optional<String> failure = Optional.empty();

        @Override
        public synchronized void onHeaders(Stream stream, HeadersFrame frame) {
            if (frame.getMetaData() instanceof MetaData.Response response && status == 0) {
                status = response.getStatus();
                headers = response.getHttpFields();
            }
            if (frame.isEndStream()) {
                ended = true;
                done.complete(null);
            } else {
                stream.demand();
            }
        }

        @Override
        public void onDataAvailable(Stream stream) {
            while (true) {
                Stream.Data chunk = stream.readData();
                if (chunk == null) {
                    stream.demand();
                    return;
                }
                DataFrame frame = chunk.frame();
                ByteBuffer buffer = frame.getByteBuffer();
                byte[] bytes = new byte[buffer.remaining()];
                buffer.get(bytes);
                chunk.release();
                synchronized (this) {
                    data.add(bytes);
                    if (frame.isEndStream()) {
                        ended = true;
                        done.complete(null);
                        return;
                    }
                }
            }
        }

        @Override
        public synchronized void onReset(Stream stream, ResetFrame frame, Callback callback) {
            reset = OptionalInt.of(frame.getError());
            done.complete(null);
            callback.succeeded();
        }

        @Override
        public void onFailure(Stream stream, int error, String reason, Throwable cause, Callback callback) {
            fail("the stream failed: " + H2Codes.name(error) + (reason == null ? "" : " " + reason));
            callback.succeeded();
        }

        synchronized void fail(String why) {
            if (failure.isEmpty()) {
                failure = Optional.of(why);
            }
            done.complete(null);
        }

        H2Answer await() {
            try {
                done.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                fail("no end of the stream within " + TIMEOUT.toSeconds() + " s");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted");
            } catch (ExecutionException e) {
                fail(describe(e.getCause()));
            }
            synchronized (this) {
                return new H2Answer(status, headers, List.copyOf(data), ended, reset, failure);
            }
        }
    }

    static byte[] concat(List<byte[]> parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        parts.forEach(part -> all.write(part, 0, part.length));
        return all.toByteArray();
    }
}
