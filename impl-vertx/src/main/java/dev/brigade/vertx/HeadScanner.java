package dev.brigade.vertx;

import io.netty.buffer.ByteBuf;

/**
 * Reads a request head's bytes ahead of Netty's decoder for what that decoder accepts silently:
 * a line that begins with a space or tab (obs-fold, which Netty joins to the line before, and
 * whitespace before the request line or the first header, which it skips) and a bare CR inside a
 * line. CONTRACT §5.1 and §5.6, RFC 9112 §2.2 and §5.2 make each of them a 400. It only looks at
 * heads: {@link #scan} stops where a head ends and starts again with {@link #reset} at the next.
 */
final class HeadScanner {

  private enum State { BEFORE_REQUEST_LINE, IN_LINE, AFTER_CR, LINE_START, END_CR, DONE }

  private State state = State.BEFORE_REQUEST_LINE;

  void reset() {
    state = State.BEFORE_REQUEST_LINE;
  }

  /** Whether the whole head has been seen. */
  boolean headDone() {
    return state == State.DONE;
  }

  /**
   * Scans {@code in} from {@code from} to its writer index, up to the end of the head at most;
   * returns the index after the last byte scanned, or -1 when the head breaks a rule.
   */
  int scan(ByteBuf in, int from) {
    int at = from;
    for (; at < in.writerIndex() && state != State.DONE; at++) {
      byte b = in.getByte(at);
      state = switch (state) {
        // RFC 9112 §2.2: empty lines before the request line are ignored; whitespace is not
        case BEFORE_REQUEST_LINE -> b == '\r' || b == '\n' ? State.BEFORE_REQUEST_LINE : b == ' ' || b == '\t' ? null : State.IN_LINE;
        case IN_LINE -> b == '\r' ? State.AFTER_CR : b == '\n' ? State.LINE_START : State.IN_LINE;
        case AFTER_CR -> b == '\n' ? State.LINE_START : null;
        case LINE_START -> b == '\r' ? State.END_CR : b == '\n' ? State.DONE : b == ' ' || b == '\t' ? null : State.IN_LINE;
        case END_CR -> b == '\n' ? State.DONE : null;
        case DONE -> State.DONE;
      };
      if (state == null) {
        state = State.DONE;
        return -1;
      }
    }
    return at;
  }
}
