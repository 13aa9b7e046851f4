import com.zaxxer.hikari.*;
import io.helidon.dbclient.*;
import io.helidon.dbclient.jdbc.*;
import java.sql.*;
import java.util.*;

public class Bench {
    static final String SQL = """
        WITH page AS (SELECT id, created_at FROM articles ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?)
        SELECT a.slug, a.title, a.description, a.created_at, a.updated_at, u.username, u.bio, u.image,
               (SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
               EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = ?) AS favorited,
               (SELECT json_group_array(t.name ORDER BY t.name) FROM article_tags x JOIN tags t ON t.id = x.tag_id
                 WHERE x.article_id = a.id) AS tags
          FROM page JOIN articles a ON a.id = page.id JOIN users u ON u.id = a.author_id
         ORDER BY page.created_at DESC, page.id DESC
        """;
    static final String[] COLS = {"slug","title","description","created_at","updated_at","username","bio","image","tags"};
    static long sink;

    static void readRs(ResultSet rs) throws SQLException {
        while (rs.next()) { for (String c : COLS) { String s = rs.getString(c); sink += s == null ? 0 : s.length(); } sink += rs.getLong("favorites_count") + (rs.getBoolean("favorited") ? 1 : 0); }
    }

    public static void main(String[] a) throws Exception {
        String url = "jdbc:sqlite:" + a[0] + "?open_mode=1&busy_timeout=5000";
        int n = Integer.parseInt(a[1]);
        Properties p = new Properties(); p.setProperty("jdbcUrl", url); p.setProperty("readOnly", "true"); p.setProperty("maximumPoolSize", "1");
        HikariDataSource hikari = new HikariDataSource(new HikariConfig(p));
        Connection c = hikari.getConnection();
        PreparedStatement cached = c.prepareStatement(SQL);
        DbClient client = JdbcClientBuilder.create().statements(DbStatements.builder().addStatement("list", SQL).build())
            .connectionPool(() -> { try { return hikari.getConnection(); } catch (SQLException e) { throw new RuntimeException(e); } }).build();
        for (int round = 0; round < 3; round++) {
            long t = System.nanoTime();
            for (int i = 0; i < n; i++) { cached.setLong(1, 20); cached.setLong(2, (i % 50) * 10); cached.setLong(3, -1); try (ResultSet rs = cached.executeQuery()) { readRs(rs); } }
            long cachedNs = (System.nanoTime() - t) / n;
            t = System.nanoTime();
            for (int i = 0; i < n; i++) { try (PreparedStatement ps = c.prepareStatement(SQL)) { ps.setLong(1, 20); ps.setLong(2, (i % 50) * 10); ps.setLong(3, -1); try (ResultSet rs = ps.executeQuery()) { readRs(rs); } } }
            long prepNs = (System.nanoTime() - t) / n;
            c.close();
            t = System.nanoTime();
            for (int i = 0; i < n; i++) {
                List<Object> rows = client.execute().namedQuery("list", 20, (i % 50) * 10, -1).map(row -> {
                    for (String col : COLS) { String s = row.column(col).get(String.class); sink += s == null ? 0 : s.length(); }
                    sink += row.column("favorites_count").get(Number.class).longValue() + row.column("favorited").get(Number.class).longValue();
                    return (Object) row; }).toList();
                sink += rows.size();
            }
            long dbcNs = (System.nanoTime() - t) / n;
            c = hikari.getConnection(); cached = c.prepareStatement(SQL);
            System.out.printf("round %d: cached %d us, prepare each %d us, DbClient %d us%n", round, cachedNs / 1000, prepNs / 1000, dbcNs / 1000);
        }
        System.out.println(sink > 0);
        System.exit(0);
    }
}
