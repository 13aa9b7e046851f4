package dev.brigade.conformance.reference;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.locks.ReentrantLock;
import org.sqlite.SQLiteConfig;

/**
 * Conduit's rows over the seeded SQLite file: a few reader connections used concurrently (WAL) and
 * one writer connection behind a lock, since SQLite takes one writer at a time. Bound parameters only.
 */
final class ConduitStore implements AutoCloseable {

    record User(long id, String username, String bio, String image) {}

    record Article(
            long id,
            String slug,
            String title,
            String description,
            String body,
            String createdAt,
            String updatedAt,
            List<String> tags,
            long favoritesCount,
            boolean favorited,
            User author) {

        Article countedOnceMore() {
            return new Article(
                    id,
                    slug,
                    title,
                    description,
                    body,
                    createdAt,
                    updatedAt,
                    tags,
                    favoritesCount + 1,
                    favorited,
                    author);
        }

        /** For fault FAVORITE_ANSWER_NO_TAGS. */
        Article withoutTags() {
            return new Article(
                    id,
                    slug,
                    title,
                    description,
                    body,
                    createdAt,
                    updatedAt,
                    List.of(),
                    favoritesCount,
                    favorited,
                    author);
        }

        Article asFavorited() {
            return new Article(
                    id, slug, title, description, body, createdAt, updatedAt, tags, favoritesCount, true, author);
        }
    }

    record Comment(long id, String body, String createdAt, User author) {}

    private static final String ARTICLES = """
            SELECT a.id, a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
                   u.id, u.username, u.bio, u.image,
                   (SELECT count(*) FROM favorites f WHERE f.article_id = a.id),
                   EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = ?)
            FROM articles a JOIN users u ON u.id = a.author_id
            """;
    private static final int READERS = 4;
    private static final int WRITE_BEHIND_BATCH = 1_000;

    private final Set<Fault> faults;
    private final BlockingQueue<Connection> readers = new ArrayBlockingQueue<>(READERS);
    private final Connection writer;
    private final ReentrantLock writeLock = new ReentrantLock();
    private int loadComments; // fault COMMENT_LOST_ONE_IN_FIFTY only: the load check's comments so far
    private int uncommitted; // fault WRITES_LOST_ON_SIGTERM only: writes acknowledged but not yet committed
    private final Path file;
    private boolean scribbled; // fault DATABASE_FILE_SCRIBBLED only: the log record is in the file

    private ConduitStore(Set<Fault> faults, Connection writer, Path file) {
        this.faults = faults;
        this.writer = writer;
        this.file = file;
    }

