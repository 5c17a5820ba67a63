package io.campaignoutreach.application.provider;

import java.util.Objects;

/**
 * An inbound provider request as it arrived: {@code path} is what follows the account in the webhook URL
 * ({@code calls}, {@code texts/inbound}), {@code publicUrl} the exact URL the provider was given and signed
 * (the configured public base URL, the path and the query string as sent), and the raw body.
 */
public record WebhookRequest(String path, String publicUrl, HeaderLookup headers, String contentType, byte[] body) {

    public WebhookRequest {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(publicUrl, "publicUrl");
        Objects.requireNonNull(headers, "headers");
        Objects.requireNonNull(body, "body");
        contentType = contentType == null ? "" : contentType;
    }
}
