package io.campaignoutreach.domain.messaging;

/**
 * The service's answers to a customer's keyword, as the CTIA's handbook words them: each names the
 * sender, none markets. An opt-out is confirmed once, and nothing follows it until the customer opts
 * back in.
 */
public final class KeywordReplies {

    private KeywordReplies() {
    }

    public static String optOut(String brand) {
        return named(brand) + "You are unsubscribed and will receive no more messages. Reply START to resubscribe.";
    }

    public static String optIn(String brand) {
        return named(brand) + "You are resubscribed to messages. Msg & data rates may apply."
                + " Reply HELP for help, STOP to opt out.";
    }

    public static String help(String brand, String companyPhone) {
        return named(brand) + "For help call " + companyPhone + ". Msg & data rates may apply."
                + " Reply STOP to opt out.";
    }

    private static String named(String brand) {
        return brand == null || brand.isBlank() ? "" : brand.strip() + ": ";
    }
}
