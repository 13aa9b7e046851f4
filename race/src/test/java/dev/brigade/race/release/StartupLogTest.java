package dev.brigade.race.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartupLogTest {

    @Test
    void readsTheCreateVmLineAmongTheOthers() throws IOException {
        List<String> log = List.of(
                "[0.025s][info][startuptime] Genesis, 0.0155865 secs",
                "[0.120s][info][startuptime] Initialize module system, 0.0044435 secs",
                "[0.146s][info][startuptime] Create VM, 0.1436361 secs");
        assertEquals(143.6361, StartupLog.createVmMillis(log), 1e-6);
    }

    @Test
    void aLogWithoutTheLineIsAnErrorNotAZero() {
        assertThrows(
                IOException.class,
                () -> StartupLog.createVmMillis(List.of("[0.025s][info][startuptime] Genesis, 0.0155865 secs")));
    }

    @Test
    void aMissingFileIsAnError(@TempDir Path dir) {
        assertThrows(IOException.class, () -> StartupLog.createVmMillis(dir.resolve("none.log")));
    }

    @Test
    void theRealJvmWritesTheLineThisReads(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("startuptime.log");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), StartupLog.flag(file), "-version")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        assertEquals(0, p.waitFor());
        double millis = StartupLog.createVmMillis(file);
        assertTrue(millis > 0 && millis < 60_000, "Create VM took " + millis + " ms");
    }
}
