package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.error.JettyErrorHandler;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Invocable;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Reads each request body in full before the API's handlers run, without holding a thread while
 * the bytes arrive: a client that trickles its body, or stalls, occupies a connection and the
 * bytes it sent, never one of the threads that serve everyone else. A body announced larger than
 * the limit is refused at once (413), one that grows past it as soon as it does; a body that has
 * not arrived whole within the deadline is answered 408; and while the bodies being received hold
 * more memory than the budget, a body that needs more is answered 503 with {@code Retry-After}, so
 * that many clients that send all but the last byte cannot exhaust the heap.
 */
final class BodyLoader extends Handler.Wrapper {

    /** How much memory the bodies being received may hold together. */
    static final long DEFAULT_MEMORY_BUDGET = 256L * 1024 * 1024;

    private final long maxBodyBytes;
    private final Duration deadline;
    private final long memoryBudget;
    private final AtomicLong reserved = new AtomicLong();
    private final AtomicInteger receiving = new AtomicInteger();

    BodyLoader(Handler next, long maxBodyBytes, Duration deadline, long memoryBudget) {
        super(next);
        this.maxBodyBytes = maxBodyBytes;
        this.deadline = deadline;
        this.memoryBudget = memoryBudget;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        long declared = request.getLength();
        boolean chunked = request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
        if (declared <= 0 && !chunked) {
            return super.handle(request, response, callback);
        }
        if (declared > maxBodyBytes) {
            refuse(request, response, callback, 413);
            return true;
        }
        new Load(request, response, callback).start();
        return true;
    }

    /** How many bodies are being received now. */
    int receiving() {
        return receiving.get();
    }

    /** Answers before the body was read whole; the connection closes, since the rest of the body is not wanted. */
    private static void refuse(Request request, Response response, Callback callback, int status) {
        response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
        JettyErrorHandler.write(request, response, callback, status);
    }

    /** One body being received: read as it arrives, then handed on with the request. */
    private final class Load implements Invocable.Task {

        private final Request request;
        private final Response response;
        private final Callback callback;
        private final AtomicBoolean finished = new AtomicBoolean();
        private byte[] bytes = new byte[0];
        private int size;
        private Scheduler.Task expiry;

        Load(Request request, Response response, Callback callback) {
            this.request = request;
            this.response = response;
            this.callback = callback;
        }

        void start() {
            receiving.incrementAndGet();
            expiry = request.getComponents().getScheduler().schedule(this::expire, deadline.toMillis(),
                    TimeUnit.MILLISECONDS);
            read(false);
        }

        /** Called by Jetty when more of the body has arrived. */
        @Override
        public void run() {
            read(true);
        }

        @Override
        public InvocationType getInvocationType() {
            return InvocationType.NON_BLOCKING;
        }

        private void read(boolean onDemand) {
            while (!finished.get()) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    request.demand(this);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    // The client hung up or the connection failed: nobody is left to answer.
                    if (finish()) {
                        callback.failed(chunk.getFailure());
                    }
                    return;
                }
                boolean last = chunk.isLast();
                int refusal = append(chunk);
                chunk.release();
                if (refusal != 0) {
                    if (finish()) {
                        if (refusal == 503) {
                            response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
                        }
                        refuse(request, response, callback, refusal);
                    }
                    return;
                }
                if (last) {
                    if (finish()) {
                        // Called back by Jetty on a thread that must not block: the API's handlers do.
                        if (onDemand) {
                            request.getContext().execute(this::handOn);
                        } else {
                            handOn();
                        }
                    }
                    return;
                }
            }
        }

        /** Adds the chunk's bytes; 0, or the status refusing a body past the limit (413) or the budget (503). */
        private synchronized int append(Content.Chunk chunk) {
            if (finished.get()) {
                return 0;
            }
            ByteBuffer buffer = chunk.getByteBuffer();
            int length = buffer.remaining();
            if ((long) size + length > maxBodyBytes) {
                return 413;
            }
            if (reserved.addAndGet(length) > memoryBudget) {
                reserved.addAndGet(-length);
                return 503;
            }
            if (size + length > bytes.length) {
                byte[] grown = new byte[Math.max(size + length, Math.min((int) maxBodyBytes, bytes.length * 2))];
                System.arraycopy(bytes, 0, grown, 0, size);
                bytes = grown;
            }
            buffer.get(bytes, size, length);
            size += length;
            return 0;
        }

        private void expire() {
            if (finish()) {
                refuse(request, response, callback, 408);
            }
        }

        /**
         * True for the one caller that ends the load: the last chunk, a failure or the deadline.
         * Synchronized with {@link #append} so that the memory it returns is exactly what was taken.
         */
        private synchronized boolean finish() {
            if (!finished.compareAndSet(false, true)) {
                return false;
            }
            if (expiry != null) {
                expiry.cancel();
            }
            reserved.addAndGet(-size);
            receiving.decrementAndGet();
            return true;
        }

        private void handOn() {
            Request whole = new WholeBodyRequest(request, ByteBuffer.wrap(bytes, 0, size));
            try {
                if (!getHandler().handle(whole, response, callback)) {
                    JettyErrorHandler.write(request, response, callback, 404);
                }
            } catch (Throwable failure) {
                Response.writeError(request, response, callback, failure);
            }
        }
    }

    /** The request with its body already read: the first read returns it whole, as the last chunk. */
    private static final class WholeBodyRequest extends Request.Wrapper {

        private ByteBuffer body;

        WholeBodyRequest(Request wrapped, ByteBuffer body) {
            super(wrapped);
            this.body = body;
        }

        @Override
        public Content.Chunk read() {
            if (body == null) {
                return Content.Chunk.EOF;
            }
            Content.Chunk whole = Content.Chunk.from(body, true);
            body = null;
            return whole;
        }

        @Override
        public void demand(Runnable demandCallback) {
            demandCallback.run();
        }
    }
}
