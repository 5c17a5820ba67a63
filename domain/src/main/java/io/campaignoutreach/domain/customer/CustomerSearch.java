package io.campaignoutreach.domain.customer;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The search of D5 over customers: a case-insensitive substring of the first name, the last name or the full
 * name ("first last"); when the text looks like a phone number (digits with the punctuation of D10 only), its
 * digits are also looked for among the digits of the customer's phone. A deleted customer matches nothing.
 */
public final class CustomerSearch {

    private static final Pattern PHONE_LIKE = Pattern.compile("^[0-9 ().+\\-]*[0-9][0-9 ().+\\-]*$");

    private final String text;
    // Worked out once: a list compares them with every customer.
    private final String lowerCase;
    private final String digits;

    public CustomerSearch(String text) {
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("a search needs text");
        }
        this.text = text;
        this.lowerCase = text.toLowerCase(Locale.ROOT);
        this.digits = PHONE_LIKE.matcher(text).matches() ? PhoneNumber.digitsOf(text) : null;
    }

    /** The search of {@code text}, or null when there is none: an empty text searches nothing. */
    public static CustomerSearch of(String text) {
        return text == null || text.isEmpty() ? null : new CustomerSearch(text);
    }

    public String text() {
        return text;
    }

    /** The text in lower case, as names are compared. */
    public String lowerCase() {
        return lowerCase;
    }

    /** The digits of a phone-like text, compared with a phone's digits; null when the text is not phone-like. */
    public String digits() {
        return digits;
    }

    /** Whether the customer's name or phone matches; the SQL store expresses the same rule in its query. */
    public boolean matchesNameOrPhone(Customer customer) {
        if (customer == null || customer.isDeleted()) {
            return false;
        }
        String needle = lowerCase;
        String first = customer.profile().text(CustomerField.FIRST_NAME);
        String last = customer.profile().text(CustomerField.LAST_NAME);
        if (contains(first, needle) || contains(last, needle) || contains(fullName(first, last), needle)) {
            return true;
        }
        return digits != null && customer.phone().digits().contains(digits);
    }

    /** "first last" of the parts that are set, null when neither is; the name the API writes and searches. */
    public static String fullName(String first, String last) {
        if (first == null || last == null) {
            return first == null ? last : first;
        }
        return first + " " + last;
    }

    /** Whether {@code text} holds the search's text, ignoring case; a null text holds nothing. */
    public boolean foundIn(String text) {
        return contains(text, lowerCase());
    }

    private static boolean contains(String text, String lowerCaseNeedle) {
        return text != null && text.toLowerCase(Locale.ROOT).contains(lowerCaseNeedle);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CustomerSearch search && search.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return "CustomerSearch[" + text + "]";
    }
}
