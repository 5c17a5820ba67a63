package io.campaignoutreach.adapter.workspace.document;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A customer as a workspace document gives it: its own members, and under {@code fields} every
 * other member, each a field of the customer field catalog (or an unknown member). The related
 * lists hold any objects, kept as given, nulls too.
 */
public record CustomerElement(UUID id, String phoneNumber, List<CustomValueElement> customFields,
                              List<Policy> policies, @JsonSetter(contentNulls = Nulls.SET) List<Map<String, Object>>
                                      prescriptions,
                              @JsonSetter(contentNulls = Nulls.SET) List<Map<String, Object>> providers,
                              @JsonSetter(contentNulls = Nulls.SET) List<Map<String, Object>> scopeOfAppointments,
                              @JsonSetter(contentNulls = Nulls.SET) List<Map<String, Object>> dependents,
                              List<ConsentElement> consent,
                              Instant createdAt,
                              @JsonAnySetter Map<String, Object> fields)
        implements FileElement {

    /** A policy: its custom values, and under {@code fields} every other member, each of the policy field catalog. */
    public record Policy(List<CustomValueElement> customFields, @JsonAnySetter Map<String, Object> fields) {
    }

    /** What the customer gave or revoked for its number, for one channel and purpose (P65). */
    public record ConsentElement(ConsentChannel channel, ConsentPurpose purpose, ConsentKind kind, String evidence,
                                 Instant occurredAt) {
    }

    /** A custom value of a customer or a policy, as text. */
    public record CustomValueElement(String fieldKey, String value) {
    }
}
