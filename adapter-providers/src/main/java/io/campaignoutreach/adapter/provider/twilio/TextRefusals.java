package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.messaging.MessageSubmission;
import java.util.Map;

/**
 * What Twilio's refusal to send a text means. 21610 is the recipient's own STOP, which the service records as an
 * opt-out; every other code is a refusal carrying Twilio's code, so that it stays visible on the text. The reason
 * names the code and never repeats Twilio's message, which quotes the number.
 */
final class TextRefusals {

    static final int UNSUBSCRIBED_RECIPIENT = 21610;

    private static final Map<Integer, String> REASONS = Map.ofEntries(
            Map.entry(21211, "invalid 'To' number"),
            Map.entry(21614, "'To' number is not a mobile number"),
            Map.entry(21612, "'To' number cannot be reached from the sender"),
            Map.entry(21408, "geo permissions do not allow texting this region"),
            Map.entry(21606, "'From' number cannot send texts"),
            Map.entry(21608, "trial account: 'To' number not verified"),
            Map.entry(20003, "Twilio refused the account's credentials"),
            Map.entry(20429, "Twilio throttled the account"));

    private TextRefusals() {
    }

    static MessageSubmission of(ApiAnswer.Refused refused) {
        String code = refused.code() == null ? null : refused.code().toString();
        if (refused.code() != null && refused.code() == UNSUBSCRIBED_RECIPIENT) {
            return new MessageSubmission.OptedOut("twilio 21610: the recipient replied STOP to the sender", code);
        }
        String reason = refused.code() == null ? null : REASONS.get(refused.code());
        return new MessageSubmission.Rejected(
                "twilio " + refused.tag() + ": " + (reason == null ? "text refused" : reason), code);
    }
}
