package io.campaignoutreach.adapter.http.configuration;

import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.shared.Violations;
import java.util.List;

/** The limits of a configuration's texts, as a workspace document has them, and its phone numbers' rule. */
final class ConfigText {

    static final int NAME = 255;
    static final int TEXT = 2_000;
    static final int LONG_TEXT = 10_000;
    static final int PHONE = 32;
    static final int LIST = 100;

    private ConfigText() {
    }

    /** A US phone number in E.164, or null; one that is not a US number is reported at {@code member}. */
    static String phone(String text, String member, Violations violations) {
        PhoneNumber phone = Values.phoneNumber(List.of(member), text, violations);
        return phone == null ? null : phone.e164();
    }

    static boolean yes(Boolean flag) {
        return Boolean.TRUE.equals(flag);
    }

    static boolean orYes(Boolean flag) {
        return flag == null || flag;
    }

    static <T> List<T> listed(List<T> values) {
        return values == null ? List.of() : values;
    }
}
