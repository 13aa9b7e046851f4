package dev.brigade.rawnio.http;

/**
 * The {@code Date} header value (RFC 9110 IMF-fixdate, always 29 bytes), formatted by hand into one
 * reused array so that refreshing it once per second allocates nothing. Each event loop owns one.
 */
public final class HttpDate {
    public static final int LENGTH = 29;
    // Day 0 of the epoch (1970-01-01) was a Thursday.
    private static final byte[] WEEKDAYS = "ThuFriSatSunMonTueWed".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] MONTHS =
            "JanFebMarAprMayJunJulAugSepOctNovDec".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private final byte[] bytes = new byte[LENGTH];
    private long second = Long.MIN_VALUE;

    public HttpDate(long epochMillis) {
        refresh(epochMillis);
    }

    /** The current value; the array is rewritten in place by {@link #refresh}. */
    public byte[] bytes() {
        return bytes;
    }

    /** Reformats when the second has changed; returns whether it did. */
    public boolean refresh(long epochMillis) {
        long now = Math.floorDiv(epochMillis, 1000);
        if (now == second) {
            return false;
        }
        second = now;
        long days = Math.floorDiv(now, 86_400);
        int secondOfDay = Math.floorMod(now, 86_400);
        int weekday = Math.floorMod(days, 7);
        System.arraycopy(WEEKDAYS, weekday * 3, bytes, 0, 3);
        bytes[3] = ',';
        bytes[4] = ' ';
        // Civil date from days since the epoch (H. Hinnant's algorithm).
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long shiftedMonth = (5 * dayOfYear + 2) / 153;
        int day = (int) (dayOfYear - (153 * shiftedMonth + 2) / 5 + 1);
        int month = (int) (shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9);
        int year = (int) (yearOfEra + era * 400 + (month <= 2 ? 1 : 0));
        twoDigits(5, day);
        bytes[7] = ' ';
        System.arraycopy(MONTHS, (month - 1) * 3, bytes, 8, 3);
        bytes[11] = ' ';
        twoDigits(12, year / 100);
        twoDigits(14, year % 100);
        bytes[16] = ' ';
        twoDigits(17, secondOfDay / 3_600);
        bytes[19] = ':';
        twoDigits(20, secondOfDay / 60 % 60);
        bytes[22] = ':';
        twoDigits(23, secondOfDay % 60);
        bytes[25] = ' ';
        bytes[26] = 'G';
        bytes[27] = 'M';
        bytes[28] = 'T';
        return true;
    }

    private void twoDigits(int at, int value) {
        bytes[at] = (byte) ('0' + value / 10);
        bytes[at + 1] = (byte) ('0' + value % 10);
    }
}
