package dev.brigade.micronaut.netty;

import io.netty.buffer.ByteBuf;

/**
 * Looks at a chunked body's framing before Netty's decoder does (RFC 9112 §7.1, CONTRACT §5.5).
 * Netty reads a chunk size up to the first byte that is not a hex digit and drops the rest of that
 * line, so {@code "5 "}, {@code "5;a=\0b"}, {@code "5;a\rb"} and {@code "5\rhello"} all count as 5.
 * Here the size line must be hex digits, then optional extensions ({@code ;name[=value]}, with
 * optional whitespace around {@code ;} and {@code =}, no control bytes), then CRLF; each chunk's
 * data must be followed by CRLF; trailer lines must start with a field-name and end with CRLF.
 * The data is skipped by count, never looked at.
 */
final class ChunkScanner {

  private static final int SIZE = 0;
  private static final int SIZE_WHITESPACE = 1;
  private static final int EXT_NAME_START = 2;
  private static final int EXT_REST = 3;
  private static final int SIZE_LF = 4;
  private static final int DATA = 5;
  private static final int DATA_CR = 6;
  private static final int DATA_LF = 7;
  private static final int TRAILER_START = 8;
  private static final int TRAILER_LINE = 9;
  private static final int TRAILER_LF = 10;
  private static final int LAST_LF = 11;
  private static final int DONE = 12;
  private static final int REFUSED = 13;

  /** 16 hex digits fill a long; more is past any body this server takes (Netty refuses it too). */
  private static final int MAX_DIGITS = 16;

  private int state = SIZE;
  private int digits;
  private long remaining;

  /** Whether the last chunk and the trailer section have been seen. */
  boolean done() {
    return state == DONE;
  }

  /**
   * Reads {@code in} from index {@code from} up to its writer index or the end of the body;
   * returns the index after the last byte read, or -1 when the framing breaks a rule.
   */
  int scan(ByteBuf in, int from) {
    int at = from;
    int end = in.writerIndex();
    while (at < end && state != DONE) {
      if (state == DATA) {
        int skip = (int) Math.min(remaining, end - at);
        at += skip;
        remaining -= skip;
        if (remaining == 0) {
          state = DATA_CR;
        }
        continue;
      }
      state = next(in.getByte(at++));
      if (state == REFUSED) {
        return -1;
      }
    }
    return at;
  }

  private int next(byte b) {
    return switch (state) {
      case SIZE -> size(b);
      // whitespace after the size is only allowed before an extension (BWS ";")
      case SIZE_WHITESPACE -> b == ' ' || b == '\t' ? SIZE_WHITESPACE : b == ';' ? EXT_NAME_START : REFUSED;
      case EXT_NAME_START -> b == ' ' || b == '\t' ? EXT_NAME_START : token(b) ? EXT_REST : REFUSED;
      case EXT_REST -> b == '\r' ? SIZE_LF : b == ';' ? EXT_NAME_START : visibleOrBlank(b) ? EXT_REST : REFUSED;
      case SIZE_LF -> b != '\n' ? REFUSED : remaining == 0 ? TRAILER_START : DATA;
      case DATA_CR -> b == '\r' ? DATA_LF : REFUSED;
      case DATA_LF -> b == '\n' ? nextSize() : REFUSED;
      case TRAILER_START -> b == '\r' ? LAST_LF : token(b) ? TRAILER_LINE : REFUSED;
      case TRAILER_LINE -> b == '\r' ? TRAILER_LF : visibleOrBlank(b) ? TRAILER_LINE : REFUSED;
      case TRAILER_LF -> b == '\n' ? TRAILER_START : REFUSED;
      case LAST_LF -> b == '\n' ? DONE : REFUSED;
      default -> state;
    };
  }

  private int size(byte b) {
    int digit = b >= 0 ? Character.digit((char) b, 16) : -1;
    if (digit >= 0) {
      if (++digits > MAX_DIGITS) {
        return REFUSED;
      }
      remaining = remaining * 16 + digit;
      // 16 digits wrap past 2^63-1 into a negative long, which the DATA step would then "skip"
      // backwards for ever: a size past the largest long is refused (CONTRACT §5.5)
      return remaining < 0 ? REFUSED : SIZE;
    }
    if (digits == 0) {
      return REFUSED;
    }
    return switch (b) {
      case '\r' -> SIZE_LF;
      case ';' -> EXT_NAME_START;
      case ' ', '\t' -> SIZE_WHITESPACE;
      default -> REFUSED;
    };
  }

  private int nextSize() {
    digits = 0;
    remaining = 0;
    return SIZE;
  }

  /** RFC 9110 §5.6.2 tchar. */
  private static boolean token(byte b) {
    return b > 0x20 && b < 0x7f && "\"(),/:;<=>?@[\\]{}".indexOf(b) < 0;
  }

  /** What a field value or an extension may hold: HTAB, SP, visible ASCII and obs-text; no controls. */
  private static boolean visibleOrBlank(byte b) {
    return b == '\t' || (b & 0xff) >= 0x20 && b != 0x7f;
  }
}
