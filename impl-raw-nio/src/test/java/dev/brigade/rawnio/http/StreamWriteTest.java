package dev.brigade.rawnio.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.GatheringByteChannel;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A stream's chunks made together leave in one write, each still its own chunk on the wire. */
class StreamWriteTest {
    private static final long INSTANT = 1_767_225_600_000L; // 2026-01-01T00:00:00Z

    @Test
    void chunksReadyTogetherShareOneWrite() throws Exception {
        OutputBuffer out = new OutputBuffer();
        out.attach(ByteBuffer.allocateDirect(16 * 1_024));
        ResponseWriter writer = new ResponseWriter(out, new HttpDate(INSTANT));
        writer.write(
                Response.stream(Status.OK, ContentType.EVENT_STREAM, chunks -> {
                    chunks.send("event: a\ndata: 1\n\n".getBytes(StandardCharsets.UTF_8));
                    chunks.send(new byte[0]); // would end the stream: not sent
                    chunks.send("event: b\ndata: 22\n\n".getBytes(StandardCharsets.UTF_8));
                }),
                false,
                false);
        CountingChannel channel = new CountingChannel();
        out.writeTo(channel);
        assertEquals(1, channel.writes);
        assertEquals(
                "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
                        + "Date: Thu, 01 Jan 2026 00:00:00 GMT\r\n\r\n"
                        + "12\r\nevent: a\ndata: 1\n\n\r\n"
                        + "13\r\nevent: b\ndata: 22\n\n\r\n"
                        + "0\r\n\r\n",
                channel.bytes.toString(StandardCharsets.UTF_8));
    }

    /** Takes everything offered, counting the calls. */
    private static final class CountingChannel implements GatheringByteChannel {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int writes;

        @Override
        public int write(ByteBuffer src) {
            writes++;
            int n = src.remaining();
            byte[] copy = new byte[n];
            src.get(copy);
            bytes.writeBytes(copy);
            return n;
        }

        @Override
        public long write(ByteBuffer[] srcs, int offset, int length) {
            writes++;
            long n = 0;
            for (int i = offset; i < offset + length; i++) {
                byte[] copy = new byte[srcs[i].remaining()];
                srcs[i].get(copy);
                bytes.writeBytes(copy);
                n += copy.length;
            }
            return n;
        }

        @Override
        public long write(ByteBuffer[] srcs) {
            return write(srcs, 0, srcs.length);
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void close() {}
    }
}
