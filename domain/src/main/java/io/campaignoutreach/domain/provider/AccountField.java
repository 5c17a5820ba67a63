package io.campaignoutreach.domain.provider;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One setting or secret a provider account may carry: its name, whether it is a secret (sealed at rest, never
 * read back), whether it must be there, and the form its value takes ({@code expected} words it for errors).
 */
public record AccountField(String name, boolean secret, boolean required, Pattern form, String expected) {

    public AccountField {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(expected, "expected");
    }

    public boolean accepts(String value) {
        return value != null && form.matcher(value).matches();
    }
}
