package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.provider.CallScript;

/** The few TwiML documents the adapter answers with; every text put in them is XML-escaped. */
final class Twiml {

    static final String EMPTY = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response/>";
    static final String HANG_UP = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response><Hangup/></Response>";

    private Twiml() {
    }

    /**
     * An answered call's instructions: say the script's words, then dial the agent with {@code dialAction} as the
     * Dial's action (Twilio requests it when the agent's leg ends), or hang up when there is nobody to connect.
     */
    static String answered(CallScript script, String dialAction) {
        StringBuilder twiml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response>");
        script.say().filter(words -> !words.isBlank())
                .ifPresent(words -> twiml.append("<Say>").append(escape(words)).append("</Say>"));
        if (script.connectTo().isPresent()) {
            twiml.append("<Dial action=\"").append(escape(dialAction)).append("\" method=\"POST\">")
                    .append(escape(script.connectTo().get().e164())).append("</Dial>");
        } else {
            twiml.append("<Hangup/>");
        }
        return twiml.append("</Response>").toString();
    }

    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&apos;");
                default -> {
                    // Control characters other than tab and line breaks are not allowed in XML 1.0 at all.
                    if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') {
                        escaped.append(c);
                    }
                }
            }
        }
        return escaped.toString();
    }
}
