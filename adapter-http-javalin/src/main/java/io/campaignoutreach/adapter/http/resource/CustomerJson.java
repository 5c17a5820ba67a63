package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.enrollment.Enrollment;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the spec's Customer read record: every field always present (null when not set), in the
 * order of the catalog, with the customer's enrollments, custom values, policies, related lists
 * and call summary ({@code totalCalls} 0 and the last call's members null when it has no calls).
 */
final class CustomerJson {

    private CustomerJson() {
    }

    static Map<String, Object> of(CustomerView view) {
        Customer customer = view.customer();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", customer.id().toString());
        m.put("clientId", customer.organizationId().toString());
        for (CustomerField field : CustomerField.values()) {
            m.put(field.wireName(), customer.profile().get(field));
            if (field == CustomerField.PREFERRED_NAME) {
                m.put("callerId", customer.phone().e164());
            }
        }
        m.put(CustomerField.LAST_CONTACTED_AT.wireName(), view.lastContactedAt());
        m.put("campaigns", view.campaigns().stream().map(CustomerJson::membership).toList());
        m.put("customFields", customValues(customer.customValues()));
        m.put("policies", customer.policies().stream().map(CustomerJson::policy).toList());
        customer.relatedLists().forEach(m::put);
        m.put("createdAt", customer.createdAt());
        m.put("updatedAt", customer.updatedAt());
        m.put("totalCalls", view.calls().totalCalls());
        m.put("lastCallDate", view.calls().lastCallAt());
        m.put("lastCallDisposition", view.calls().lastCallDisposition());
        if (view.currentSource() != null) {
            Map<String, Object> source = new LinkedHashMap<>();
            source.put("id", view.currentSource().id().toString());
            source.put("name", view.currentSource().name());
            source.put("sourceId", view.currentSource().sourceId());
            m.put("source", source);
        }
        return m;
    }

    private static Map<String, Object> membership(CustomerView.CampaignMembership membership) {
        Enrollment e = membership.enrollment();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", e.id().toString());
        m.put("campaignId", e.campaignId().toString());
        m.put("campaignName", membership.campaignName());
        m.put("status", e.status().wireName());
        m.put("createdAt", e.createdAt());
        m.put("updatedAt", e.updatedAt());
        return m;
    }

    private static Map<String, Object> policy(Policy policy) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", policy.id().toString());
        for (PolicyField field : PolicyField.values()) {
            m.put(field.wireName(), policy.values().get(field));
        }
        m.put("customFields", customValues(policy.customFields()));
        m.put("createdAt", policy.createdAt());
        m.put("updatedAt", policy.updatedAt());
        return m;
    }

    private static List<Map<String, Object>> customValues(List<CustomValue> values) {
        return values.stream().map(v -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("fieldKey", v.fieldKey());
            m.put("value", v.value());
            return m;
        }).toList();
    }
}
