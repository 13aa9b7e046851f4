package dev.brigade.race;

import java.util.List;
import java.util.Optional;

/**
 * One load shape, named as the public race names it. {@code script} is the wrk Lua resource that
 * shapes the requests (null: a plain GET of {@code path}); {@code reference} says whether nginx races it.
 */
record Workload(String name, String title, String path, int connections, boolean keepAlive,
                String script, boolean reference) {

    static final List<Workload> ALL = List.of(
            new Workload("plaintext", "Plaintext", "/plaintext", 256, true, null, true),
            new Workload("pipeline", "Plaintext, pipelined 16 deep", "/plaintext", 256, true, "pipeline.lua", true),
            new Workload("echo-4k", "Echo 4 KiB", "/echo", 256, true, "echo.lua", false),
            new Workload("templates", "Templates (/menu)", "/menu", 256, true, null, false),
            new Workload("sse", "SSE (Datastar, count 41)", "/sse?datastar=%7B%22count%22%3A41%7D", 256, true, null, false),
            new Workload("churn", "Connection churn", "/plaintext", 64, false, null, true),
            new Workload("conduit", "Conduit mixed", "/api/articles", 256, true, "conduit.lua", false));

    static Optional<Workload> named(String name) {
        return ALL.stream().filter(w -> w.name.equals(name) || w.aliases().contains(name)).findFirst();
    }

    /** Names the issue uses beside the public race's. */
    private List<String> aliases() {
        return switch (name) {
            case "echo-4k" -> List.of("echo");
            case "templates" -> List.of("menu");
            case "sse" -> List.of("stream");
            case "pipeline" -> List.of("pipelined");
            default -> List.of();
        };
    }
}
