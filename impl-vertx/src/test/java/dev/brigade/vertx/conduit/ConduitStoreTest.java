package dev.brigade.vertx.conduit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The statements on their own, below the routes, with the clock pinned. */
@ExtendWith(VertxExtension.class)
class ConduitStoreTest {

    private static final Instant NOON = Instant.parse("2026-03-04T12:00:00.123Z");

    @TempDir
    Path folder;

    private Database database;
    private final ConduitStore store = new ConduitStore(Clock.fixed(NOON, ZoneOffset.UTC));

    @BeforeEach
    void open(Vertx vertx) throws Exception {
        database = ConduitFixture.open(vertx, folder, 1);
    }

    @AfterEach
    void close(VertxTestContext testContext) {
        database.close().onComplete(testContext.succeedingThenComplete());
    }

    @Test
    void aCommentCarriesTheClocksTimeAndItsAuthor(VertxTestContext testContext) {
        database.write(connection -> store.addComment(
                        connection, 2, store.readerByToken(connection, ConduitFixture.TOKEN_1), "fold gently"))
                .onComplete(testContext.succeeding(comment -> testContext.verify(() -> {
                    assertEquals("2026-03-04T12:00:00.123Z", comment.getString("createdAt"));
                    assertEquals(comment.getString("createdAt"), comment.getString("updatedAt"));
                    assertEquals("user001", comment.getJsonObject("author").getString("username"));
                    testContext.completeNow();
                })));
    }

    @Test
    void anUnknownTokenAndAMissingSlugAreNull(VertxTestContext testContext) {
        database.read(connection -> {
                    testContext.verify(() -> assertNull(store.readerByToken(connection, "no-such-token")));
                    return store.findArticle(connection, "no-such-slug", Reader.ANONYMOUS);
                })
                .onComplete(testContext.succeeding(article -> testContext.verify(() -> {
                    assertNull(article);
                    testContext.completeNow();
                })));
    }

    @Test
    void theAnonymousReaderHasFavoritedNothing(VertxTestContext testContext) {
        database.read(connection -> store.listArticles(connection, Reader.ANONYMOUS, 20, 0))
                .onComplete(testContext.succeeding(page -> testContext.verify(() -> {
                    assertEquals(3, page.getInteger("articlesCount"));
                    for (Object article : page.getJsonArray("articles")) {
                        assertEquals(false, ((JsonObject) article).getBoolean("favorited"));
                    }
                    testContext.completeNow();
                })));
    }
}
