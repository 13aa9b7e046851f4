package dev.brigade.quarkus.framing;

import io.netty.buffer.ByteBuf;

/**
 * Reads a request head's bytes ahead of Netty's decoder for what that decoder accepts silently
 * (CONTRACT §5.1 and §5.6, RFC 9112 §2.2 and §5.2 make each a 400): a line that begins with a space
 * or tab (obs-fold, which Netty joins to the line before; whitespace before the request line, which
 * it skips) and a bare CR inside a line. It looks at heads only: {@link #scan} stops where a head
 * ends, and {@link #reset} starts it again at the next request.
 */
final class HeadScanner {

  private enum State { BEFORE_REQUEST_LINE, IN_LINE, AFTER_CR, LINE_START, END_CR, DONE }

  private State state = State.BEFORE_REQUEST_LINE;

  void reset() {
    state = State.BEFORE_REQUEST_LINE;
  }

  boolean headDone() {
    return state == State.DONE;
  }

  /** Scans from {@code from} up to the end of the head at most: the index after the last byte seen, or -1 on a broken rule. */
  int scan(ByteBuf in, int from) {
    int at = from;
    for (; at < in.writerIndex() && state != State.DONE; at++) {
      state = next(in.getByte(at));
      if (state == null) {
        state = State.DONE;
        return -1;
      }
    }
    return at;
  }

  private State next(byte b) {
    boolean blank = b == ' ' || b == '\t';
    return switch (state) {
      // RFC 9112 §2.2: empty lines before the request line are ignored, whitespace is not
      case BEFORE_REQUEST_LINE -> b == '\r' || b == '\n' ? State.BEFORE_REQUEST_LINE : blank ? null : State.IN_LINE;
      case IN_LINE -> b == '\r' ? State.AFTER_CR : b == '\n' ? State.LINE_START : State.IN_LINE;
      case AFTER_CR -> b == '\n' ? State.LINE_START : null;
      case LINE_START -> b == '\r' ? State.END_CR : b == '\n' ? State.DONE : blank ? null : State.IN_LINE;
      case END_CR -> b == '\n' ? State.DONE : null;
      case DONE -> State.DONE;
    };
  }
}
