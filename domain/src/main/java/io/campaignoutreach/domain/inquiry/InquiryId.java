package io.campaignoutreach.domain.inquiry;

import java.util.Objects;
import java.util.UUID;

/** Identifies an inquiry. */
public record InquiryId(UUID value) {

    public InquiryId {
        Objects.requireNonNull(value, "value");
    }

    public static InquiryId of(UUID value) {
        return new InquiryId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
