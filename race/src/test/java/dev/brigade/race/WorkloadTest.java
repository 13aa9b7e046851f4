package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The shapes race.json gives its HTTP/2 and TLS workloads (Eldhus/fourneau-dragrace at 292cd0e8). */
class WorkloadTest {

    private static Workload w(String name) {
        return Workload.named(name).orElseThrow();
    }

    @Test
    void h2cIs32ConnectionsOf8StreamsInTheClear() {
        Workload h2c = w("plaintext-h2");
        assertEquals(32, h2c.connections());
        assertEquals(8, h2c.streams());
        assertFalse(h2c.tls());
        assertEquals("h2c", h2c.section());
        assertEquals("/plaintext", h2c.path());
    }

    @Test
    void plaintextTlsHasH2csShapeAndTheOtherTwins128Of2() {
        assertEquals(32, w("plaintext-tls").connections());
        assertEquals(8, w("plaintext-tls").streams());
        for (String name : new String[] {"echo-4k-tls", "templates-tls", "sse-tls"}) {
            assertEquals(128, w(name).connections(), name);
            assertEquals(2, w(name).streams(), name);
            assertTrue(w(name).tls() && w(name).keepAlive(), name);
            assertEquals("HTTPS", w(name).section());
            assertEquals(
                    w(name.replace("-tls", "")).path(),
                    w(name).path(),
                    "each twin sends what its HTTP/1.1 workload sends");
        }
        assertTrue(w("echo-4k-tls").postsBody());
    }

    @Test
    void churnTlsIsHttp11OverTlsA64ConnectionsNewEachRequest() {
        Workload churn = w("churn-tls");
        assertEquals(64, churn.connections());
        assertEquals(0, churn.streams());
        assertTrue(churn.tls() && !churn.keepAlive() && churn.h2load());
        assertFalse(churn.http2());
    }

    @Test
    void wrkKeepsTheHttp11WorkloadsAndNginxOnlyThePlaintextOnes() {
        for (Workload x : Workload.ALL) {
            assertEquals(x.tls() || x.http2(), x.h2load(), x.name());
            assertEquals(
                    x.path().equals("/plaintext"),
                    x.reference(),
                    "nginx races plaintext and churn in each section: " + x.name());
        }
        assertEquals("HTTP/1.1", w("plaintext").section());
    }
}
