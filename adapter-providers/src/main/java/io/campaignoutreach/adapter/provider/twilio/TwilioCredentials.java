package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.provider.OpenedAccount;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Objects;

/** An account's SID and auth token, read from the opened account; its text form never shows the token. */
record TwilioCredentials(String accountSid, String authToken) {

    static final String ACCOUNT_SID = "accountSid";
    static final String AUTH_TOKEN = "authToken";

    TwilioCredentials {
        Objects.requireNonNull(accountSid, "accountSid");
        Objects.requireNonNull(authToken, "authToken");
    }

    static TwilioCredentials of(OpenedAccount account) {
        return new TwilioCredentials(account.requiredSetting(ACCOUNT_SID), account.secret(AUTH_TOKEN));
    }

    /** The value of the Authorization header: HTTP basic with the SID and the token. */
    String basicAuthorization() {
        String pair = accountSid + ":" + authToken;
        return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public String toString() {
        return "TwilioCredentials[accountSid=" + accountSid + ", authToken hidden]";
    }
}
