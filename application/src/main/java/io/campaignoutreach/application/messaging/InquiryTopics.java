package io.campaignoutreach.application.messaging;

import io.campaignoutreach.domain.inquiry.Inquiry;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code inquiryTopic} a text names: the inquiry's subcategory, else its primary category, as
 * words ({@code plan_benefits} reads "plan benefits"). An inquiry with neither has no topic, so a
 * text that names one is skipped rather than sent with a gap.
 */
public final class InquiryTopics {

    private InquiryTopics() {
    }

    /** The template values an inquiry gives: its topic, when it has one. */
    public static Map<String, String> of(Inquiry inquiry) {
        return Optional.ofNullable(inquiry.classification().subcategory())
                .or(() -> Optional.ofNullable(inquiry.classification().primaryCategory()))
                .filter(topic -> !topic.isBlank())
                .map(topic -> Map.of("inquiryTopic", topic.replace('_', ' ').strip().toLowerCase(Locale.ROOT)))
                .orElse(Map.of());
    }
}
