package dev.brigade.micronaut.netty;

import io.netty.buffer.ByteBuf;

/**
 * Looks at a request head's bytes before Netty's decoder does, for the line framing that decoder
 * lets through: a space or tab at the start of a line (obs-fold, which Netty joins to the value
 * above, and whitespace before the method or the first field, which it skips), a CR not followed
 * by LF, and a run of spaces or a tab between the request line's parts (Netty splits on any run of
 * whitespace). RFC 9112 §2.2, §3 and §5.2 and CONTRACT §5.1/§5.6 make each of them a 400. Empty
 * lines before the request line are allowed (RFC 9112 §2.2). A bare LF ends a line here; Netty's
 * strict line parsing refuses it on its own.
 *
 * <p>One instance per connection: it stops at the blank line that ends a head and starts over
 * after {@link #reset}, so bodies are never looked at.
 */
final class HeadScanner {

  private static final int BEFORE_LINE = 0;
  private static final int REQUEST_LINE = 1;
  private static final int REQUEST_LINE_SPACE = 2;
  private static final int FIELD_LINE = 3;
  private static final int CR = 4;
  private static final int LINE_START = 5;
  private static final int LAST_CR = 6;
  private static final int DONE = 7;
  private static final int REFUSED = 8;

  private int state = BEFORE_LINE;
  /** Whether the line a CR ends is the request line (a CR before the request line is an empty line). */
  private int lineBeforeCr;

  /** Ready for the next request's head. */
  void reset() {
    state = BEFORE_LINE;
  }

  /** Whether the head's blank line has been seen. */
  boolean done() {
    return state == DONE;
  }

  /**
   * Reads {@code in} from index {@code from} up to its writer index or the end of the head;
   * returns the index after the last byte read, or -1 when the head breaks a rule.
   */
  int scan(ByteBuf in, int from) {
    int at = from;
    int end = in.writerIndex();
    while (at < end && state != DONE) {
      state = next(state, in.getByte(at++));
      if (state == REFUSED) {
        return -1;
      }
    }
    return at;
  }

  private int next(int current, byte b) {
    return switch (current) {
      case BEFORE_LINE -> switch (b) {
        case '\r' -> crAfter(BEFORE_LINE);
        case '\n' -> BEFORE_LINE;
        case ' ', '\t' -> REFUSED;
        default -> REQUEST_LINE;
      };
      case REQUEST_LINE -> switch (b) {
        case '\r' -> crAfter(REQUEST_LINE);
        case '\n' -> LINE_START;
        case ' ' -> REQUEST_LINE_SPACE;
        case '\t' -> REFUSED;
        default -> REQUEST_LINE;
      };
      case REQUEST_LINE_SPACE -> b == ' ' || b == '\t' || b == '\r' || b == '\n' ? REFUSED : REQUEST_LINE;
      case FIELD_LINE -> b == '\r' ? crAfter(FIELD_LINE) : b == '\n' ? LINE_START : FIELD_LINE;
      case CR -> b != '\n' ? REFUSED : lineBeforeCr == BEFORE_LINE ? BEFORE_LINE : LINE_START;
      case LINE_START -> switch (b) {
        case '\r' -> LAST_CR;
        case '\n' -> DONE;
        case ' ', '\t' -> REFUSED;
        default -> FIELD_LINE;
      };
      case LAST_CR -> b == '\n' ? DONE : REFUSED;
      default -> current;
    };
  }

  private int crAfter(int line) {
    lineBeforeCr = line;
    return CR;
  }
}
