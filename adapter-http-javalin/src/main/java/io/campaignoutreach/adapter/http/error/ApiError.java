package io.campaignoutreach.adapter.http.error;

import java.util.Map;

/**
 * An error answer decided in the HTTP adapter itself (bad JSON, wrong media type, unknown route):
 * status, D2 code and a message for people, with optional extra body members and headers.
 */
public final class ApiError extends RuntimeException {

    private final int status;
    private final String code;
    private final Map<String, Object> extraBody;
    private final Map<String, String> headers;

    public ApiError(int status, String code, String message) {
        this(status, code, message, Map.of(), Map.of());
    }

    public ApiError(int status, String code, String message, Map<String, Object> extraBody,
                    Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.extraBody = Map.copyOf(extraBody);
        this.headers = Map.copyOf(headers);
    }

    public static ApiError invalidJson(String message) {
        return new ApiError(400, "INVALID_JSON", message);
    }

    public static ApiError notFound() {
        return new ApiError(404, "NOT_FOUND", "Not found");
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public Map<String, Object> extraBody() {
        return extraBody;
    }

    public Map<String, String> headers() {
        return headers;
    }
}
