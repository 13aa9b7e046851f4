package dev.brigade.vertx.conduit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import io.vertx.sqlclient.Row;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** What the two pools promise: writes one at a time in arrival order, reads beside them and each other. */
@ExtendWith(VertxExtension.class)
class DatabaseTest {

  /** Long enough for a second unit of work to start if nothing held it back. */
  private static final long SETTLE_MILLIS = 300;

  @TempDir
  Path folder;

  private Database database;

  @BeforeEach
  void open(Vertx vertx) throws Exception {
    database = ConduitFixture.open(vertx, folder, 2);
  }

  @AfterEach
  void close(VertxTestContext testContext) {
    database.close().onComplete(testContext.succeedingThenComplete());
  }

  @Test
  void aSecondWriteWaitsForTheFirst(Vertx vertx, VertxTestContext testContext) {
    List<String> started = new CopyOnWriteArrayList<>();
    Promise<Void> release = Promise.promise();
    database.write(connection -> connection.query("INSERT INTO tags VALUES (10, 'first')").execute()
        .compose(inserted -> {
          started.add("first");
          return release.future();
        }));
    Future<Void> second = database.write(connection -> {
      started.add("second");
      return connection.query("INSERT INTO tags VALUES (11, 'second')").execute().mapEmpty();
    });
    vertx.setTimer(SETTLE_MILLIS, settled -> {
      testContext.verify(() -> assertEquals(List.of("first"), started));
      release.complete();
    });
    second.onComplete(testContext.succeeding(done -> testContext.verify(() -> {
      assertEquals(List.of("first", "second"), started);
      testContext.completeNow();
    })));
  }

  @Test
  void readsRunBesideAHeldWriteAndBesideEachOther(VertxTestContext testContext) {
    Promise<Void> release = Promise.promise();
    Future<Void> write = database.write(connection -> release.future());
    Future<Void> heldRead = database.read(connection -> release.future());
    database.read(connection -> connection.query("SELECT count(*) FROM articles").execute())
        .onComplete(testContext.succeeding(rows -> testContext.verify(() -> {
          assertEquals(3L, rows.iterator().next().getLong(0));
          assertTrue(!write.isComplete() && !heldRead.isComplete());
          release.complete();
          testContext.completeNow();
        })));
  }

  @Test
  void readersCannotWrite(VertxTestContext testContext) {
    database.read(connection -> connection.query("INSERT INTO tags VALUES (12, 'nope')").execute())
        .onComplete(testContext.failing(refused -> testContext.verify(() -> {
          assertTrue(refused.getMessage().contains("SQLITE_READONLY"), refused.getMessage());
          testContext.completeNow();
        })));
  }

  @Test
  void theFileIsInWalModeWithSynchronousNormal(VertxTestContext testContext) {
    database.read(connection -> connection.query("PRAGMA journal_mode").execute()
            .compose(journal -> connection.query("PRAGMA synchronous").execute()
                .map(synchronous -> List.of(journal.iterator().next(), synchronous.iterator().next()))))
        .onComplete(testContext.succeeding(rows -> testContext.verify(() -> {
          Row journal = rows.get(0);
          assertEquals("wal", journal.getString(0));
          assertEquals(1L, rows.get(1).getLong(0), "synchronous=NORMAL is 1");
          testContext.completeNow();
        })));
  }

  @Test
  void aFileThatIsNotSqliteIsRefused(Vertx vertx) throws Exception {
    Path text = Files.writeString(folder.resolve("not.db"), "just text, long enough to read a header from");
    assertThrows(Database.UnusableException.class, () -> Database.open(vertx, text.toString(), 1));
  }
}
