package io.campaignoutreach.bootstrap.soak;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * One closed-loop client: sends a request, waits for the answer, checks it, and sends the next,
 * until the end of the traffic phase. It polls its own unfinished jobs every {@code pollEvery},
 * waits for at most {@link #MAX_OPEN_JOBS} of them before sending another enrollment action (as an
 * integration would), and after a 429 waits what the server asked before its next request.
 */
final class SoakClient implements Runnable {

    static final Set<String> FINAL_STATUSES = Set.of("completed", "partial", "failed");
    private static final int MAX_OPEN_JOBS = 2;
    private static final double REPEAT_CHANCE = 0.5;
    private static final long NO_RESPONSE_PAUSE_MILLIS = 100;

    private final Api api;
    private final RequestFactory requests;
    private final TrafficMix mix;
    private final Random random;
    private final Recorder recorder = new Recorder();
    private final JobLedger ledger;
    private final long endNanos;
    private final long pollEveryNanos;
    private final Deque<OpenJob> openJobs = new ArrayDeque<>();
    private final ObjectMapper json = new ObjectMapper();
    private Planned repeatNext;

    SoakClient(Api api, RequestFactory requests, TrafficMix mix, Random random, JobLedger ledger, long endNanos,
               Duration pollEvery) {
        this.api = api;
        this.requests = requests;
        this.mix = mix;
        this.random = random;
        this.ledger = ledger;
        this.endNanos = endNanos;
        this.pollEveryNanos = pollEvery.toNanos();
    }

    Recorder recorder() {
        return recorder;
    }

    @Override
    public void run() {
        try {
            while (System.nanoTime() < endNanos) {
                execute(next());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private Planned next() {
        long now = System.nanoTime();
        for (OpenJob open : openJobs) {
            if (open.nextPollNanos <= now) {
                // Set before sending, so a failed poll is not retried at once.
                open.nextPollNanos = now + pollEveryNanos;
                return requests.poll(open.job);
            }
        }
        RequestKind kind = mix.pick(random);
        if (kind == RequestKind.ENROLL && repeatNext != null) {
            Planned repeat = repeatNext;
            repeatNext = null;
            return repeat;
        }
        if (kind.submitsJob() && openJobs.size() >= MAX_OPEN_JOBS) {
            kind = mix.pickWithoutJobs(random);
        }
        return requests.plan(kind);
    }

    private void execute(Planned planned) throws InterruptedException {
        RequestKind kind = planned.kind();
        Api.Response response;
        Instant sentAt = Instant.now();
        try {
            response = api.send(planned.request());
        } catch (IOException e) {
            recorder.error(kind, planned.describe(), Recorder.NO_RESPONSE, e.toString());
            // A pause, so a server that went away is not hammered with connection attempts.
            TimeUnit.MILLISECONDS.sleep(NO_RESPONSE_PAUSE_MILLIS);
            return;
        }
        recorder.response(kind, response.status(), response.nanos());
        if (response.status() == 429) {
            if (RetryAfter.of(response).isEmpty()) {
                recorder.error(kind, planned.describe(), response.status(), "429 without matching Retry-After and"
                        + " retryAfter: " + response.body());
            }
            recorder.waited(RetryAfter.await(response));
        } else if (response.status() != kind.expectedStatus()) {
            recorder.error(kind, planned.describe(), response.status(), response.body());
        } else if (kind.submitsJob() || kind == RequestKind.ENROLL_REPEAT) {
            accepted(planned, response, sentAt);
        } else if (kind == RequestKind.JOB_POLL) {
            polled(planned, response);
        }
    }

    /** Checks a 202: the job's id and status URL, and a total equal to the entries sent. */
    private void accepted(Planned planned, Api.Response response, Instant sentAt) {
        JsonNode body = parse(planned, response);
        if (body == null) {
            return;
        }
        String jobId = body.path("jobId").asText("");
        String statusUrl = body.path("statusUrl").asText("");
        if (jobId.isEmpty() || !statusUrl.endsWith("/" + jobId) || body.path("total").asInt(-1) != planned.entries()) {
            recorder.error(planned.kind(), planned.describe(), response.status(), "acceptance does not match the "
                    + planned.entries() + " entries sent: " + response.body());
            return;
        }
        if (planned.kind() == RequestKind.ENROLL_REPEAT) {
            boolean sameJob = planned.job().jobId().equals(jobId);
            ledger.repeated(sameJob);
            if (!sameJob) {
                recorder.error(planned.kind(), planned.describe(), response.status(),
                        "a repeat with the same key and body named another job: " + response.body());
            }
            return;
        }
        JobLedger.AcceptedJob job = new JobLedger.AcceptedJob(jobId, statusUrl, planned.kind(), planned.entries(),
                sentAt, planned.idempotencyKey());
        ledger.accepted(job);
        openJobs.add(new OpenJob(job, System.nanoTime() + pollEveryNanos));
        if (planned.idempotencyKey() != null && random.nextDouble() < REPEAT_CHANCE) {
            repeatNext = requests.repeat(planned, job);
        }
    }

    /** A final job is no longer polled (the audit reads it again after the traffic); others are polled later. */
    private void polled(Planned planned, Api.Response response) {
        JsonNode body = parse(planned, response);
        Iterator<OpenJob> open = openJobs.iterator();
        while (open.hasNext()) {
            OpenJob job = open.next();
            if (job.job == planned.job()) {
                if (body == null || FINAL_STATUSES.contains(body.path("status").asText())) {
                    open.remove();
                }
                return;
            }
        }
    }

    private JsonNode parse(Planned planned, Api.Response response) {
        try {
            return json.readTree(response.body());
        } catch (IOException e) {
            recorder.error(planned.kind(), planned.describe(), response.status(), "unreadable body: "
                    + response.body());
            return null;
        }
    }

    /** A job this client sent and has not yet seen final. */
    private static final class OpenJob {
        private final JobLedger.AcceptedJob job;
        private long nextPollNanos;

        OpenJob(JobLedger.AcceptedJob job, long nextPollNanos) {
            this.job = job;
            this.nextPollNanos = nextPollNanos;
        }
    }
}
