package dev.brigade.conformance.checks;

import dev.brigade.conformance.h2.H2Answer;
import dev.brigade.conformance.h2.H2Codes;
import dev.brigade.conformance.h2.H2Connection;
import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http2.frames.GoAwayFrame;

/**
 * CONTRACT.md §7.9, SIGTERM over HTTP/2, in launch mode only. It stops a second server started from
 * the same command (the process checks still need the first one, and stop it last), with two
 * requests in flight on one h2c connection: each has sent half its body when the signal goes, and
 * sends the rest once the server said GOAWAY (or gave up waiting for one). A graceful server lets
 * both finish, as RFC 9113 §6.8 has it for streams up to the GOAWAY's last stream id.
 */
@CheckGroup(requires = Requirement.LAUNCH)
public final class H2cShutdownChecks {

    /** §7.9's bound on finishing the streams in flight: the GOAWAY comes first, so within it too. */
    static final Duration DRAIN = Duration.ofSeconds(5);
    /** An article of the write band (CONTRACT.md §6.4). */
    private static final String SLUG = "article-0517";

    private final Target target;

    public H2cShutdownChecks(Target target) {
        this.target = target;
    }

    @Check(
            id = "h2c.sigterm-goaway",
            value = "SIGTERM with an echo and a comment in flight on an h2c connection: "
                    + "GOAWAY, both streams finished, the comment kept, exit 0 within 10 s",
            rule = "§7.9",
            rfc = "RFC 9113 §6.8")
    void sigtermGoAway() throws IOException, SQLException {
        ServerUnderTest first = target.server().orElseThrow();
        try (ServerUnderTest server = first.another("h2c-sigterm")) {
            Expect.that(
                    server.isReady(),
                    () -> "a second server from the same command did not start: "
                            + server.failure().orElse("not ready"));
            List<String> wrong = new ArrayList<>();
            byte[] echo = EchoChecks.randomBytes(new SecureRandom(), 32 * 1024);
            String text = "Written over h2c while SIGTERM came, " + UUID.randomUUID() + ".";
            byte[] comment = ConduitApi.commentBody(text).getBytes(StandardCharsets.UTF_8);
            ConduitSeed.User author = new ConduitSeed().user(12);
            H2Answer echoed;
            H2Answer commented;
            try (H2Connection h2 = H2Connection.open(server.baseUri())) {
                H2Connection.InFlight echoing = h2.begin(
                        "POST",
                        "/echo",
                        HttpFields.build().put("content-type", EchoChecks.OCTETS),
                        Arrays.copyOf(echo, echo.length / 2),
                        echo.length - echo.length / 2);
                H2Connection.InFlight commenting = h2.begin(
                        "POST",
                        ConduitApi.commentsPath(SLUG),
                        HttpFields.build()
                                .put("content-type", "application/json")
                                .put("authorization", "Token " + author.token()),
                        Arrays.copyOf(comment, comment.length / 2),
                        comment.length - comment.length / 2);
                // the server's PING answer says it has read both streams' HEADERS and first DATA
                Expect.that(
                        h2.ping(),
                        () -> "the server did not answer a PING within " + H2Connection.TIMEOUT.toSeconds()
                                + " s with two requests half sent");
                server.signalTerm();
                Optional<GoAwayFrame> goAway = h2.awaitGoAway(DRAIN);
                if (goAway.isEmpty()) {
                    wrong.add("no GOAWAY frame within " + DRAIN.toSeconds() + " s of SIGTERM");
                } else if (goAway.get().getLastStreamId() < 3) {
                    wrong.add("GOAWAY(" + H2Codes.name(goAway.get().getError()) + ") with last stream id "
                            + goAway.get().getLastStreamId() + ": the two streams in flight (1 and 3) are refused");
                }
                echoed = echoing.finish(Arrays.copyOfRange(echo, echo.length / 2, echo.length));
                commented = commenting.finish(Arrays.copyOfRange(comment, comment.length / 2, comment.length));
            }
            String echoWhat = "POST /echo (32 KiB, half sent at SIGTERM; " + echoed.describe() + ")";
            if (echoed.status() != 200
                    || !echoed.ended()
                    || echoed.reset().isPresent()
                    || !Arrays.equals(echo, echoed.body())) {
                wrong.add(echoWhat + ": expected :status 200 and the 32 KiB back, then END_STREAM, not a reset");
            }
            String commentWhat =
                    "POST " + ConduitApi.commentsPath(SLUG) + " (half sent at SIGTERM; " + commented.describe() + ")";
            boolean acknowledged = commented.status() == 200
                    && commented.ended()
                    && commented.reset().isEmpty();
            if (!acknowledged) {
                wrong.add(commentWhat + ": expected :status 200, then END_STREAM, not a reset");
            }
            ServerUnderTest.Stopped stopped = server.stop();
            if (stopped.exitStatus().isEmpty()) {
                wrong.add("still running " + ServerUnderTest.STOP_TIMEOUT.toSeconds() + " s after SIGTERM (killed)");
            } else if (stopped.exitStatus().getAsInt() != 0) {
                wrong.add("exit status " + stopped.exitStatus().getAsInt() + " after SIGTERM, expected 0\n"
                        + server.output().tail(5));
            } else if (acknowledged) {
                try (WrittenRows rows = new WrittenRows(server.database())) {
                    int kept = rows.commentsWithBody(text);
                    if (kept != 1) {
                        wrong.add(commentWhat + ": acknowledged, but after the exit the file holds " + kept
                                + " such comments");
                    }
                }
            }
            Expect.that(wrong.isEmpty(), () -> String.join("\n", wrong));
        }
    }
}
