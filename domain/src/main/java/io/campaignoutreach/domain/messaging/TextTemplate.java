package io.campaignoutreach.domain.messaging;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A campaign's SMS text with its template variables filled in. A variable with no value, or a blank
 * one, is never sent as a gap: rendering fails with the variable's name, and the text is recorded
 * as skipped for that reason.
 */
public final class TextTemplate {

    private static final Pattern VARIABLE = Pattern.compile("\\{\\{\\s*([^}]*?)\\s*}}");

    private TextTemplate() {
    }

    /** What rendering made: the text, or the first variable that had no value. */
    public sealed interface Rendered {
        record Text(String body) implements Rendered {
        }

        record Missing(String variable) implements Rendered {
        }
    }

    public static Rendered render(String template, Map<String, String> values) {
        Matcher m = VARIABLE.matcher(template);
        StringBuilder body = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null || value.isBlank()) {
                return new Rendered.Missing(m.group(1));
            }
            m.appendReplacement(body, Matcher.quoteReplacement(value.strip()));
        }
        m.appendTail(body);
        String text = body.toString().strip();
        return text.isEmpty() ? new Rendered.Missing("the text itself") : new Rendered.Text(text);
    }

    /**
     * The text as the number receives it: a first text to the number names the sender and says how to
     * stop, as carriers and the CTIA require of a first message; later ones go as written.
     */
    public static String asSent(String body, String brand, boolean firstToNumber) {
        if (!firstToNumber) {
            return body;
        }
        String named = Optional.ofNullable(brand).filter(b -> !b.isBlank()).map(b -> b.strip() + ": " + body)
                .orElse(body);
        return named + " Reply STOP to opt out.";
    }
}
