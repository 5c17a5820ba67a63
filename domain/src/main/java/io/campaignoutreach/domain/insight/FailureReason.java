package io.campaignoutreach.domain.insight;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Why an enrollment ended unsuccessfully, as reported in campaign statistics: the recorded code
 * with the catalog's category, label and description (docs/metrics.md, "Failure reasons"). A code
 * outside the catalog is still reported, under category {@code other}.
 */
public record FailureReason(String code, String category, String label, String description) {

    /** The code of an enrollment that ended with no recorded reason. */
    public static final String UNKNOWN = "unknown";
    static final String OTHER = "other";
    static final String UNCATALOGUED = "Recorded failure reason outside the catalog";

    private static final Map<String, FailureReason> CATALOG = catalog(
            new FailureReason("max_attempts_reached", "attempts", "Max attempts reached",
                    "Every allowed call attempt was made without success"),
            new FailureReason("no_answer", "contact", "No answer", "The customer never answered"),
            new FailureReason("voicemail", "contact", "Voicemail", "Calls reached voicemail only"),
            new FailureReason("busy", "contact", "Busy", "The line was busy on every attempt"),
            new FailureReason("invalid_number", "data", "Invalid number",
                    "The phone number could not be reached as dialed"),
            new FailureReason("wrong_number", "data", "Wrong number", "The number does not belong to the customer"),
            new FailureReason("not_interested", "customer", "Not interested", "The customer declined the offer"),
            new FailureReason("do_not_call", "compliance", "Do not call", "The customer asked not to be contacted"),
            new FailureReason("enrollment_window_ended", "timing", "Enrollment window ended",
                    "The campaign's time for this customer ran out"),
            new FailureReason("call_failed", "technical", "Call failed", "Calls failed for a technical reason"),
            new FailureReason(UNKNOWN, OTHER, "Unknown", "No failure reason was recorded"));

    /** The catalog entry of a recorded reason; null means {@code unknown}. */
    public static FailureReason of(String recorded) {
        String code = recorded == null || recorded.isBlank() ? UNKNOWN : recorded;
        FailureReason known = CATALOG.get(code);
        return known != null ? known : new FailureReason(code, OTHER, labelOf(code), UNCATALOGUED);
    }

    /** Every catalogued reason, in catalog order. */
    public static Iterable<FailureReason> catalog() {
        return CATALOG.values();
    }

    /** {@code line_busy} reads "Line busy": separators become spaces, the first letter upper case. */
    static String labelOf(String code) {
        String words = code.replace('_', ' ').replace('-', ' ').strip().replaceAll("\\s+", " ");
        if (words.isEmpty()) {
            return code;
        }
        return words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }

    private static Map<String, FailureReason> catalog(FailureReason... reasons) {
        Map<String, FailureReason> byCode = new LinkedHashMap<>();
        for (FailureReason reason : reasons) {
            byCode.put(reason.code(), reason);
        }
        return java.util.Collections.unmodifiableMap(byCode);
    }
}
