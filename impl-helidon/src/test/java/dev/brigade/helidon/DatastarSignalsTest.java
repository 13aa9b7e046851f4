package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The signals CONTRACT §3.6 and §3.9 name: good counts, and -1 for the rest. */
class DatastarSignalsTest {

    @Test
    void aCountFromZeroToTheLargestIsRead() {
        assertThat(DatastarSignals.count("{\"count\":41}"), is(41L));
        assertThat(DatastarSignals.count("{\"count\":0}"), is(0L));
        assertThat(
                DatastarSignals.count(" { \"other\" : [1, {\"count\": 7}], \"count\" : 4294967295 } "),
                is(4_294_967_295L));
    }

    @Test
    void theLastCountWinsAsInTheTree() {
        assertThat(DatastarSignals.count("{\"count\":\"x\",\"count\":5}"), is(5L));
        assertThat(DatastarSignals.count("{\"count\":5,\"count\":\"x\"}"), is(-1L));
    }

    @Test
    void noSignalsIsRefused() {
        assertThat(DatastarSignals.count(null), is(-1L));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                " ",
                "not json",
                "{\"count\":41",
                "{\"count\":41,}",
                "[41]",
                "41",
                "null",
                "{}",
                "{\"counts\":41}",
                "{\"count\":-1}",
                "{\"count\":41.0}",
                "{\"count\":4e1}",
                "{\"count\":\"41\"}",
                "{\"count\":4294967296}",
                "{\"count\":9223372036854775808}",
                "{\"count\":null}",
                "{\"count\":{\"count\":1}}",
                "{\"count\":[1]}",
                "{\"count\":01}"
            })
    void badSignalsAreRefused(String signals) {
        assertThat(signals, DatastarSignals.count(signals), is(-1L));
    }
}
