package io.campaignoutreach.adapter.http.suppression;

import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.suppression.NewSuppression;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.suppression.Suppression;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.hibernate.validator.constraints.CodePointLength;

/** The body of POST /v2/suppressions: the number to suppress and, optionally, why. */
record SuppressionRequest(
        @NotNull @CodePointLength(min = 1, max = MAX_PHONE_LENGTH) String phoneNumber,
        @Nullable @CodePointLength(max = Suppression.MAX_REASON_LENGTH) String reason) {

    static final int MAX_PHONE_LENGTH = 32;

    /**
     * The number in E.164, or null when it is missing or not a US number; the latter is recorded in
     * {@code violations}, worded as everywhere the API reads a phone number.
     */
    NewSuppression toNewSuppression(Violations violations) {
        return new NewSuppression(Values.phoneNumber(List.of("phoneNumber"), phoneNumber, violations), reason);
    }
}
