package io.campaignoutreach.adapter.provider.twilio;

/**
 * The URLs Twilio is given for one account, under {@code {publicBase}/webhooks/twilio/{accountId}/}. They are
 * built here once and requested and signed by Twilio exactly as written, so the signature check compares with
 * the same text.
 */
final class TwilioWebhookUrls {

    static final String CALL_STATUS = "calls/status";
    static final String CALL_ANSWER = "calls/answer";
    static final String CALL_DIALED = "calls/dialed";
    static final String TEXT_STATUS = "texts/status";
    static final String TEXT_INBOUND = "texts/inbound";
    static final String ATTEMPT = "attempt";
    static final String MESSAGE = "message";

    private final String accountBase;

    TwilioWebhookUrls(String publicBase, String accountId) {
        this.accountBase = publicBase + "/webhooks/twilio/" + Form.encode(accountId) + "/";
    }

    String callStatus(String attemptKey) {
        return accountBase + CALL_STATUS + "?" + ATTEMPT + "=" + Form.encode(attemptKey);
    }

    String callAnswer(String attemptKey) {
        return accountBase + CALL_ANSWER + "?" + ATTEMPT + "=" + Form.encode(attemptKey);
    }

    String callDialed(String attemptKey) {
        return accountBase + CALL_DIALED + "?" + ATTEMPT + "=" + Form.encode(attemptKey);
    }

    String textStatus(String messageKey) {
        return accountBase + TEXT_STATUS + "?" + MESSAGE + "=" + Form.encode(messageKey);
    }

    String textInbound() {
        return accountBase + TEXT_INBOUND;
    }

    @Override
    public String toString() {
        return "TwilioWebhookUrls[" + accountBase + "]";
    }
}
