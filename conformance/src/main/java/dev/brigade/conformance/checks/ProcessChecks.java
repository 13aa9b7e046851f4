package dev.brigade.conformance.checks;

import dev.brigade.conformance.launch.ServerCommand;
import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.run.Step;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/**
 * CONTRACT.md §1, the process, in launch mode only: the kit started the server, so it can read its
 * stderr, start it again with bad arguments, and stop it. Runs last; the last two checks share one
 * SIGTERM ({@link ServerUnderTest#stop()} sends it once and keeps the outcome).
 */
@CheckGroup(requires = Requirement.LAUNCH)
public final class ProcessChecks {

    /** TEST-NET-1 (RFC 5737): a well-formed address that is never this machine's. */
    static final String NOT_LOCAL = "192.0.2.1";

    private final Target target;

    public ProcessChecks(Target target) {
        this.target = target;
    }

    /** Present whenever these checks run: they are skipped outside launch mode. */
    private ServerUnderTest server() {
        return target.server().orElseThrow();
    }

    @Step(1)
    @Check(
            id = "process.ready",
            value = "started with --address --port --database, GET /plaintext answers 200 within 10 s",
            rule = "§1.4",
            tier = Tier.RACE)
    void ready() {
        Expect.that(server().isReady(), () -> server().failure().orElse("not ready"));
    }

    @Step(2)
    @Check(id = "process.says-where-it-listens", value = "a line on stderr names the port it listens on", rule = "§1.3")
    void saysWhereItListens() {
        Pattern port = Pattern.compile("(?<![0-9])" + server().port() + "(?![0-9])");
        List<String> stderr = server().output().stderr();
        Expect.that(
                stderr.stream().anyMatch(line -> port.matcher(line).find()),
                () -> "expected a line on stderr with the port " + server().port() + ", got "
                        + (stderr.isEmpty() ? "nothing on stderr" : "\n  " + String.join("\n  ", stderr)));
    }

    @Step(3)
    @Check(id = "process.bad-port", value = "--port notanumber: exit 2 at once with one line on stderr", rule = "§1.5")
    void badPort() {
        exitsTwo(
                "--port notanumber",
                server().runVariant(
                                "bad-port", "notanumber", server().database().toString(), ""));
    }

    @Step(4)
    @Check(
            id = "process.unknown-flag",
            value = "an unknown flag: exit 2 at once with one line on stderr",
            rule = "§1.5")
    void unknownFlag() {
        exitsTwo(
                "an unknown flag --no-such-flag",
                server().runVariant("unknown-flag", "0", server().database().toString(), "--no-such-flag"));
    }

    @Step(5)
    @Check(
            id = "process.bad-database",
            value = "--database naming a file that is not SQLite: exit 2 at once with one line on stderr",
            rule = "§1.5")
    void badDatabase() throws IOException {
        Path notSqlite =
                Files.writeString(server().workDir().resolve("not-sqlite.db"), "this is not a SQLite database\n");
        exitsTwo("--database " + notSqlite, server().runVariant("bad-database", "0", notSqlite.toString(), ""));
    }

