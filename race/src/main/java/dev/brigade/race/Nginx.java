package dev.brigade.race;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * nginx with one worker and a fixed plaintext answer: the reference on the plaintext workloads, in each of
 * the race's three sections. Its config is in the repository ({@code race/src/main/resources/nginx/}): HTTP/1.1
 * on the race's port and h2c on a second one (nginx 1.22 cannot share a port between them), or HTTPS with the
 * race's certificate for plaintext-tls and churn-tls.
 */
record Nginx(Path binary) implements Competitor {

    @Override
    public String name() {
        return "nginx";
    }

    @Override
    public List<String> command(String address, int port, Path database, Path workDir) throws IOException {
        return command(address, port, port, database, workDir);
    }

    @Override
    public boolean h2cOnItsOwnPort() {
        return true;
    }

    @Override
    public List<String> command(String address, int port, int h2cPort, Path database, Path workDir) throws IOException {
        return start(workDir, config(address, port, h2cPort, workDir));
    }

    @Override
    public List<String> tlsCommand(String address, int port, Path database, Path workDir, Path cert, Path key)
            throws IOException {
        return start(workDir, tlsConfig(address, port, workDir, cert, key));
    }

    /** nginx has an HTTPS mode: its config's, not arguments appended to a command line. */
    @Override
    public boolean servesTls() {
        return true;
    }

    private List<String> start(Path workDir, String config) throws IOException {
        Path conf = workDir.resolve("nginx.conf");
        Files.writeString(conf, config);
        return List.of(
                binary.toString(),
                "-p",
                workDir.toString(),
                "-c",
                conf.toString(),
                "-e",
                workDir.resolve("error.log").toString());
    }

    /** HTTP/1.1 on {@code port}, and h2c by prior knowledge on {@code h2cPort} unless it is the same port. */
    static String config(String address, int port, int h2cPort, Path dir) {
        String listen = "        listen " + address + ":" + port + ";\n"
                + (h2cPort == port ? "" : "        listen " + address + ":" + h2cPort + " http2;\n");
        return fill(dir, listen, "");
    }

    /** HTTPS on {@code port}: HTTP/2 by ALPN, HTTP/1.1 to a client that asks for it. */
    static String tlsConfig(String address, int port, Path dir, Path cert, Path key) {
        String tls = resource("tls.conf").replace("{cert}", cert.toString()).replace("{key}", key.toString());
        return fill(dir, "        listen " + address + ":" + port + " ssl http2;\n", tls);
    }

    private static String fill(Path dir, String listen, String tls) {
        return resource("nginx.conf")
                .replace("{dir}", dir.toString())
                .replace("{listen}\n", listen)
                .replace("{tls}\n", tls);
    }

    private static String resource(String name) {
        try (InputStream in = Nginx.class.getResourceAsStream("/nginx/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the race jar lacks nginx/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public boolean fullContract() {
        return false;
    }
}
