package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** nginx with one worker and a fixed plaintext answer: the reference on the plaintext workloads. */
record Nginx(Path binary) implements Competitor {

    @Override
    public String name() {
        return "nginx";
    }

    @Override
    public List<String> command(String address, int port, Path database, Path workDir) throws IOException {
        Path conf = workDir.resolve("nginx.conf");
        Files.writeString(conf, config(address, port, workDir));
        return List.of(binary.toString(), "-p", workDir.toString(), "-c", conf.toString(), "-e", workDir.resolve("error.log").toString());
    }

    static String config(String address, int port, Path dir) {
        return """
                worker_processes 1;
                daemon off;
                pid %1$s/nginx.pid;
                error_log %1$s/error.log warn;
                events { worker_connections 4096; }
                http {
                    access_log off;
                    client_body_temp_path %1$s/body;
                    proxy_temp_path %1$s/proxy;
                    fastcgi_temp_path %1$s/fastcgi;
                    uwsgi_temp_path %1$s/uwsgi;
                    scgi_temp_path %1$s/scgi;
                    keepalive_requests 1000000;
                    server {
                        listen %2$s:%3$d;
                        location /plaintext {
                            default_type text/plain;
                            charset utf-8;
                            return 200 "Hello, World!";
                        }
                    }
                }
                """.formatted(dir, address, port);
    }

    @Override
    public boolean fullContract() {
        return false;
    }
}
