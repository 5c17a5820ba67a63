package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where providers reach the server: its public base URL (as the internet sees it, behind any proxy) and the
 * webhook paths under it. Providers sign the exact URL they were given, so the server checks signatures against
 * this base, never against the address a request arrived at.
 */
public final class WebhookUrls {

    /** The path every provider webhook is under: {@code /webhooks/<provider>/<account id>/...}. */
    public static final String PREFIX = "/webhooks";

    private final URI base;

    private WebhookUrls(URI base) {
        this.base = base;
    }

    /** No public base URL: provider accounts other than the simulated carrier cannot be set up. */
    public static final WebhookUrls NONE = new WebhookUrls(null);

    /** {@code base} without a trailing slash, e.g. https://outreach.example.com. */
    public static WebhookUrls at(URI base) {
        Objects.requireNonNull(base, "base");
        String text = base.toString();
        return new WebhookUrls(URI.create(text.endsWith("/") ? text.substring(0, text.length() - 1) : text));
    }

    public Optional<URI> base() {
        return Optional.ofNullable(base);
    }

    /** The URL of the account's webhooks, without a trailing slash, under which each provider adds its paths. */
    public String accountUrl(ProviderKind kind, String accountId) {
        if (base == null) {
            throw new IllegalStateException("the server has no public base URL");
        }
        return base + PREFIX + "/" + kind.wireName() + "/" + accountId;
    }

    /**
     * The URLs an operator sets at the provider for the account: for Twilio texts, where the messaging service or
     * number sends incoming texts; for Vapi, the assistant's server URL. Calls carry their own callback URLs.
     */
    public Map<String, String> toConfigure(ProviderAccount account) {
        Map<String, String> urls = new LinkedHashMap<>();
        if (base == null) {
            return urls;
        }
        String at = accountUrl(account.kind(), account.id().toString());
        if (account.kind() == ProviderKind.TWILIO && account.channel() == ProviderChannel.TEXTS) {
            urls.put("incomingTexts", at + "/texts/inbound");
        } else if (account.kind() == ProviderKind.VAPI) {
            urls.put("serverUrl", at + "/events");
        }
        return urls;
    }
}
