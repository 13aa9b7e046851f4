package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class WrkResultTest {

    @Test
    void parsesTheReportLineAndCountsOnly2xx() {
        String out = """
                Running 2s test @ http://127.0.0.1:8080/plaintext
                  1 threads and 256 connections
                BRIGADE-WRK requests=1000 duration_us=2000000 bytes=99 connect=1 read=2 write=3 status=40 timeout=4 p50_us=1500 p99_us=12000
                """;
        WrkResult r = WrkResult.parse(out);
        assertEquals(960, r.ok());
        assertEquals(480.0, r.okPerSecond(), 1e-9);
        assertEquals(40, r.non2xx());
        assertEquals(10, r.socketErrors());
        assertEquals(1.5, r.p50Millis(), 1e-9);
        assertEquals(12.0, r.p99Millis(), 1e-9);
    }

    @Test
    void noReportLineIsNoResult() {
        assertNull(WrkResult.parse("unable to connect to 127.0.0.1:1 Connection refused\n"));
    }
}
