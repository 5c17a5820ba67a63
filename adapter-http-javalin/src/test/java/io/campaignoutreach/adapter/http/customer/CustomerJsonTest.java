package io.campaignoutreach.adapter.http.customer;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.application.call.CustomerCallSummary;
import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The customer record written member by member is, byte for byte, the record described as an ordered
 * map of its members: the catalog's order, {@code callerId} after the preferred name, the last contact
 * in the catalog's place, every member once.
 */
class CustomerJsonTest {

    private static final OrganizationId ORGANIZATION = OrganizationId.of(TestData.newId());

    @Test
    void givenACustomerWithEverything_whenWritten_thenTheBytesAreThoseOfItsMembersInOrder() throws Exception {
        Customer customer = TestData.customer(ORGANIZATION, TestData.phone(7));
        CampaignId campaign = CampaignId.of(TestData.newId());
        CustomerView view = new CustomerView(customer,
                List.of(new CustomerView.CampaignMembership(TestData.enrollment(ORGANIZATION, campaign,
                                customer.id()), "Renewals \"2026\" – ünïcode"),
                        new CustomerView.CampaignMembership(TestData.enrollment(ORGANIZATION,
                                CampaignId.of(TestData.newId()), customer.id()), "Second")),
                TestData.source(ORGANIZATION, campaign, "src-1"),
                new CustomerCallSummary(3, TestData.at(90), "answered"));

        assertWrittenAsMembers(view);
    }

    @Test
    void givenACustomerWithoutCallsSourceOrEnrollments_whenWritten_thenTheBytesAreThoseOfItsMembersInOrder()
            throws Exception {
        Customer customer = TestData.customer(ORGANIZATION, TestData.phone(8));

        assertWrittenAsMembers(new CustomerView(customer, List.of(), null, CustomerCallSummary.NONE));
    }

    private static void assertWrittenAsMembers(CustomerView view) throws Exception {
        String written = Json.mapper().writeValueAsString(CustomerJson.of(view));

        assertThat(written).isEqualTo(Json.mapper().writeValueAsString(members(view)));
    }

    /** The record as an ordered map of its members, as the specification lists them. */
    private static Map<String, Object> members(CustomerView view) {
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
        m.put("campaigns", view.campaigns().stream().map(membership -> {
            Enrollment e = membership.enrollment();
            Map<String, Object> member = new LinkedHashMap<>();
            member.put("id", e.id().toString());
            member.put("campaignId", e.campaignId().toString());
            member.put("campaignName", membership.campaignName());
            member.put("status", e.status().wireName());
            member.put("createdAt", e.createdAt());
            member.put("updatedAt", e.updatedAt());
            return member;
        }).toList());
        m.put("customFields", customValues(customer.customValues()));
        m.put("policies", customer.policies().stream().map(CustomerJsonTest::policy).toList());
        m.putAll(customer.relatedLists());
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
