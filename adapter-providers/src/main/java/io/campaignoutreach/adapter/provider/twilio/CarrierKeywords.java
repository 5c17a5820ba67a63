package io.campaignoutreach.adapter.provider.twilio;

import java.util.Locale;
import java.util.Set;

/**
 * Whether Twilio itself already answered an incoming text. Twilio's default keyword handling on long codes and
 * toll-free numbers replies to single-word opt-out keywords (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, and
 * in its current documentation REVOKE and OPTOUT), opt-in keywords (START, YES, UNSTOP) and help keywords (HELP,
 * INFO); a Messaging Service with Advanced Opt-Out names the keyword's kind in {@code OptOutType} instead. Only
 * the whole, trimmed message counts: "STOP PLEASE" is an ordinary text.
 */
final class CarrierKeywords {

    private static final Set<String> DEFAULT_KEYWORDS = Set.of("STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END",
            "QUIT", "REVOKE", "OPTOUT", "START", "YES", "UNSTOP", "HELP", "INFO");

    private CarrierKeywords() {
    }

    static boolean carrierReplied(String body, boolean optOutTypePresent) {
        return optOutTypePresent || DEFAULT_KEYWORDS.contains(body.strip().toUpperCase(Locale.ROOT));
    }
}
