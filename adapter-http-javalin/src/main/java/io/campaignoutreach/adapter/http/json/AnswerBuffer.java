package io.campaignoutreach.adapter.http.json;

import io.javalin.http.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * Where a request thread writes an answer's JSON before it is sent, kept for the thread's next
 * answer. An answer is written whole before any byte of it leaves, so a failure while writing it
 * still becomes a clean error answer.
 *
 * <p>A small answer goes to the response in one write, which Jetty only copies into its buffer
 * (Jetty aggregates writes of up to {@link #SMALL_BYTES}, its default aggregation size, and sends
 * them when the request completes). That saves the new array, and the stream over it that
 * Javalin copies from, which an answer given as bytes costs on every request. A larger answer is
 * given to Javalin as bytes, as before: written from the handler, it would be sent in pieces while
 * the handler runs, chunked and exposed to a client that went away. The buffer is kept only while
 * it is no larger than {@link #KEPT_BYTES}, so idle threads do not hold a large page's megabytes.
 * Measured by {@code scripts/bench read} (docs/benchmarks.md, "GET one customer, next to bare endpoints").
 */
final class AnswerBuffer extends ByteArrayOutputStream {

    static final int SMALL_BYTES = 8 * 1024;
    static final int KEPT_BYTES = 64 * 1024;

    private static final ThreadLocal<AnswerBuffer> PER_THREAD = ThreadLocal.withInitial(AnswerBuffer::new);

    private AnswerBuffer() {
        super(SMALL_BYTES);
    }

    /** This thread's buffer, empty. */
    static AnswerBuffer take() {
        AnswerBuffer buffer = PER_THREAD.get();
        buffer.reset();
        return buffer;
    }

    /** Hands what the buffer holds to the response of {@code ctx}. */
    void answer(Context ctx) {
        if (count > SMALL_BYTES) {
            ctx.result(Arrays.copyOf(buf, count));
            if (buf.length > KEPT_BYTES) {
                PER_THREAD.remove();
            }
            return;
        }
        try {
            ctx.outputStream().write(buf, 0, count);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