    @Step(6)
    @Check(
            id = "process.port-in-use",
            value = "--port of a port already in use: exit 1 with one line on stderr",
            rule = "§1.7")
    void portInUse() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName(ServerUnderTest.ADDRESS))) {
            exits(
                    1,
                    "--port " + taken.getLocalPort() + " (in use)",
                    server().runUntilListenFails(
                                    "port-in-use",
                                    ServerUnderTest.ADDRESS,
                                    Integer.toString(taken.getLocalPort()),
                                    server().database().toString()));
        }
    }

    @Step(7)
    @Check(
            id = "process.address-not-local",
            value = "--address " + NOT_LOCAL + ", not this machine's: exit 1 with one line on stderr",
            rule = "§1.7")
    void addressNotLocal() {
        exits(
                1,
                "--address " + NOT_LOCAL,
                server().runUntilListenFails(
                                "address-not-local",
                                NOT_LOCAL,
                                "0",
                                server().database().toString()));
    }

    @Step(8)
    @Check(
            id = "process.no-database",
            value = "started without --database: /plaintext served, the Conduit routes 404, one stderr line says so",
            rule = "§1.2")
    void noDatabase() {
        Assumptions.assumeTrue(
                server().canOmitDatabase(),
                "the command has no " + ServerCommand.DATABASE_ARG
                        + " placeholder (and no {database}), so the kit cannot start it without a database");
        List<String> wrong = new ArrayList<>();
        ServerUnderTest.Exited exited = server().runWithoutDatabase(uri -> {
            if (uri.isEmpty()) {
                wrong.add("without --database: GET /plaintext did not answer 200 within "
                        + ServerUnderTest.READY_TIMEOUT.toSeconds() + " s");
                return;
            }
            RawHttp raw = new RawHttp(uri.get());
            for (String path : List.of("/api/articles", "/api/articles/article-0001")) {
                try {
                    int status = raw.get(path).status();
                    if (status != 404) {
                        wrong.add("without --database: GET " + path + ": expected status 404, got " + status);
                    }
                } catch (IOException e) {
                    wrong.add("without --database: GET " + path + ": no answer (" + e.getMessage() + ")");
                }
            }
        });
        List<String> saying = exited.output().stderrLines().stream()
                .filter(line -> line.toLowerCase(Locale.ROOT).contains("database"))
                .toList();
        if (saying.size() != 1) {
            wrong.add("without --database: expected one line on stderr that mentions the database, got " + saying.size()
                    + (saying.isEmpty() ? " (stderr: " + exited.output().stderrLines() + ")" : ": " + saying));
        }
        Expect.that(wrong.isEmpty(), () -> String.join("\n", wrong) + "\n  command: " + exited.commandLine());
    }

    @Step(9)
    @Check(
            id = "process.writes-kept",
            value = "a comment acknowledged just before SIGTERM is in the database file after the exit",
            rule = "§1.8")
    void writesKept() throws SQLException {
        ConduitSeed.User author = new ConduitSeed().user(11);
        String text = "Written just before SIGTERM, " + UUID.randomUUID() + ".";
        String what = "POST /api/articles/article-0515/comments, then SIGTERM";
        long id = ConduitApi.commentId(
                what, new ConduitApi(target).comment("article-0515", author, ConduitApi.commentBody(text)));
        server().stop();
        try (WrittenRows rows = new WrittenRows(server().database())) {
            Optional<WrittenRows.StoredComment> stored = rows.comment(id);
            Expect.that(
                    stored.map(WrittenRows.StoredComment::body).equals(Optional.of(text)),
                    () -> what + ": comment " + id + " was acknowledged, but after the exit the file holds "
                            + stored.map(Object::toString).orElse("no such comment"));
        }
    }

    @Step(10)
    @Check(id = "process.sigterm", value = "SIGTERM: the server exits 0 within 10 s", rule = "§1.6")
    void sigterm() {
        ServerUnderTest.Stopped stopped = server().stop();
        Expect.that(
                stopped.exitStatus().isPresent(),
                () -> "SIGTERM: the server was still running after " + ServerUnderTest.STOP_TIMEOUT.toSeconds()
                        + " s (killed)");
        Expect.that(
                stopped.exitStatus().getAsInt() == 0,
                () -> "SIGTERM: expected exit status 0, got "
                        + stopped.exitStatus().getAsInt() + "\n"
                        + server().output().tail(5));
    }

    private static void exitsTwo(String what, ServerUnderTest.Exited exited) {
        exits(2, what, exited);
    }

    static void exits(int expected, String what, ServerUnderTest.Exited exited) {
        Expect.that(
                exited.exitStatus().isPresent(),
                () -> what + ": still running at the time limit (killed); command: " + exited.commandLine());
        int status = exited.exitStatus().getAsInt();
        List<String> lines = exited.output().stderrLines();
        Expect.that(
                status == expected && lines.size() == 1,
                () -> what + ": expected exit status " + expected
                        + " and one line on stderr, got status "
                        + status + " and " + lines.size() + " lines"
                        + (lines.isEmpty()
                                ? ""
                                : ":\n  " + String.join("\n  ", lines.subList(0, Math.min(8, lines.size())))));
    }
}
