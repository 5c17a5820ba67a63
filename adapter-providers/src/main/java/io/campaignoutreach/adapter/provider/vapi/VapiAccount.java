package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.provider.webhooks.VapiHmacPlan;
import io.campaignoutreach.adapter.provider.webhooks.VapiServerCredential;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * An organization's Vapi account as this adapter reads it: the API key (secret {@code apiKey}), the assistant and
 * phone number calls are placed with (settings {@code assistantId}, {@code phoneNumberId}), and how Vapi proves its
 * webhooks are its own (setting {@code serverAuth}: {@code secret}, the default, or {@code hmac}; secret
 * {@code serverSecret}; optional setting {@code serverCredentialId}). Its {@link #toString} shows no secret.
 */
record VapiAccount(String id, OrganizationId organizationId, String apiKey, String assistantId, String phoneNumberId,
                   ServerAuth serverAuth, String serverSecret, Optional<String> serverCredentialId) {

    static final String API_KEY = "apiKey";
    static final String ASSISTANT_ID = "assistantId";
    static final String PHONE_NUMBER_ID = "phoneNumberId";
    static final String SERVER_AUTH = "serverAuth";
    static final String SERVER_SECRET = "serverSecret";
    static final String SERVER_CREDENTIAL_ID = "serverCredentialId";

    /** How Vapi authenticates its requests to the server URL. */
    enum ServerAuth {
        /** The legacy server secret, sent as is in {@code x-vapi-secret}. */
        SECRET,
        /** An HMAC credential with Vapi's default plan (SHA-256, {@code x-signature}, {@code x-timestamp}, hex). */
        HMAC
    }

    VapiAccount {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(apiKey, "apiKey");
        Objects.requireNonNull(assistantId, "assistantId");
        Objects.requireNonNull(phoneNumberId, "phoneNumberId");
        Objects.requireNonNull(serverAuth, "serverAuth");
        Objects.requireNonNull(serverSecret, "serverSecret");
        Objects.requireNonNull(serverCredentialId, "serverCredentialId");
    }

    /** Reads the settings and secrets placing calls needs; an account missing one throws, naming it. */
    static VapiAccount of(OpenedAccount account) {
        return new VapiAccount(account.id(), account.organizationId(), account.secret(API_KEY),
                account.requiredSetting(ASSISTANT_ID), account.requiredSetting(PHONE_NUMBER_ID),
                serverAuth(account), account.secret(SERVER_SECRET),
                account.setting(SERVER_CREDENTIAL_ID).filter(value -> !value.isBlank()));
    }

    /** The check of Vapi's requests to the server URL; needs only the server credential's settings. */
    static VapiServerCredential credential(OpenedAccount account, Clock clock) {
        String secret = account.secret(SERVER_SECRET);
        return switch (serverAuth(account)) {
            case SECRET -> VapiServerCredential.secretHeader(secret);
            case HMAC -> VapiServerCredential.hmac(VapiHmacPlan.of(secret, VapiHmacPlan.Algorithm.SHA256), clock);
        };
    }

    /**
     * The per-call {@code server} Vapi sends the call's messages to: the URL, and how it authenticates. Vapi's
     * {@code Server} schema (openapi.json) has no inline secret since 2025 (the {@code server.secret} field is gone);
     * it offers {@code credentialId}, a credential stored at Vapi, and {@code headers} "to include in the request".
     * A stored credential is used when the account names one (the only way to get HMAC signatures); otherwise the
     * server secret travels as the {@code x-vapi-secret} header, which is exactly what the legacy secret sent
     * (server-authentication.mdx, "Legacy X-Vapi-Secret Support").
     *
     * <p>Vapi sends each message once unless the server has a {@code backoffPlan} ({@code Server.backoffPlan}:
     * "Defaults to undefined (the request will not be retried)"); the plan makes the 503 this adapter answers when
     * the store is down mean "send it again". Refusals (400, 401, 403, 404) are not worth sending again.
     */
    ObjectNode server(String url, int timeoutSeconds) {
        ObjectNode server = VapiJson.MAPPER.createObjectNode();
        server.put("url", url);
        server.put("timeoutSeconds", timeoutSeconds);
        if (serverCredentialId.isPresent()) {
            server.put("credentialId", serverCredentialId.get());
        } else {
            server.putObject("headers").put(VapiServerCredential.SECRET_HEADER, serverSecret);
        }
        ObjectNode backoff = server.putObject("backoffPlan");
        backoff.put("type", "exponential");
        backoff.put("maxRetries", 3);
        backoff.put("baseDelaySeconds", 1);
        backoff.putArray("excludedStatusCodes").add(400).add(401).add(403).add(404);
        return server;
    }

    /** Whether Vapi could sign this account's webhooks as its check expects. */
    boolean canAuthenticateWebhooks() {
        return serverAuth == ServerAuth.SECRET || serverCredentialId.isPresent();
    }

    private static ServerAuth serverAuth(OpenedAccount account) {
        String mode = account.setting(SERVER_AUTH).orElse("secret").trim().toLowerCase(Locale.ROOT);
        return switch (mode) {
            case "secret", "" -> ServerAuth.SECRET;
            case "hmac" -> ServerAuth.HMAC;
            default -> throw new IllegalStateException("the account's serverAuth is neither secret nor hmac");
        };
    }

    @Override
    public String toString() {
        return "VapiAccount[id=" + id + ", organizationId=" + organizationId + ", assistantId=" + assistantId
                + ", phoneNumberId=" + phoneNumberId + ", serverAuth=" + serverAuth + ", serverCredentialId="
                + serverCredentialId.orElse("none") + ", apiKey and serverSecret hidden]";
    }
}
