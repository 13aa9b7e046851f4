package dev.brigade.race.release;

import dev.brigade.race.JavaServer;
import dev.brigade.race.ServerProcess;
import dev.brigade.race.Tokens;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;

/**
 * The training run for the JDK's AOT cache (JDK 24+): the server started with
 * {@code -XX:AOTCacheOutput}, every route exercised, then SIGTERM; the JVM writes the cache as it exits.
 */
final class AotTraining {

    private static final Duration EXIT_TIMEOUT = Duration.ofSeconds(180);

    private AotTraining() {}

    /** Trains {@code server} into {@code cache}; false (and the reason on {@code log}) when no cache came out. */
    static boolean train(JavaServer server, Path cache, Path database, Path work, String cpus, java.io.PrintStream log)
            throws IOException {
        Path options = withFlag(server.jvmOptions(), "-XX:AOTCacheOutput=" + cache, work.resolve("training.options"));
        JavaServer training = new JavaServer(server.name(), server.jar(), options, server.java());
        try (ServerProcess running = ServerProcess.start(training, cpus, database, work)) {
            exercise(running.port(), 200);
            running.stop(EXIT_TIMEOUT);
        }
        // the JVM writes the cache on its way out; give the file system a moment to show it
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (!Files.exists(cache) && System.nanoTime() < deadline) {
            sleep(200);
        }
        if (!Files.exists(cache)) {
            log.println("        no AOT cache came out: " + ServerProcess.reason(work.resolve("server.log")));
            return false;
        }
        return true;
    }

    /** A copy of an @argfile without the CDS flags the AOT cache refuses, plus one more flag (if any). */
    static Path withFlag(Path argfile, String flag, Path copy) throws IOException {
        String base = withoutClassDataSharing(Files.isRegularFile(argfile) ? Files.readString(argfile) : "");
        Files.writeString(
                copy, base + (base.endsWith("\n") || base.isEmpty() ? "" : "\n") + (flag == null ? "" : flag + "\n"));
        return copy;
    }

    /**
     * The JVM will not start with both an AOT cache and -Xshare or a CDS archive flag; -Xshare:auto is
     * the default anyway, so those lines are turned into comments where the cache is used.
     */
    static String withoutClassDataSharing(String argfile) {
        StringBuilder out = new StringBuilder();
        for (String line : argfile.split("\n", -1)) {
            String flag = line.strip();
            boolean cds = flag.startsWith("-Xshare:")
                    || flag.startsWith("-XX:SharedArchiveFile")
                    || flag.contains("AutoCreateSharedArchive")
                    || flag.startsWith("-XX:SharedClassListFile")
                    || flag.startsWith("-XX:DumpLoadedClassList");
            out.append(cds ? "# off where the AOT cache is used (the JVM refuses both): " + flag : line)
                    .append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    /** Every route of the contract, enough times for the JIT's profile and the classes to load. */
    static void exercise(int port, int times) throws IOException {
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
        String base = "http://" + ServerProcess.ADDRESS + ":" + port;
        String token = Tokens.conduitToken(0);
        byte[] body = new byte[4096];
        new Random(4096).nextBytes(body);
        String signals = URLEncoder.encode("{\"count\":41}", StandardCharsets.UTF_8);
        Random random = new Random(1);
        for (int i = 0; i < times; i++) {
            String slug = "/api/articles/article-%04d".formatted(random.nextInt(1000));
            List<HttpRequest> requests = List.of(
                    get(base + "/plaintext"),
                    HttpRequest.newBuilder(URI.create(base + "/echo"))
                            .header("Content-Type", "application/octet-stream")
                            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                            .build(),
                    get(base + "/menu"),
                    get(base + "/sse?datastar=" + signals),
                    get(base
                            + "/api/articles?limit=%d&offset=%d"
                                    .formatted(1 + random.nextInt(20), random.nextInt(1000))),
                    get(base + slug),
                    get(base + "/no-such-route"));
            for (HttpRequest request : requests) {
                send(client, request);
            }
            if (i % 10 == 0) {
                send(
                        client,
                        HttpRequest.newBuilder(URI.create(base + slug + "/comments"))
                                .header("Authorization", "Token " + token)
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString("{\"comment\":{\"body\":\"Lovely roux.\"}}"))
                                .build());
                send(
                        client,
                        HttpRequest.newBuilder(URI.create(base + slug + "/favorite"))
                                .header("Authorization", "Token " + token)
                                .POST(HttpRequest.BodyPublishers.noBody())
                                .build());
            }
        }
    }

    private static HttpRequest get(String url) {
        return HttpRequest.newBuilder(URI.create(url)).GET().build();
    }

    private static void send(HttpClient client, HttpRequest request) throws IOException {
        try {
            client.send(request, HttpResponse.BodyHandlers.discarding());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
