package io.campaignoutreach.bootstrap.soak;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * After the traffic: reads every accepted job until it is final (or the deadline passes) and
 * checks that its result is consistent: every entry processed, the outcome counts add up to the
 * total and agree with the items, one item per entry, and a status that follows from the counts
 * (D9: completed when no item failed, failed when every item failed, partial otherwise).
 */
final class JobAudit {

    private static final Duration ROUND_PAUSE = Duration.ofMillis(250);
    private static final int MAX_SAMPLES = 25;

    private final Api api;
    private final ObjectMapper json = new ObjectMapper();

    JobAudit(Api api) {
        this.api = api;
    }

    Result audit(List<JobLedger.AcceptedJob> jobs, Duration deadline) throws InterruptedException {
        long start = System.nanoTime();
        long end = start + deadline.toNanos();
        Result result = new Result();
        Map<String, JobLedger.AcceptedJob> pending = new LinkedHashMap<>();
        jobs.forEach(job -> pending.put(job.jobId(), job));
        Map<String, String> lastAnswer = new LinkedHashMap<>();
        while (!pending.isEmpty() && System.nanoTime() < end) {
            for (JobLedger.AcceptedJob job : List.copyOf(pending.values())) {
                Api.Response response;
                try {
                    response = api.send(api.get(job.statusUrl()));
                    result.requests++;
                } catch (IOException e) {
                    lastAnswer.put(job.jobId(), e.toString());
                    continue;
                }
                if (response.status() == 429) {
                    RetryAfter.await(response);
                    continue;
                }
                lastAnswer.put(job.jobId(), response.status() + " " + SoakReport.shorten(response.body()));
                if (response.status() != 200) {
                    continue;
                }
                JsonNode body = readTree(response.body());
                if (body != null && SoakClient.FINAL_STATUSES.contains(body.path("status").asText())) {
                    pending.remove(job.jobId());
                    check(job, body, result);
                }
            }
            if (!pending.isEmpty()) {
                TimeUnit.NANOSECONDS.sleep(ROUND_PAUSE.toNanos());
            }
        }
        for (JobLedger.AcceptedJob job : pending.values()) {
            result.notFinal++;
            result.problem("job " + job.jobId() + " (" + action(job) + ", " + job.entries()
                    + " entries) not final after " + deadline.toSeconds() + " s; last answer: "
                    + lastAnswer.getOrDefault(job.jobId(), "none"));
        }
        result.millis = (System.nanoTime() - start) / 1_000_000;
        return result;
    }

    private void check(JobLedger.AcceptedJob job, JsonNode body, Result result) {
        String status = body.path("status").asText();
        result.byStatus.merge(status, 1L, Long::sum);
        int total = body.path("total").asInt(-1);
        int processed = body.path("processed").asInt(-1);
        int succeeded = body.path("succeeded").asInt(-1);
        int skipped = body.path("skipped").asInt(-1);
        int failed = body.path("failed").asInt(-1);
        JsonNode items = body.path("items");
        List<String> broken = new ArrayList<>();
        if (!job.jobId().equals(body.path("jobId").asText())) {
            broken.add("jobId " + body.path("jobId").asText());
        }
        if (total != job.entries()) {
            broken.add("total " + total + " for " + job.entries() + " entries sent");
        }
        if (processed != total) {
            broken.add("processed " + processed + " != total " + total);
        }
        if (succeeded + skipped + failed != total) {
            broken.add("succeeded " + succeeded + " + skipped " + skipped + " + failed " + failed + " != total "
                    + total);
        }
        if (!items.isArray() || items.size() != total) {
            broken.add((items.isArray() ? items.size() : "no") + " items for total " + total);
        }
        String expected = failed == 0 ? "completed" : failed == total ? "failed" : "partial";
        if (!status.equals(expected)) {
            broken.add("status " + status + " but counts say " + expected);
        }
        Map<String, Integer> outcomes = new TreeMap<>();
        for (int i = 0; i < items.size(); i++) {
            JsonNode item = items.get(i);
            outcomes.merge(item.path("outcome").asText("missing"), 1, Integer::sum);
            if (item.path("index").asInt(-1) != i) {
                broken.add("item " + i + " has index " + item.path("index"));
                break;
            }
        }
        if (outcomes.getOrDefault("succeeded", 0) != succeeded || outcomes.getOrDefault("skipped", 0) != skipped
                || outcomes.getOrDefault("failed", 0) != failed || outcomes.size() > 3) {
            broken.add("item outcomes " + outcomes + " do not match the counts");
        }
        if (broken.isEmpty()) {
            result.consistent++;
        } else {
            result.problem("job " + job.jobId() + " (" + action(job) + "): "
                    + String.join("; ", broken));
        }
        try {
            Instant completedAt = Instant.parse(body.path("completedAt").asText());
            result.requestToFinal.add(Duration.between(job.sentAt(), completedAt).toNanos());
        } catch (DateTimeParseException e) {
            result.problem("job " + job.jobId() + ": final without a completedAt");
        }
    }

    private static String action(JobLedger.AcceptedJob job) {
        return job.action().name().toLowerCase(Locale.ROOT);
    }

    private JsonNode readTree(String body) {
        try {
            return json.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }

    /** What the audit found. */
    static final class Result {
        private final Map<String, Long> byStatus = new TreeMap<>();
        private final List<String> samples = new ArrayList<>();
        private final LatencySeries requestToFinal = new LatencySeries();
        private long problems;
        private long consistent;
        private long notFinal;
        private long requests;
        private long millis;

        private void problem(String text) {
            problems++;
            if (samples.size() < MAX_SAMPLES) {
                samples.add(text);
            }
        }

        Map<String, Long> byStatus() {
            return byStatus;
        }

        List<String> samples() {
            return samples;
        }

        /** From sending the request (client clock) to the job's completedAt (server clock, same machine). */
        LatencySeries requestToFinal() {
            return requestToFinal;
        }

        long problems() {
            return problems;
        }

        long consistent() {
            return consistent;
        }

        long notFinal() {
            return notFinal;
        }

        long requests() {
            return requests;
        }

        long millis() {
            return millis;
        }

        boolean passed() {
            return problems == 0;
        }
    }
}
