package io.campaignoutreach.domain.customfield;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Field keys (D18): lower snake case ASCII, starting with a letter, at most 64 characters, unique
 * per organization and record type. A key derived from a label that is taken gets {@code _2},
 * {@code _3} and so on.
 */
public final class FieldKeys {

    public static final int MAX_LENGTH = 64;
    public static final Pattern FORMAT = Pattern.compile("^[a-z][a-z0-9_]{0,63}$");
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern NOT_ALLOWED = Pattern.compile("[^a-z0-9]+");

    private FieldKeys() {
    }

    public static boolean isValid(String key) {
        return key != null && FORMAT.matcher(key).matches();
    }

    /** The key a label gives when none of {@code taken} stands in its way. */
    public static String derive(String label, Set<String> taken) {
        String base = base(label);
        if (!taken.contains(base)) {
            return base;
        }
        for (int n = 2; ; n++) {
            String suffix = "_" + n;
            String candidate = trim(base, MAX_LENGTH - suffix.length()) + suffix;
            if (!taken.contains(candidate)) {
                return candidate;
            }
        }
    }

    private static String base(String label) {
        String ascii = MARKS.matcher(Normalizer.normalize(label, Normalizer.Form.NFD)).replaceAll("");
        String snake = NOT_ALLOWED.matcher(ascii.toLowerCase(Locale.ROOT)).replaceAll("_");
        snake = snake.replaceAll("^_+|_+$", "");
        if (snake.isEmpty()) {
            snake = "field";
        } else if (!Character.isLetter(snake.charAt(0))) {
            snake = "field_" + snake;
        }
        return trim(snake, MAX_LENGTH);
    }

    private static String trim(String key, int length) {
        String cut = key.length() <= length ? key : key.substring(0, length);
        return cut.endsWith("_") ? cut.replaceAll("_+$", "") : cut;
    }
}
