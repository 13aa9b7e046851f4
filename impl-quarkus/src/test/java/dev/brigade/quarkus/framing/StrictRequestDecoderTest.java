package dev.brigade.quarkus.framing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The Host check, a loop since the profile showed its regular expression: RFC 3986 §3.2.2 plus a port. */
class StrictRequestDecoderTest {

  @Test
  void namesAddressesAndPortsAreHosts() {
    for (String host : new String[] {"x", "127.0.0.1:8080", "example.org", "[::1]:80", "[::1]", "a-b.c_d~", ""}) {
      assertTrue(StrictRequestDecoder.validHost(host), host);
    }
  }

  @Test
  void pathsUserinfoSpacesAndBadPortsAreNot() {
    for (String host : new String[] {"a b", "a/b", "u@h", "h:8a", "[::1", "[]", "h:80:80", "a\tb", "é"}) {
      assertFalse(StrictRequestDecoder.validHost(host), host);
    }
  }
}
