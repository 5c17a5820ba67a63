package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.messaging.MessageSubmission;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.messaging.OutboundText;
import java.util.Objects;
import java.util.Optional;

/**
 * Sends one account's texts with Twilio's Messages resource, from its Messaging Service when it has one (Twilio then
 * picks the sender and applies the service's opt-out handling), else from its number, else from the text's own.
 * Sent once, like a call: a text without an answer is {@code Unknown}, settled by its status callbacks.
 */
final class TwilioMessaging implements Messaging {

    static final String SEND_MESSAGE = "send_message";
    static final String MESSAGING_SERVICE_SID = "messagingServiceSid";
    static final String FROM_NUMBER = "fromNumber";
    static final String MESSAGES_PER_SECOND = "messagesPerSecond";

    private final String accountId;
    private final TwilioApi api;
    private final TwilioWebhookUrls urls;
    private final Optional<String> messagingServiceSid;
    private final Optional<String> fromNumber;
    private final Pacer pacer;

    TwilioMessaging(String accountId, TwilioApi api, TwilioWebhookUrls urls, Optional<String> messagingServiceSid,
                    Optional<String> fromNumber, Pacer pacer) {
        this.accountId = Objects.requireNonNull(accountId, "accountId");
        this.api = Objects.requireNonNull(api, "api");
        this.urls = Objects.requireNonNull(urls, "urls");
        this.messagingServiceSid = Objects.requireNonNull(messagingServiceSid, "messagingServiceSid");
        this.fromNumber = Objects.requireNonNull(fromNumber, "fromNumber");
        this.pacer = Objects.requireNonNull(pacer, "pacer");
    }

    @Override
    public MessageSubmission send(OutboundText text) {
        if (!pacer.awaitSlot()) {
            return new MessageSubmission.Rejected("paced: the account's texts per second are taken", null);
        }
        Form form = Form.empty().add("To", text.to().e164()).add("Body", text.body());
        if (messagingServiceSid.isPresent()) {
            form.add("MessagingServiceSid", messagingServiceSid.get());
        } else {
            form.add("From", fromNumber.orElse(text.from().e164()));
        }
        form.add("StatusCallback", urls.textStatus(text.messageKey()));
        ApiAnswer answer = api.post(SEND_MESSAGE, "Messages.json", form);
        if (answer instanceof ApiAnswer.Done done) {
            return TwilioJson.read(done.body(), TwilioJson.Message.class)
                    .map(TwilioJson.Message::sid).filter(sid -> !sid.isBlank())
                    .<MessageSubmission>map(MessageSubmission.Accepted::new)
                    .orElseGet(() -> new MessageSubmission.Unknown("twilio accepted the text without a readable sid"));
        }
        if (answer instanceof ApiAnswer.Refused refused) {
            if (refused.httpStatus() >= 500 && refused.httpStatus() != 503) {
                return new MessageSubmission.Unknown("twilio " + refused.tag() + ": the text may have been sent");
            }
            return TextRefusals.of(refused);
        }
        if (answer instanceof ApiAnswer.NotSent notSent) {
            return new MessageSubmission.Rejected("twilio not reached: " + notSent.reason(), null);
        }
        return new MessageSubmission.Unknown("no answer from twilio: " + ((ApiAnswer.NoAnswer) answer).reason());
    }

    @Override
    public String toString() {
        return "TwilioMessaging[account=" + accountId + ", " + api + ", " + pacer + "]";
    }
}
