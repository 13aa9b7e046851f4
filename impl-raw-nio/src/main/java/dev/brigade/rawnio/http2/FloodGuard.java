package dev.brigade.rawnio.http2;

/**
 * The budgets that end a connection with GOAWAY(ENHANCE_YOUR_CALM) when a client makes the server
 * work without asking for anything: frames that ask for no work (SETTINGS and PING floods), empty
 * frames in a row, streams reset before their answer (rapid reset). Each answered request refills
 * the first and pays back one of the last, so a client that uses the connection never meets them.
 * Counts, not rates: no clock, the same verdict however fast the frames come.
 */
final class FloodGuard {
    private final Http2Options options;
    private int idleFrames;
    private int emptyFrames;
    private int resetDebt;

    FloodGuard(Http2Options options) {
        this.options = options;
    }

    void idleFrame() throws Http2Exception {
        if (++idleFrames > options.idleFrameBudget()) {
            throw Http2Exception.connection(ErrorCode.ENHANCE_YOUR_CALM, "too many frames asking for no work");
        }
    }

    /** Called for every DATA, HEADERS and CONTINUATION frame: {@code empty} when it carries nothing and ends nothing. */
    void frame(boolean empty) throws Http2Exception {
        emptyFrames = empty ? emptyFrames + 1 : 0;
        if (emptyFrames > options.maxEmptyFrames()) {
            throw Http2Exception.connection(ErrorCode.ENHANCE_YOUR_CALM, "too many empty frames");
        }
    }

    /** The client reset a stream before its answer was done. */
    void resetBeforeAnswer() throws Http2Exception {
        if (++resetDebt > options.resetBudget()) {
            throw Http2Exception.connection(ErrorCode.ENHANCE_YOUR_CALM, "too many streams reset before their answer");
        }
    }

    void answered() {
        resetDebt = Math.max(0, resetDebt - 1);
        idleFrames = 0;
    }
}
