package dev.brigade.quarkus.framing;

import io.netty.buffer.ByteBuf;

/**
 * Reads a chunked body's framing ahead of Netty's decoder for what that decoder takes silently
 * (CONTRACT §5.5, RFC 9112 §7.1): whitespace after a chunk size, a bare CR or LF where CRLF belongs,
 * a chunk extension without a name or with a control byte. Netty stops reading a size at the first
 * such byte and drops the rest of the line, so {@code "5 "} and {@code "5;\0"} pass for 5, and
 * {@code "5\rhello"} leaves the request hanging. Chunk data is skipped, not looked at.
 */
final class ChunkScanner {

  private enum State { SIZE, EXTENSION_NAME, EXTENSION, SIZE_LF, DATA, DATA_CR, DATA_LF, TRAILER_START, TRAILER, TRAILER_LF, END_LF, DONE }

  /** Sixteen hex digits fill a long; more is an attack, not a body. */
  private static final int MAX_SIZE_DIGITS = 16;

  private State state = State.SIZE;
  private long size;
  private int digits;

  /** Scans from {@code from} up to the end of the body at most: the index after the last byte seen, or -1 on a broken rule. */
  int scan(ByteBuf in, int from) {
    int at = from;
    while (at < in.writerIndex() && state != State.DONE) {
      if (state == State.DATA) {
        int skip = (int) Math.min(size, in.writerIndex() - at);
        at += skip;
        size -= skip;
        state = size == 0 ? State.DATA_CR : State.DATA;
        continue;
      }
      state = next(in.getByte(at++));
      if (state == null) {
        state = State.DONE;
        return -1;
      }
    }
    return at;
  }

  private State next(byte b) {
    boolean fieldByte = b == '\t' || (b & 0xFF) >= 0x20 && b != 0x7F;
    return switch (state) {
      case SIZE -> size(b);
      case EXTENSION_NAME -> b == ' ' || b == '\t' ? State.EXTENSION_NAME : isTokenChar(b) ? State.EXTENSION : null;
      case EXTENSION -> b == '\r' ? State.SIZE_LF : b == ';' ? State.EXTENSION_NAME : fieldByte ? State.EXTENSION : null;
      case SIZE_LF -> b != '\n' ? null : size == 0 ? State.TRAILER_START : State.DATA;
      case DATA_CR -> b == '\r' ? State.DATA_LF : null;
      case DATA_LF -> b == '\n' ? State.SIZE : null;
      case TRAILER_START -> b == '\r' ? State.END_LF : isTokenChar(b) ? State.TRAILER : null;
      case TRAILER -> b == '\r' ? State.TRAILER_LF : fieldByte ? State.TRAILER : null;
      case TRAILER_LF -> b == '\n' ? State.TRAILER_START : null;
      case END_LF -> b == '\n' ? State.DONE : null;
      case DATA, DONE -> state;
    };
  }

  /** One more byte of a chunk-size line: a hex digit, or the end of at least one digit. */
  private State size(byte b) {
    int digit = b < 0x80 ? Character.digit(b, 16) : -1;
    if (digit >= 0 && digits < MAX_SIZE_DIGITS) {
      digits++;
      size = size * 16 + digit;
      // 16 digits wrap past 2^63-1 into a negative long, which the DATA step would then "skip"
      // backwards for ever: a size past the largest long is refused (CONTRACT §5.5)
      return size < 0 ? null : State.SIZE;
    }
    if (digits == 0) {
      return null;
    }
    digits = 0;
    return b == ';' ? State.EXTENSION_NAME : b == '\r' ? State.SIZE_LF : null;
  }

  private static boolean isTokenChar(byte b) {
    return b > 0x20 && b < 0x7F && "\"(),/:;<=>?@[\\]{}".indexOf(b) < 0;
  }
}
