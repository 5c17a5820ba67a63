package io.campaignoutreach.domain.campaign;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.TreeSet;

/**
 * Which SMS types a campaign sends and their texts. Every type has a flag (default false) and a
 * text (default {@link SmsType#defaultText()}); texts may use the five known template variables.
 */
public record SmsSettings(Map<SmsType, Boolean> enabled, Map<SmsType, String> content, String companyName) {

    /** The template variables a text may contain. */
    public static final Set<String> KNOWN_VARIABLES = Set.of(
            "clientCustomer.firstName", "inquiryTopic", "companyPhone", "appointmentDate", "appointmentTime");
    private static final Pattern VARIABLE = Pattern.compile("\\{\\{\\s*([^}]*?)\\s*}}");

    public SmsSettings {
        EnumMap<SmsType, Boolean> flags = new EnumMap<>(SmsType.class);
        EnumMap<SmsType, String> texts = new EnumMap<>(SmsType.class);
        for (SmsType type : SmsType.values()) {
            Boolean flag = enabled == null ? null : enabled.get(type);
            String text = content == null ? null : content.get(type);
            flags.put(type, flag != null && flag);
            texts.put(type, text == null ? type.defaultText() : text);
        }
        enabled = Collections.unmodifiableMap(flags);
        content = Collections.unmodifiableMap(texts);
    }

    public static SmsSettings defaults(String companyName) {
        return new SmsSettings(Map.of(), Map.of(), companyName);
    }

    /** Applies the given flags and texts over the current ones; types not named keep their values. */
    public SmsSettings merge(Map<SmsType, Boolean> flags, Map<SmsType, String> texts, String newCompanyName) {
        EnumMap<SmsType, Boolean> f = new EnumMap<>(enabled);
        EnumMap<SmsType, String> t = new EnumMap<>(content);
        if (flags != null) {
            f.putAll(flags);
        }
        if (texts != null) {
            t.putAll(texts);
        }
        return new SmsSettings(f, t, newCompanyName);
    }

    public boolean isEnabled(SmsType type) {
        return enabled.get(type);
    }

    /** Template variables used in a text that are not one of the known five, in order of name. */
    public static Set<String> unknownVariables(String text) {
        Set<String> unknown = new TreeSet<>();
        Matcher m = VARIABLE.matcher(text == null ? "" : text);
        while (m.find()) {
            if (!KNOWN_VARIABLES.contains(m.group(1))) {
                unknown.add(m.group(1));
            }
        }
        return unknown;
    }
}
