package io.campaignoutreach.domain.source;

import java.util.regex.Pattern;

/**
 * The money and duration terms of a source (D15): amounts are USD decimal strings of up to 10
 * digits and 4 decimals; the duration threshold is whole seconds, up to 6 digits.
 */
public final class SourceTerms {

    public static final String MONEY_FORMAT = "^\\d{1,10}(\\.\\d{1,4})?$";
    public static final String SECONDS_FORMAT = "^\\d{1,6}$";
    public static final Pattern MONEY = Pattern.compile(MONEY_FORMAT);
    public static final Pattern SECONDS = Pattern.compile(SECONDS_FORMAT);

    private SourceTerms() {
    }

    public static boolean isMoney(String text) {
        return text == null || MONEY.matcher(text).matches();
    }

    public static boolean isSeconds(String text) {
        return text == null || SECONDS.matcher(text).matches();
    }
}
