package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommandLineTest {

  @Test
  void flagsBecomeTheVerticleConfig() throws Exception {
    JsonObject config = CommandLine.parse("--address", "0.0.0.0", "--port", "9000", "--database", "x.db");
    ServerConfig settings = ServerConfig.from(config);
    assertEquals("0.0.0.0", settings.address());
    assertEquals(9000, settings.port());
    assertEquals("x.db", settings.database());
  }

  @Test
  void defaultsAreLoopbackAnd8080WithoutDatabase() throws Exception {
    ServerConfig settings = ServerConfig.from(CommandLine.parse());
    assertEquals("127.0.0.1", settings.address());
    assertEquals(8080, settings.port());
    assertEquals(null, settings.database());
  }

  @ParameterizedTest
  @ValueSource(strings = {"--bogus x", "--port abc", "--port 70000", "--port -1", "--port", "--database"})
  void badArgumentsAreUsageErrors(String line) {
    assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(line.split(" ")));
  }
}
