package io.campaignoutreach.adapter.http.consent;

import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.consent.ConsentUseCases;
import io.campaignoutreach.application.consent.NewConsent;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.shared.Violations;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.List;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of POST /v2/consent: a number's consent given or revoked for one purpose on each channel
 * named, with its evidence and, optionally, when the customer gave or revoked it.
 */
record ConsentRequest(
        @NotNull @CodePointLength(min = 1, max = MAX_PHONE_LENGTH) String phoneNumber,
        @NotNull @Size(min = 1, max = ConsentUseCases.MAX_CHANNELS) List<ConsentChannel> channels,
        @NotNull ConsentPurpose purpose,
        @NotNull ConsentKind kind,
        @NotNull @CodePointLength(min = 1, max = ConsentEntry.MAX_EVIDENCE_LENGTH) String evidence,
        @Nullable Instant occurredAt) {

    static final int MAX_PHONE_LENGTH = 32;

    /** The request with the number in E.164; a number that is not a US one is among {@code violations}. */
    NewConsent toNewConsent(Violations violations) {
        return new NewConsent(Values.phoneNumber(List.of("phoneNumber"), phoneNumber, violations), channels, purpose,
                kind, evidence, occurredAt);
    }
}
