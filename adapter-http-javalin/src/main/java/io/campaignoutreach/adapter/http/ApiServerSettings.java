package io.campaignoutreach.adapter.http;

/** Where the API listens. Port 0 picks a free port (tests). */
public record ApiServerSettings(String host, int port) {

    public ApiServerSettings {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host is required");
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0 to 65535");
        }
    }
}
