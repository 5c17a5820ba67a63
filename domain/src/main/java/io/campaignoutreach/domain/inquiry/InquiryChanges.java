package io.campaignoutreach.domain.inquiry;

import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.util.List;
import java.util.Objects;

/**
 * What a client may change on an inquiry (D14): how it was resolved, the response given, its
 * status and notes. Absent members keep their value; null clears a nullable one. The status
 * itself is never null.
 */
public record InquiryChanges(
        Patch<String> resolutionType,
        Patch<String> response,
        Patch<InquiryStatus> status,
        Patch<String> notes) {

    public static final int MAX_RESOLUTION_TYPE_LENGTH = 20;

    public InquiryChanges {
        Objects.requireNonNull(resolutionType, "resolutionType");
        Objects.requireNonNull(response, "response");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(notes, "notes");
        Violations violations = new Violations();
        if (resolutionType.isPresent() && !Texts.fits(resolutionType.value(), MAX_RESOLUTION_TYPE_LENGTH)) {
            String value = resolutionType.value();
            violations.add(new Violation(List.of("resolutionType"),
                    "must be at most " + MAX_RESOLUTION_TYPE_LENGTH + " characters",
                    "at most " + MAX_RESOLUTION_TYPE_LENGTH + " characters",
                    value.codePointCount(0, value.length()) + " characters", ViolationCode.TOO_BIG));
        }
        if (status.isPresent() && status.value() == null) {
            violations.add(new Violation(List.of("status"), "Expected string, received null", "string", "null",
                    ViolationCode.INVALID_TYPE));
        }
        violations.throwIfAny();
    }

    /** A change that changes nothing (an empty body). */
    public static InquiryChanges none() {
        return new InquiryChanges(Patch.absent(), Patch.absent(), Patch.absent(), Patch.absent());
    }
}
