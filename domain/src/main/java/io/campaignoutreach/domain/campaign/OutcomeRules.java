package io.campaignoutreach.domain.campaign;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a campaign needs from a customer and what counts as its success or failure.
 * {@code requiredVars} are customer field names that must be filled before enrollment (D9);
 * {@code variableMappings} and {@code campaignAutomations} are open JSON structures kept as given.
 */
public record OutcomeRules(
        Criteria successCriteria,
        Criteria failureCriteria,
        List<String> requiredVars,
        Map<String, Object> variableMappings,
        List<Object> campaignAutomations,
        boolean hasInquiryCallback,
        Features features) {

    public OutcomeRules {
        Objects.requireNonNull(successCriteria, "successCriteria");
        Objects.requireNonNull(failureCriteria, "failureCriteria");
        Objects.requireNonNull(features, "features");
        requiredVars = List.copyOf(requiredVars);
        variableMappings = Collections.unmodifiableMap(new LinkedHashMap<>(variableMappings));
        campaignAutomations = Collections.unmodifiableList(new java.util.ArrayList<>(campaignAutomations));
    }

    public OutcomeRules withFeatures(Features newFeatures) {
        return new OutcomeRules(successCriteria, failureCriteria, requiredVars, variableMappings, campaignAutomations,
                hasInquiryCallback, newFeatures);
    }
}
