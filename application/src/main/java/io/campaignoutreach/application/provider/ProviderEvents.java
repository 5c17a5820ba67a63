package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.provider.ProviderKind;

/**
 * Outbound port: what a provider adapter reports for operators to count. {@code operation} is a fixed name
 * ({@code create_call}, {@code send_message}, {@code fetch_call}); {@code outcome} is {@code ok} or the provider's
 * error code ({@code 21610}, {@code http_503}, {@code timeout}); a webhook's verdict is {@code accepted} or its
 * refusal reason's tag. None of them carries a secret, a number or a body.
 */
public interface ProviderEvents {

    ProviderEvents NONE = new ProviderEvents() {
    };

    /** One request to the provider's API ended with {@code outcome}. */
    default void request(ProviderKind kind, String operation, String outcome) {
    }

    /** A request refused for the provider's own reasons (rate limit, 5xx) was tried again after a pause. */
    default void retried(ProviderKind kind, String operation) {
    }

    /** A webhook request was checked: {@code accepted}, or the reason it was refused. */
    default void webhook(ProviderKind kind, String verdict) {
    }

    /** A call or text whose outcome was read back from the provider: found ended or not. */
    default void reconciled(ProviderKind kind, boolean found) {
    }
}
