package dev.brigade.rawnio.http2;

import java.nio.charset.StandardCharsets;

/** RFC 7541 Appendix A: the 61 entries every HPACK context starts with, index 1 first. */
final class StaticTable {
    static final int LENGTH = 61;
    // the response fields this server's encoder names by index
    static final int STATUS_200 = 8;
    static final int ALLOW = 22;
    static final int CONTENT_LENGTH = 28;
    static final int CONTENT_TYPE = 31;
    static final int DATE = 33;

    private static final String[][] ENTRIES = {
        {":authority", ""}, {":method", "GET"}, {":method", "POST"}, {":path", "/"},
        {":path", "/index.html"}, {":scheme", "http"}, {":scheme", "https"}, {":status", "200"},
        {":status", "204"}, {":status", "206"}, {":status", "304"}, {":status", "400"},
        {":status", "404"}, {":status", "500"}, {"accept-charset", ""}, {"accept-encoding", "gzip, deflate"},
        {"accept-language", ""}, {"accept-ranges", ""}, {"accept", ""}, {"access-control-allow-origin", ""},
        {"age", ""}, {"allow", ""}, {"authorization", ""}, {"cache-control", ""},
        {"content-disposition", ""}, {"content-encoding", ""}, {"content-language", ""}, {"content-length", ""},
        {"content-location", ""}, {"content-range", ""}, {"content-type", ""}, {"cookie", ""},
        {"date", ""}, {"etag", ""}, {"expect", ""}, {"expires", ""},
        {"from", ""}, {"host", ""}, {"if-match", ""}, {"if-modified-since", ""},
        {"if-none-match", ""}, {"if-range", ""}, {"if-unmodified-since", ""}, {"last-modified", ""},
        {"link", ""}, {"location", ""}, {"max-forwards", ""}, {"proxy-authenticate", ""},
        {"proxy-authorization", ""}, {"range", ""}, {"referer", ""}, {"refresh", ""},
        {"retry-after", ""}, {"server", ""}, {"set-cookie", ""}, {"strict-transport-security", ""},
        {"transfer-encoding", ""}, {"user-agent", ""}, {"vary", ""}, {"via", ""},
        {"www-authenticate", ""},
    };

    private static final byte[][] NAMES = new byte[LENGTH + 1][];
    private static final byte[][] VALUES = new byte[LENGTH + 1][];

    static {
        for (int i = 0; i < LENGTH; i++) {
            NAMES[i + 1] = ENTRIES[i][0].getBytes(StandardCharsets.US_ASCII);
            VALUES[i + 1] = ENTRIES[i][1].getBytes(StandardCharsets.US_ASCII);
        }
    }

    private StaticTable() {}

    /** {@code index} from 1 to {@link #LENGTH}. */
    static byte[] name(int index) {
        return NAMES[index];
    }

    static byte[] value(int index) {
        return VALUES[index];
    }
}
