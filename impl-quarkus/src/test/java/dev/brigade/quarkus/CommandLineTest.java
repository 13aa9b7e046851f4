package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandLineTest {

  @Test
  void eachFlagBecomesItsQuarkusProperty(@TempDir Path folder) throws Exception {
    Path database = folder.resolve("c.db");
    Files.write(database, "SQLite format 3\0 and the rest".getBytes());
    CommandLine line = CommandLine.parse("--address", "0.0.0.0", "--port", "9001", "--database", database.toString());
    assertEquals(Map.of("quarkus.http.host", "0.0.0.0", "quarkus.http.port", "9001",
        "brigade.database", database.toAbsolutePath().toString()), line.properties());
  }

  @Test
  void noFlagsLeaveTheDefaults() throws Exception {
    assertEquals(Map.of(), CommandLine.parse().properties());
  }

  @Test
  void aBadCommandLineSaysWhatIsWrong(@TempDir Path folder) throws Exception {
    Path text = Files.writeString(folder.resolve("notes.txt"), "not a database");
    assertEquals("unknown argument: --verbose",
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--verbose")).getMessage());
    assertEquals("--port needs a value",
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--port")).getMessage());
    assertEquals("--port must be a number from 0 to 65535, not: 70000",
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--port", "70000")).getMessage());
    assertEquals("--database " + text + " is not a SQLite file",
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--database", text.toString())).getMessage());
  }
}
