package io.campaignoutreach.adapter.http.error;

import io.campaignoutreach.domain.shared.Violation;
import java.util.List;

/** One broken rule as the spec writes it in {@code errors[]} (and in an enrollment item's {@code validationErrors}). */
public record ViolationResponse(List<String> path, String message, String expected, String received, String code) {

    public static ViolationResponse from(Violation v) {
        return new ViolationResponse(v.path(), v.message(), v.expected(), v.received(), v.code().wireName());
    }
}
