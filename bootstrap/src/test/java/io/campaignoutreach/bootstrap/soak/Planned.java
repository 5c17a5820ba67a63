package io.campaignoutreach.bootstrap.soak;

import java.net.http.HttpRequest;

/**
 * A request ready to send, and what its answer is checked against: for enrollment actions the
 * entries sent, the idempotency key and the body (to repeat it); for a poll the job polled, for a
 * repeat the job the original created.
 */
record Planned(RequestKind kind, HttpRequest request, int entries, String idempotencyKey, String body,
               JobLedger.AcceptedJob job) {

    static Planned simple(RequestKind kind, HttpRequest request) {
        return new Planned(kind, request, 0, null, null, null);
    }

    /** Method, path and query, for error samples: never headers, so never the key. */
    String describe() {
        String query = request.uri().getRawQuery();
        return request.method() + " " + request.uri().getRawPath() + (query == null ? "" : "?" + query);
    }
}
