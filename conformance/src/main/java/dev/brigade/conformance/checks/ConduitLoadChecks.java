package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.NeedsDatabaseFile;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * CONTRACT.md §4, "every 200 on a write means the row is in the database": many writers at once,
 * then every acknowledged write looked up in the file. The writers use the JDK's HttpClient, not
 * RestAssured: RestAssured spends tens of milliseconds per request in its own code, enough to keep
 * the writers from really overlapping (measured: 2.5 s for this check, against well under one).
 */
@CheckGroup(requires = Requirement.DATABASE)
public final class ConduitLoadChecks {

    static final int WRITERS = 8;
    static final int ROUNDS = 20;

    private static final ConduitSeed SEED = new ConduitSeed();

    private final Target target;

    public ConduitLoadChecks(Target target) {
        this.target = target;
    }

    record Written(long commentId, String body, int articleId, int userId) {}

    @NeedsDatabaseFile("every acknowledged write is looked up in the file, once")
    @Check(
            id = "conduit.concurrent-writes",
            value = "8 writers x 20 comments and favorites at once: every acknowledged write is in the file once",
            rule = "§4.12")
    void concurrentWrites() throws Exception {
        String run = UUID.randomUUID().toString();
        List<Written> acknowledged = new ArrayList<>();
        try (HttpClient client = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .connectTimeout(RawHttp.TIMEOUT)
                        .build();
                ExecutorService pool = Executors.newFixedThreadPool(WRITERS)) {
            List<Future<List<Written>>> writers = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                int writer = w;
                writers.add(pool.submit(() -> write(client, run, writer)));
            }
            for (Future<List<Written>> writer : writers) {
                try {
                    acknowledged.addAll(writer.get());
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception cause ? cause : e;
                }
            }
        }
        List<String> wrong = new ArrayList<>();
        try (WrittenRows rows = new WrittenRows(target.database().orElseThrow())) {
            for (Written w : acknowledged) {
                Optional<WrittenRows.StoredComment> stored = rows.comment(w.commentId());
                if (!stored.equals(Optional.of(new WrittenRows.StoredComment(w.articleId(), w.userId(), w.body())))) {
                    wrong.add("comment " + w.commentId() + " acknowledged, but the file holds "
                            + stored.map(Object::toString).orElse("no such comment"));
                } else if (rows.commentsWithBody(w.body()) != 1) {
                    wrong.add("comment \"" + w.body() + "\" is in the file " + rows.commentsWithBody(w.body())
                            + " times");
                }
                if (rows.favorites(w.userId(), w.articleId()) != 1) {
                    wrong.add("favorite of article " + w.articleId() + " by user " + w.userId()
                            + " acknowledged, but the file holds " + rows.favorites(w.userId(), w.articleId())
                            + " such rows");
                }
            }
        }
        Expect.that(
                wrong.isEmpty(),
                () -> wrong.size() + " of " + acknowledged.size()
                        + " acknowledged writes are wrong in the file, first:\n"
                        + String.join("\n", wrong.subList(0, Math.min(5, wrong.size()))));
    }

    /** One writer: each round a comment and a favorite, from its own users, on band articles. */
    private List<Written> write(HttpClient client, String run, int writer) throws IOException, InterruptedException {
        List<Written> done = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            ConduitSeed.User user = SEED.user(10 + (writer * ROUNDS + round) % 80);
            ConduitSeed.Article article = SEED.article(ConduitApi.BAND_FIRST + (writer + round) % 16);
            String body = "Load " + run + " writer " + writer + " round " + round + ".";
            String what = "writer " + writer + ", round " + round + ": POST " + ConduitApi.commentsPath(article.slug());
            // only the id is read from the answer: what this check judges is the file
            long id = ConduitApi.commentId(
                    what, post(client, ConduitApi.commentsPath(article.slug()), user, ConduitApi.commentBody(body)));
            Answer favorite = post(client, ConduitApi.favoritePath(article.slug()), user, "");
            Expect.status(
                    "writer " + writer + ", round " + round + ": POST " + ConduitApi.favoritePath(article.slug()),
                    200,
                    favorite.status());
            done.add(new Written(id, body, article.id(), user.id()));
        }
        return done;
    }

    private Answer post(HttpClient client, String path, ConduitSeed.User user, String json)
            throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(target.baseUri() + path))
                .timeout(RawHttp.TIMEOUT)
                .header("Authorization", "Token " + user.token())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return Answer.of(client.send(request, HttpResponse.BodyHandlers.ofByteArray()));
    }
}
