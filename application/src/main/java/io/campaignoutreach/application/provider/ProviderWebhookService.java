package io.campaignoutreach.application.provider;

import io.campaignoutreach.application.shared.StoreUnavailableException;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.provider.ProviderAccountId;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Inbound port for providers' webhooks, outside the API key scheme: finds the account the URL names and hands the
 * request to its provider's adapter, which checks the provider's signature before reading anything else. A URL
 * naming no account of that provider is answered 404; an account whose secrets cannot be opened, or a store
 * that cannot be reached, 503, so the provider delivers again later.
 */
public final class ProviderWebhookService {

    private static final System.Logger LOG = System.getLogger(ProviderWebhookService.class.getName());

    private final ProviderAccounts accounts;
    private final TransactionRunner transactions;
    private final Map<ProviderKind, ProviderAdapter> adapters;
    private final ProviderEvents events;
    private final WebhookUrls urls;

    public ProviderWebhookService(ProviderAccounts accounts, TransactionRunner transactions,
                                  Map<ProviderKind, ProviderAdapter> adapters, ProviderEvents events,
                                  WebhookUrls urls) {
        this.urls = urls;
        this.accounts = accounts;
        this.transactions = transactions;
        this.adapters = Map.copyOf(adapters);
        this.events = events;
    }

    /** For a server no provider can reach: every webhook URL names nothing, and is answered 404. */
    public static ProviderWebhookService withoutProviders() {
        return new ProviderWebhookService(null, null, Map.of(), ProviderEvents.NONE, WebhookUrls.NONE);
    }

    public WebhookReply receive(String provider, String accountId, WebhookRequest request) {
        Optional<ProviderKind> kind = ProviderKind.fromWireName(provider).filter(adapters::containsKey);
        Optional<ProviderAccountId> id = parse(accountId);
        if (kind.isEmpty() || id.isEmpty()) {
            return WebhookReply.notFound();
        }
        Optional<OpenedAccount> account;
        try {
            account = transactions.inTransaction(() -> accounts.openById(id.get()))
                    .filter(opened -> opened.kind() == kind.get());
        } catch (SecretVaultException unopenable) {
            LOG.log(System.Logger.Level.WARNING, "A " + provider + " webhook for account " + accountId
                    + " was not taken: its secrets cannot be opened with this server's keys");
            return WebhookReply.unavailable();
        } catch (StoreUnavailableException down) {
            return WebhookReply.unavailable();
        }
        if (account.isEmpty()) {
            events.webhook(kind.get(), "unknown_account");
            return WebhookReply.notFound();
        }
        return adapters.get(kind.get()).receive(account.get(), request);
    }

    /**
     * The URL a provider signed for a request that arrived at {@code pathAndQuery}: on the public base URL, as the
     * provider was given it; the path alone when the server has none (it then has no provider accounts).
     */
    public String publicUrl(String pathAndQuery) {
        return urls.base().map(base -> base + pathAndQuery).orElse(pathAndQuery);
    }

    private static Optional<ProviderAccountId> parse(String text) {
        try {
            return Optional.of(ProviderAccountId.of(UUID.fromString(text)))
                    .filter(id -> id.toString().equalsIgnoreCase(text));
        } catch (IllegalArgumentException notAnId) {
            return Optional.empty();
        }
    }
}
