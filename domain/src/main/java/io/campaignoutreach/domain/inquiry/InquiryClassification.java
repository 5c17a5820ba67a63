package io.campaignoutreach.domain.inquiry;

/**
 * How an inquiry was categorized when it was raised: category, severity and what triggered it,
 * the suggested handling and the reasoning behind it, and any further concerns. The triggers and
 * concerns are open JSON values (String, Boolean, Number, List, Map, or null) kept as given.
 */
public record InquiryClassification(
        String primaryCategory,
        String subcategory,
        String severity,
        Object severityTriggers,
        String suggestedHandling,
        String handlingRationale,
        String reasoning,
        Boolean escalationApplied,
        Object additionalConcerns) {

    public static final int MAX_PRIMARY_CATEGORY_LENGTH = 50;
    public static final int MAX_SUBCATEGORY_LENGTH = 100;
    public static final int MAX_SEVERITY_LENGTH = 20;
    public static final int MAX_SUGGESTED_HANDLING_LENGTH = 50;

    public InquiryClassification {
        Texts.requireAtMost(primaryCategory, MAX_PRIMARY_CATEGORY_LENGTH, "primaryCategory");
        Texts.requireAtMost(subcategory, MAX_SUBCATEGORY_LENGTH, "subcategory");
        Texts.requireAtMost(severity, MAX_SEVERITY_LENGTH, "severity");
        Texts.requireAtMost(suggestedHandling, MAX_SUGGESTED_HANDLING_LENGTH, "suggestedHandling");
        severityTriggers = OpenValues.copy(severityTriggers);
        additionalConcerns = OpenValues.copy(additionalConcerns);
    }

    /** Nothing categorized yet. */
    public static InquiryClassification none() {
        return new InquiryClassification(null, null, null, null, null, null, null, null, null);
    }
}