    static ConduitStore open(Path file, Set<Fault> faults) throws SQLException {
        var store = new ConduitStore(faults, connect(file), file);
        try (var statement = store.writer.createStatement()) {
            if (faults.contains(Fault.SCHEMA_WITHOUT_IF_NOT_EXISTS)) {
                statement.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE,"
                        + " bio TEXT NOT NULL, image TEXT, token TEXT NOT NULL UNIQUE) STRICT");
            }
            if (faults.contains(Fault.INDEX_WITHOUT_IF_NOT_EXISTS)) {
                statement.execute("CREATE INDEX comments_by_author ON comments (author_id)");
            }
            if (faults.contains(Fault.WAL_DELETED_AT_EXIT)) {
                statement.execute("PRAGMA wal_autocheckpoint = 0");
            }
        } catch (SQLException e) {
            store.writer.close();
            throw e;
        }
        if (faults.contains(Fault.WRITES_LOST_ON_SIGTERM) || faults.contains(Fault.COMMITTED_ONLY_AT_EXIT)) {
            store.writer.setAutoCommit(false); // write-behind: commit in batches (or at close), see write()
        }
        for (int i = 0; i < READERS; i++) {
            store.readers.add(connect(file));
        }
        return store;
    }

    private static Connection connect(Path file) throws SQLException {
        var config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setBusyTimeout(5_000);
        return DriverManager.getConnection("jdbc:sqlite:" + file, config.toProperties());
    }

    Optional<User> userByToken(String token) throws SQLException {
        return read(db -> {
            boolean pasted = faults.contains(Fault.SQL_BY_CONCATENATION);
            try (var query = db.prepareStatement(
                    "SELECT id, username, bio, image FROM users WHERE token = " + (pasted ? "'" + token + "'" : "?"))) {
                if (!pasted) {
                    query.setString(1, token);
                }
                try (ResultSet row = query.executeQuery()) {
                    return row.next() ? Optional.of(user(row, 1)) : Optional.<User>empty();
                }
            }
        });
    }

    long articleCount() throws SQLException {
        return read(db -> {
            try (var query = db.prepareStatement("SELECT count(*) FROM articles");
                    var row = query.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        });
    }

    /** Newest first: created_at, then id, both descending. */
    List<Article> articles(long limit, long offset, long viewerId) throws SQLException {
        String order = faults.contains(Fault.LIST_OLDEST_FIRST)
                ? "ORDER BY a.created_at, a.id"
                : "ORDER BY a.created_at DESC, a.id DESC";
        return read(db -> {
            try (var query = db.prepareStatement(ARTICLES + order + " LIMIT ? OFFSET ?")) {
                query.setLong(1, viewerId);
                query.setLong(2, limit);
                query.setLong(3, offset);
                var articles = new ArrayList<Article>();
                try (ResultSet row = query.executeQuery()) {
                    while (row.next()) {
                        articles.add(article(db, row));
                    }
                }
                return articles;
            }
        });
    }

    Optional<Article> article(String slug, long viewerId) throws SQLException {
        return read(db -> findArticle(db, slug, viewerId));
    }

    /** The new comment, or empty when no article has that slug. */
    Optional<Comment> addComment(String slug, User author, String body, String now) throws SQLException {
        return write(() -> {
            Optional<Long> articleId = articleId(slug);
            if (articleId.isEmpty()) {
                return Optional.empty();
            }
            if (faults.contains(Fault.COMMENT_NOT_STORED)
                    || faults.contains(Fault.COMMENT_LOST_ONE_IN_FIFTY)
                            && body.startsWith("Load ")
                            && ++loadComments % 50 == 0) {
                try (var next = writer.prepareStatement("SELECT max(id) + 1 FROM comments");
                        var row = next.executeQuery()) {
                    row.next();
                    return Optional.of(new Comment(row.getLong(1), body, now, author));
                }
            }
            boolean pasted = faults.contains(Fault.SQL_BY_CONCATENATION);
            try (var insert = writer.prepareStatement("""
                    INSERT INTO comments (article_id, author_id, body, created_at, updated_at)
                    VALUES (?, ?, %s, ?, ?) RETURNING id""".formatted(pasted ? "'" + body + "'" : "?"))) {
                insert.setLong(1, articleId.get());
                insert.setLong(2, author.id());
                int next = 3;
                if (!pasted) {
                    insert.setString(next++, body);
                }
                insert.setString(next++, now);
                insert.setString(next, now);
                try (ResultSet row = insert.executeQuery()) {
                    row.next();
                    return Optional.of(new Comment(row.getLong(1), body, now, author));
                }
            }
        });
    }

    /** The article as favorited by {@code user}, or empty when no article has that slug. */
    Optional<Article> favorite(String slug, User user) throws SQLException {
        return write(() -> {
            Optional<Long> articleId = articleId(slug);
            if (articleId.isEmpty()) {
                return Optional.empty();
            }
            if (faults.contains(Fault.FAVORITE_NOT_STORED)) {
                return findArticle(writer, slug, user.id())
                        .map(a -> a.favorited() ? a : a.countedOnceMore().asFavorited());
            }
            int added;
            try (var insert =
                    writer.prepareStatement("INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (?, ?)")) {
                insert.setLong(1, user.id());
                insert.setLong(2, articleId.get());
                added = insert.executeUpdate();
            }
            Optional<Article> article = findArticle(writer, slug, user.id());
            return added == 0 && faults.contains(Fault.FAVORITE_COUNTED_TWICE)
                    ? article.map(Article::countedOnceMore)
                    : article;
        });
    }

    private Optional<Long> articleId(String slug) throws SQLException {
        try (var query = writer.prepareStatement("SELECT id FROM articles WHERE slug = ?")) {
            query.setString(1, slug);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? Optional.of(row.getLong(1)) : Optional.empty();
            }
        }
    }

    private Optional<Article> findArticle(Connection db, String slug, long viewerId) throws SQLException {
        if (faults.contains(Fault.SLUG_CONCATENATED_INTO_SQL) || faults.contains(Fault.SQL_BY_CONCATENATION)) {
            try (var query = db.prepareStatement(ARTICLES + "WHERE a.slug = '" + slug + "'")) {
                query.setLong(1, viewerId);
                return first(db, query);
            }
        }
        try (var query = db.prepareStatement(ARTICLES + "WHERE a.slug = ?")) {
            query.setLong(1, viewerId);
            query.setString(2, slug);
            return first(db, query);
        }
    }

    private Optional<Article> first(Connection db, PreparedStatement query) throws SQLException {
        try (ResultSet row = query.executeQuery()) {
            return row.next() ? Optional.of(article(db, row)) : Optional.empty();
        }
    }

    private Article article(Connection db, ResultSet row) throws SQLException {
        long id = row.getLong(1);
        return new Article(
                id,
                row.getString(2),
                row.getString(3),
                row.getString(4),
                row.getString(5),
                row.getString(6),
                row.getString(7),
                tags(db, id),
                row.getLong(12),
                row.getBoolean(13),
                user(row, 8));
    }

    private List<String> tags(Connection db, long articleId) throws SQLException {
        String order = faults.contains(Fault.TAGS_UNSORTED) ? " ORDER BY t.name DESC" : " ORDER BY t.name";
        try (var query = db.prepareStatement(
                "SELECT t.name FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.article_id = ?" + order)) {
            query.setLong(1, articleId);
            var tags = new ArrayList<String>();
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    tags.add(row.getString(1));
                }
            }
            return tags;
        }
    }

    private static User user(ResultSet row, int first) throws SQLException {
        return new User(
                row.getLong(first), row.getString(first + 1), row.getString(first + 2), row.getString(first + 3));
    }

    private <T> T read(SqlWork<Connection, T> work) throws SQLException {
        Connection db;
        try {
            db = readers.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for a reader", e);
        }
        try {
            return work.apply(db);
        } finally {
            readers.add(db);
        }
    }

    private <T> T write(SqlSupplier<T> work) throws SQLException {
        writeLock.lock();
        try {
            T result = work.get();
            if (faults.contains(Fault.DATABASE_FILE_SCRIBBLED) && !scribbled) {
                scribble();
            }
            if (faults.contains(Fault.WRITES_LOST_ON_SIGTERM) && ++uncommitted == WRITE_BEHIND_BATCH) {
                writer.commit();
                uncommitted = 0;
            }
            return result;
        } finally {
            writeLock.unlock();
        }
    }

    /**
     * Fault DATABASE_FILE_SCRIBBLED: one page of text written into the database file, over the root of
     * an index no write changes, so no checkpoint writes over it and the writes keep working.
     */
    private void scribble() throws SQLException {
        long page;
        long root;
        try (var statement = writer.createStatement()) {
            try (ResultSet row = statement.executeQuery("PRAGMA page_size")) {
                row.next();
                page = row.getLong(1);
            }
            try (ResultSet row =
                    statement.executeQuery("SELECT rootpage FROM sqlite_master WHERE name = 'articles_by_created'")) {
                row.next();
                root = row.getLong(1);
            }
        }
        byte[] record = "reference-server: write done\n"
                .repeat((int) page)
                .substring(0, (int) page)
                .getBytes(StandardCharsets.US_ASCII);
        try (var channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(record), (root - 1) * page);
        } catch (IOException e) {
            throw new SQLException("cannot write the log record", e);
        }
        scribbled = true;
    }

    @Override
    public void close() throws SQLException {
        writeLock.lock();
        try {
            if (faults.contains(Fault.WAL_DELETED_AT_EXIT)) {
                deleteWal(); // and the connections left open: the process halts next
                return;
            }
            if (faults.contains(Fault.COMMITTED_ONLY_AT_EXIT)) {
                writer.commit();
            }
            for (Connection reader : readers) {
                reader.close();
            }
            writer.close(); // the last connection to close checkpoints the WAL into the file
        } finally {
            writeLock.unlock();
        }
    }

    /** Fault WAL_DELETED_AT_EXIT: the -wal and -shm files taken for leftovers. */
    private void deleteWal() throws SQLException {
        try {
            Files.deleteIfExists(Path.of(file + "-wal"));
            Files.deleteIfExists(Path.of(file + "-shm"));
        } catch (IOException e) {
            throw new SQLException("cannot delete the -wal file", e);
        }
    }

    private interface SqlWork<A, T> {
        T apply(A argument) throws SQLException;
    }

    private interface SqlSupplier<T> {
        T get() throws SQLException;
    }
}
