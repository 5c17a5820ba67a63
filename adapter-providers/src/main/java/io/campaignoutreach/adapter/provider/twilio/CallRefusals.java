package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.telephony.Submission;
import java.time.Duration;
import java.util.Map;

/**
 * What Twilio's refusal to create a call means for the attempt. A refusal about the number ends the attempt as a
 * failed call (trying the same number again cannot succeed); one about the account (credentials, caller id, geo
 * permissions, trial limits, throttling) or an unknown code does not, since the same call may go through once the
 * account is fixed or the throttle lifts. The reason names the code and never repeats Twilio's message, which
 * quotes the number.
 */
final class CallRefusals {

    private record Meaning(String reason, boolean aboutTheNumber) {
    }

    private static final Map<Integer, Meaning> BY_CODE = Map.ofEntries(
            Map.entry(21211, new Meaning("invalid 'To' number", true)),
            Map.entry(21214, new Meaning("'To' number cannot be reached", true)),
            Map.entry(21216, new Meaning("the account may not call this number", true)),
            Map.entry(21217, new Meaning("'To' number does not appear valid", true)),
            Map.entry(13224, new Meaning("Twilio cannot call this number", true)),
            Map.entry(13223, new Meaning("invalid phone number format", true)),
            Map.entry(21215, new Meaning("geo permissions do not allow calling this country", false)),
            Map.entry(21210, new Meaning("caller id is not a verified number of the account", false)),
            Map.entry(21212, new Meaning("invalid caller id", false)),
            Map.entry(21213, new Meaning("caller id is required", false)),
            Map.entry(21219, new Meaning("trial account: 'To' number not verified", false)),
            Map.entry(20003, new Meaning("Twilio refused the account's credentials", false)),
            Map.entry(20404, new Meaning("Twilio does not know the account", false)),
            Map.entry(20429, new Meaning("Twilio throttled the account", false)));

    private CallRefusals() {
    }

    /** Twilio's pause, when it asked for one: the engine tries the call again then rather than after its own. */
    private static Duration positive(Duration retryAfter) {
        return retryAfter == null || retryAfter.isZero() ? null : retryAfter;
    }

    static Submission.Rejected of(ApiAnswer.Refused refused) {
        Meaning meaning = refused.code() == null ? null : BY_CODE.get(refused.code());
        if (meaning != null) {
            return new Submission.Rejected("twilio " + refused.code() + ": " + meaning.reason(),
                    meaning.aboutTheNumber(), meaning.aboutTheNumber() ? null : positive(refused.retryAfter()));
        }
        if (refused.httpStatus() == 401) {
            return new Submission.Rejected("twilio " + refused.tag() + ": credentials refused", false);
        }
        return new Submission.Rejected("twilio " + refused.tag() + ": call refused", false,
                positive(refused.retryAfter()));
    }
}
