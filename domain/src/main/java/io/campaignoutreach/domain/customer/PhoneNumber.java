package io.campaignoutreach.domain.customer;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A US (NANP) phone number in E.164 form, {@code +1} and 10 digits (D10). Accepts 10 digits or
 * 11 starting with 1, with optional {@code +}, spaces, dashes, dots and parentheses; the area code
 * and exchange start with 2 to 9.
 */
public record PhoneNumber(String e164) {

    private static final Pattern E164 = Pattern.compile("^\\+1[2-9]\\d{2}[2-9]\\d{6}$");
    private static final Pattern ALLOWED = Pattern.compile("^\\+?[0-9 ().\\-]+$");

    public PhoneNumber {
        Objects.requireNonNull(e164, "e164");
        if (!E164.matcher(e164).matches()) {
            throw new IllegalArgumentException("not a normalized US phone number");
        }
    }

    public static Optional<PhoneNumber> parse(String text) {
        if (text == null || text.length() > 32 || !ALLOWED.matcher(text.strip()).matches()) {
            return Optional.empty();
        }
        String trimmed = text.strip();
        boolean plus = trimmed.startsWith("+");
        String digits = digitsOf(trimmed);
        if (digits.length() == 11 && digits.charAt(0) == '1') {
            digits = digits.substring(1);
        } else if (digits.length() != 10 || plus) {
            return Optional.empty();
        }
        String candidate = "+1" + digits;
        return E164.matcher(candidate).matches() ? Optional.of(new PhoneNumber(candidate)) : Optional.empty();
    }

    /** The text's ASCII digits, in order, without compiling a pattern for each text. */
    static String digitsOf(String text) {
        StringBuilder digits = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                digits.append(c);
            }
        }
        return digits.toString();
    }

    /** The number's digits without the plus sign, as a phone-like search compares them. */
    public String digits() {
        return e164.substring(1);
    }

    /** The last four digits only, for logs and messages that must not carry the whole number. */
    public String masked() {
        return "***" + e164.substring(e164.length() - 4);
    }

    @Override
    public String toString() {
        return e164;
    }
}
