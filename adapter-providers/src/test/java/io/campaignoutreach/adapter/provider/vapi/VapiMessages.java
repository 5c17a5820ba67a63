package io.campaignoutreach.adapter.provider.vapi;

/** Server message bodies as Vapi sends them (VapiAI/docs fern/server-url/events.mdx), for the adapter's tests. */
final class VapiMessages {

    static final String CALL = """
            {"id": "call-1", "orgId": "org-v", "status": "in-progress",
             "assistantOverrides": {"metadata": {"attemptKey": "att-42/1 x",
               "organizationId": "7b0c1f9e-3a52-4d0e-9c71-2f4b8a6d5e10"}}}""";

    private VapiMessages() {
    }

    static String statusUpdate(String status, String endedReason) {
        return """
                {"message": {"type": "status-update", "status": "%s", %s "timestamp": 1796677200000,
                 "call": %s}}
                """.formatted(status, endedReason == null ? "" : "\"endedReason\": \"" + endedReason + "\",", CALL);
    }

    static String endOfCallReport(String endedReason) {
        return """
                {"message": {
                  "type": "end-of-call-report",
                  "endedReason": "%s",
                  "timestamp": 1796677260000,
                  "startedAt": "2026-12-07T21:00:05Z",
                  "endedAt": "2026-12-07T21:01:35Z",
                  "durationMs": 90250,
                  "durationSeconds": 90.25,
                  "cost": 0.1234,
                  "call": %s,
                  "artifact": {
                    "transcript": "AI: Hello Ada. User: Hi, is my appointment still on?",
                    "messages": [
                      {"role": "bot", "message": "Hello Ada.", "time": 1, "secondsFromStart": 0},
                      {"role": "user", "message": "Hi, is my appointment still on?", "time": 2,
                       "secondsFromStart": 3}
                    ]
                  },
                  "analysis": {"summary": "The customer asked about the appointment.", "successEvaluation": "true"}
                }}
                """.formatted(endedReason, CALL);
    }

    /** A report with no conversation and no analysis, as for a call nobody answered. */
    static String bareReport(String endedReason, String call) {
        return """
                {"message": {"type": "end-of-call-report", "endedReason": "%s", "durationSeconds": 12,
                 "artifact": {}, "analysis": {}, "call": %s}}
                """.formatted(endedReason, call);
    }

    static String toolCalls(String toolCallList) {
        return """
                {"message": {"type": "tool-calls", "timestamp": 1796677230000, "call": %s,
                 "toolWithToolCallList": [], "toolCallList": %s}}
                """.formatted(CALL, toolCallList);
    }
}
