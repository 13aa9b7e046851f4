package dev.brigade.vertx.conduit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.vertx.CommandLine;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** What the connections promise: writes one at a time in arrival order, reads beside them and each other. */
@ExtendWith(VertxExtension.class)
class DatabaseTest {

    /** Long enough for a second unit of work to start if nothing held it back. */
    private static final long SETTLE_MILLIS = 300;

    @TempDir
    Path folder;

    private Database database;
    /** Holds a unit of work on its worker thread until the test lets it go. */
    private final CountDownLatch release = new CountDownLatch(1);

    @BeforeEach
    void open(Vertx vertx) throws Exception {
        database = ConduitFixture.open(vertx, folder, 2);
    }

    @AfterEach
    void close(VertxTestContext testContext) {
        release.countDown();
        database.close().onComplete(testContext.succeedingThenComplete());
    }

    @Test
    void aSecondWriteWaitsForTheFirst(Vertx vertx, VertxTestContext testContext) {
        List<String> started = new CopyOnWriteArrayList<>();
        database.write(connection -> {
            connection.bind("INSERT INTO tags VALUES (10, 'first')").executeUpdate();
            started.add("first");
            return held();
        });
        Future<Integer> second = database.write(connection -> {
            started.add("second");
            return connection.bind("INSERT INTO tags VALUES (11, 'second')").executeUpdate();
        });
        vertx.setTimer(SETTLE_MILLIS, settled -> {
            testContext.verify(() -> assertEquals(List.of("first"), started));
            release.countDown();
        });
        second.onComplete(testContext.succeeding(done -> testContext.verify(() -> {
            assertEquals(List.of("first", "second"), started);
            testContext.completeNow();
        })));
    }

    @Test
    void readsRunBesideAHeldWriteAndBesideEachOther(VertxTestContext testContext) {
        Future<Void> write = database.write(connection -> held());
        Future<Void> heldRead = database.read(connection -> held());
        database.read(connection -> single(connection, "SELECT count(*) FROM articles"))
                .onComplete(testContext.succeeding(count -> testContext.verify(() -> {
                    assertEquals("3", count);
                    assertTrue(!write.isComplete() && !heldRead.isComplete());
                    release.countDown();
                    testContext.completeNow();
                })));
    }

    @Test
    void aStatementIsPreparedOncePerConnection(VertxTestContext testContext) {
        database.write(connection -> connection.bind("SELECT 1") == connection.bind("SELECT 1"))
                .onComplete(testContext.succeeding(same -> testContext.verify(() -> {
                    assertTrue(same);
                    testContext.completeNow();
                })));
    }

    @Test
    void readersCannotWrite(VertxTestContext testContext) {
        database.read(connection ->
                        connection.bind("INSERT INTO tags VALUES (12, 'nope')").executeUpdate())
                .onComplete(testContext.failing(refused -> testContext.verify(() -> {
                    assertTrue(refused.getMessage().contains("SQLITE_READONLY"), refused.getMessage());
                    testContext.completeNow();
                })));
    }

    @Test
    void theFileIsInWalModeWithSynchronousNormal(VertxTestContext testContext) {
        database.read(connection ->
                        List.of(single(connection, "PRAGMA journal_mode"), single(connection, "PRAGMA synchronous")))
                .onComplete(testContext.succeeding(values -> testContext.verify(() -> {
                    assertEquals("wal", values.get(0));
                    assertEquals("1", values.get(1), "synchronous=NORMAL is 1");
                    testContext.completeNow();
                })));
    }

    @Test
    void aFileThatIsNotSqliteIsRefused(Vertx vertx) throws Exception {
        Path text = Files.writeString(folder.resolve("not.db"), "just text, long enough to read a header from");
        assertThrows(CommandLine.UsageException.class, () -> Database.open(vertx, text.toString(), 1));
    }

    /** Blocks the worker thread it runs on until the test releases it. */
    private Void held() {
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }

    private static String single(Statements connection, String sql) throws SQLException {
        try (ResultSet row = connection.bind(sql).executeQuery()) {
            row.next();
            return row.getString(1);
        }
    }
}
