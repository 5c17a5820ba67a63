package io.campaignoutreach.adapter.http.json;

/**
 * The rule every text a client sends must meet, whichever store keeps it: no control characters
 * but tab, line feed and carriage return (PostgreSQL cannot hold U+0000 at all, and the others
 * only ever arrive by mistake or malice), and no half of a surrogate pair (it is not a character,
 * and a store would silently replace it).
 */
public final class TextRules {

    /** Said to the client when a text breaks the rule. */
    public static final String CONTROL_CHARACTER_MESSAGE =
            "must not contain control characters other than tab, line feed and carriage return";

    private TextRules() {
    }

    /** True when {@code text} holds U+0000-U+0008, U+000B, U+000C, U+000E-U+001F or U+007F. */
    public static boolean hasControlCharacter(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) {
                return true;
            }
        }
        return false;
    }

    /** True when {@code text} holds a high surrogate not followed by a low one, or a low one alone. */
    public static boolean hasUnpairedSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                } else {
                    return true;
                }
            } else if (Character.isLowSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}
