package io.campaignoutreach.domain.inquiry;

/** Length rules of an inquiry's text members, counted in characters (code points) as requests count them. */
final class Texts {

    private Texts() {
    }

    static void requireAtMost(String text, int maxLength, String name) {
        if (text != null && text.codePointCount(0, text.length()) > maxLength) {
            throw new IllegalArgumentException(name + " must be at most " + maxLength + " characters");
        }
    }

    static boolean fits(String text, int maxLength) {
        return text == null || text.codePointCount(0, text.length()) <= maxLength;
    }
}
