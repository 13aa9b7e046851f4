package dev.brigade.conformance.checks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestMethodOrder;

import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.Target;

/**
 * CONTRACT.md §1, the process, in launch mode only: the kit started the server, so it can read its
 * stderr, start it again with bad arguments, and stop it. Runs last; the last two checks share one
 * SIGTERM ({@link ServerUnderTest#stop()} sends it once and keeps the outcome).
 */
@Order(100)
@CheckGroup(requires = Requirement.LAUNCH)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public final class ProcessChecks {

    private final Target target;

    public ProcessChecks(Target target) {
        this.target = target;
    }

    /** Present whenever these checks run: they are skipped outside launch mode. */
    private ServerUnderTest server() {
        return target.server().orElseThrow();
    }

    @Order(1)
    @Check(id = "process.ready", value = "started with --address --port --database, GET /plaintext answers 200 within 10 s")
    void ready() {
        Expect.that(server().isReady(), () -> server().failure().orElse("not ready"));
    }

    @Order(2)
    @Check(id = "process.says-where-it-listens", value = "a line on stderr names the port it listens on")
    void saysWhereItListens() {
        Pattern port = Pattern.compile("(?<![0-9])" + server().port() + "(?![0-9])");
        List<String> stderr = server().output().stderr();
        Expect.that(stderr.stream().anyMatch(line -> port.matcher(line).find()),
                () -> "expected a line on stderr with the port " + server().port() + ", got "
                        + (stderr.isEmpty() ? "nothing on stderr" : "\n  " + String.join("\n  ", stderr)));
    }

    @Order(3)
    @Check(id = "process.bad-port", value = "--port notanumber: exit 2 at once with one line on stderr")
    void badPort() {
        exitsTwo("--port notanumber", server().runVariant("bad-port", "notanumber", server().database().toString(), ""));
    }

    @Order(4)
    @Check(id = "process.unknown-flag", value = "an unknown flag: exit 2 at once with one line on stderr")
    void unknownFlag() {
        exitsTwo("an unknown flag --no-such-flag", server().runVariant("unknown-flag", "0", server().database().toString(),
                "--no-such-flag"));
    }

    @Order(5)
    @Check(id = "process.bad-database", value = "--database naming a file that is not SQLite: exit 2 at once with one line on stderr")
    void badDatabase() throws IOException {
        Path notSqlite = Files.writeString(server().workDir().resolve("not-sqlite.db"), "this is not a SQLite database\n");
        exitsTwo("--database " + notSqlite, server().runVariant("bad-database", "0", notSqlite.toString(), ""));
    }

    @Order(6)
    @Check(id = "process.writes-kept", value = "a comment acknowledged just before SIGTERM is in the database file after the exit")
    void writesKept() throws SQLException {
        ConduitSeed.User author = new ConduitSeed().user(11);
        String text = "Written just before SIGTERM, " + UUID.randomUUID() + ".";
        String what = "POST /api/articles/article-0515/comments, then SIGTERM";
        long id = ConduitApi.commentId(what, new ConduitApi(target).comment("article-0515", author, ConduitApi.commentBody(text)));
        server().stop();
        try (WrittenRows rows = new WrittenRows(server().database())) {
            Optional<WrittenRows.StoredComment> stored = rows.comment(id);
            Expect.that(stored.map(WrittenRows.StoredComment::body).equals(Optional.of(text)),
                    () -> what + ": comment " + id + " was acknowledged, but after the exit the file holds "
                            + stored.map(Object::toString).orElse("no such comment"));
        }
    }

    @Order(7)
    @Check(id = "process.sigterm", value = "SIGTERM: the server exits 0 within 10 s")
    void sigterm() {
        ServerUnderTest.Stopped stopped = server().stop();
        Expect.that(stopped.exitStatus().isPresent(), () -> "SIGTERM: the server was still running after "
                + ServerUnderTest.STOP_TIMEOUT.toSeconds() + " s (killed)");
        Expect.that(stopped.exitStatus().getAsInt() == 0,
                () -> "SIGTERM: expected exit status 0, got " + stopped.exitStatus().getAsInt()
                        + "\n" + server().output().tail(5));
    }

    private static void exitsTwo(String what, ServerUnderTest.Exited exited) {
        Expect.that(exited.exitStatus().isPresent(), () -> what + ": still running after "
                + ServerUnderTest.STOP_TIMEOUT.toSeconds() + " s (killed); command: " + exited.commandLine());
        int status = exited.exitStatus().getAsInt();
        List<String> lines = exited.output().stderrLines();
        Expect.that(status == 2 && lines.size() == 1, () -> what + ": expected exit status 2 and one line on stderr, got status "
                + status + " and " + lines.size() + " lines" + (lines.isEmpty() ? "" : ":\n  " + String.join("\n  ", lines.subList(0, Math.min(8, lines.size())))));
    }
}
