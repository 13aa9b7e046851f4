package dev.brigade.vertx;

import io.netty.buffer.ByteBuf;

/**
 * Reads a chunked body's framing ahead of Netty's decoder for what that decoder takes silently
 * (CONTRACT §5.5, RFC 9112 §7.1): whitespace after a chunk size, a bare CR or LF where a CRLF must
 * be, a chunk extension without a name or with a control byte (NUL, CR). Netty stops reading a size
 * at the first such byte and drops the rest of the line, so {@code 5 }, {@code 5;\0} and
 * {@code 5\rhello} all pass for 5. The chunk data itself is skipped, not looked at.
 */
final class ChunkScanner {

  private enum State { SIZE, EXTENSION_NAME, EXTENSION, SIZE_LF, DATA, DATA_CR, DATA_LF, TRAILER_START, TRAILER, TRAILER_LF, END_LF, DONE }

  private static final int MAX_SIZE_DIGITS = 16;

  private State state = State.SIZE;
  private long size;
  private int digits;

  /**
   * Scans {@code in} from {@code from} to its writer index, up to the end of the body at most;
   * returns the index after the last byte scanned, or -1 when the framing breaks a rule.
   */
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
      byte b = in.getByte(at++);
      state = next(b);
      if (state == null) {
        state = State.DONE;
        return -1;
      }
    }
    return at;
  }

  private State next(byte b) {
    return switch (state) {
      case SIZE -> {
        int digit = Character.digit(b, 16);
        if (digit >= 0 && b < 0x80 && digits < MAX_SIZE_DIGITS) {
          digits++;
          size = size * 16 + digit;
          // 16 digits wrap past 2^63-1 into a negative long, which the DATA step would then
          // "skip" backwards for ever: a size past the largest long is refused (CONTRACT §5.5)
          yield size < 0 ? null : State.SIZE;
        }
        yield digits == 0 ? null : b == ';' ? State.EXTENSION_NAME : b == '\r' ? State.SIZE_LF : null;
      }
      case EXTENSION_NAME -> b == ' ' || b == '\t' ? State.EXTENSION_NAME : isTokenChar(b) ? State.EXTENSION : null;
      case EXTENSION -> b == '\r' ? State.SIZE_LF : b == ';' ? State.EXTENSION_NAME
          : b == '\t' || (b & 0xFF) >= 0x20 && b != 0x7F ? State.EXTENSION : null;
      case SIZE_LF -> b != '\n' ? null : size == 0 ? State.TRAILER_START : State.DATA;
      case DATA_CR -> b == '\r' ? State.DATA_LF : null;
      case DATA_LF -> {
        digits = 0;
        yield b == '\n' ? State.SIZE : null;
      }
      case TRAILER_START -> b == '\r' ? State.END_LF : isTokenChar(b) ? State.TRAILER : null;
      case TRAILER -> b == '\r' ? State.TRAILER_LF : b == '\t' || (b & 0xFF) >= 0x20 && b != 0x7F ? State.TRAILER : null;
      case TRAILER_LF -> b == '\n' ? State.TRAILER_START : null;
      case END_LF -> b == '\n' ? State.DONE : null;
      case DATA, DONE -> state;
    };
  }

  private static boolean isTokenChar(byte b) {
    return b > 0x20 && b < 0x7F && "\"(),/:;<=>?@[\\]{}".indexOf(b) < 0;
  }
}
