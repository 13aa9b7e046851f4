package dev.brigade.conformance.checks;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import io.restassured.response.Response;
import org.junit.jupiter.api.Order;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.Target;

/**
 * CONTRACT.md §4, "every 200 on a write means the row is in the database": many writers at once,
 * then every acknowledged write looked up in the file.
 */
@Order(9)
@CheckGroup(requires = Requirement.DATABASE)
public final class ConduitLoadChecks {

    static final int WRITERS = 8;
    static final int ROUNDS = 20;

    private static final ConduitSeed SEED = new ConduitSeed();

    private final Target target;
    private final ConduitApi api;

    public ConduitLoadChecks(Target target) {
        this.target = target;
        this.api = new ConduitApi(target);
    }

    record Written(long commentId, String body, int articleId, int userId) { }

    @Check(id = "conduit.concurrent-writes", value = "8 writers x 20 comments and favorites at once: every acknowledged write is in the file once")
    void concurrentWrites() throws Exception {
        String run = UUID.randomUUID().toString();
        List<Future<List<Written>>> writers = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(WRITERS)) {
            for (int w = 0; w < WRITERS; w++) {
                int writer = w;
                writers.add(pool.submit(() -> write(run, writer)));
            }
        }
        List<Written> acknowledged = new ArrayList<>();
        for (Future<List<Written>> writer : writers) {
            acknowledged.addAll(writer.get());
        }
        List<String> wrong = new ArrayList<>();
        try (WrittenRows rows = new WrittenRows(target.database().orElseThrow())) {
            for (Written w : acknowledged) {
                Optional<WrittenRows.StoredComment> stored = rows.comment(w.commentId());
                if (!stored.equals(Optional.of(new WrittenRows.StoredComment(w.articleId(), w.userId(), w.body())))) {
                    wrong.add("comment " + w.commentId() + " acknowledged, but the file holds "
                            + stored.map(Object::toString).orElse("no such comment"));
                } else if (rows.commentsWithBody(w.body()) != 1) {
                    wrong.add("comment \"" + w.body() + "\" is in the file " + rows.commentsWithBody(w.body()) + " times");
                }
                if (rows.favorites(w.userId(), w.articleId()) != 1) {
                    wrong.add("favorite of article " + w.articleId() + " by user " + w.userId()
                            + " acknowledged, but the file holds " + rows.favorites(w.userId(), w.articleId()) + " such rows");
                }
            }
        }
        Expect.that(wrong.isEmpty(), () -> wrong.size() + " acknowledged writes wrong in the file, first: "
                + String.join("\n", wrong.subList(0, Math.min(5, wrong.size()))));
    }

    /** One writer: each round a comment and a favorite, from its own users, on band articles. */
    private List<Written> write(String run, int writer) throws SQLException {
        List<Written> done = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            ConduitSeed.User user = SEED.user(10 + (writer * ROUNDS + round) % 80);
            ConduitSeed.Article article = SEED.article(ConduitApi.BAND_FIRST + (writer + round) % 16);
            String body = "Load " + run + " writer " + writer + " round " + round + ".";
            String what = "writer " + writer + ", round " + round + ": POST comment on " + article.slug();
            long id = ConduitWriteChecks.checkedComment(what, api.comment(article.slug(), user,
                    ConduitApi.commentBody(body)), body, user);
            Response favorite = api.favorite(article.slug(), user);
            Expect.status("writer " + writer + ", round " + round + ": POST favorite on " + article.slug(), 200,
                    favorite.statusCode());
            done.add(new Written(id, body, article.id(), user.id()));
        }
        return done;
    }
}
