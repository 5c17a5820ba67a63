package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.InquiryBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.inquiry.Inquiry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each write endpoint, sent one body with several independent faults of different kinds (a member
 * it does not take, a wrong type, a broken limit, a value outside its set, a rule of the resource,
 * an unknown reference), answers once with every one of them, and changes nothing.
 */
class EveryFaultAtOnceApiTest {

    private TestApi api;
    private TestApi.Seeded seeded;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        seeded = api.seedCampaignAndCustomer();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenCustomFieldWithFaultsOfFormAndDefinition_whenCreated_thenAllTogether() {
        var response = api.post("/v2/custom-fields", api.fullKey, """
                {"recordType":"customers","fieldLabel":"","fieldDescription":"Tier","fieldType":"text",
                 "options":["gold"],"validationRules":{"minLength":5,"maxLength":2},"colour":"red"}""");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder(":unrecognized_keys", "fieldLabel:too_small",
                "options:custom", "validationRules.minLength:custom");
    }

    @Test
    void givenSourceWithFaultsOfFormAndAnUnknownCampaign_whenCreated_thenAllTogether() {
        var response = api.post("/v2/sources", api.fullKey, """
                {"campaignId":"%s","dealType":"CPZ","name":"%s","enabled":"yes","payout":"12.345678",
                 "owner":"me"}""".formatted(TestData.newId(), "n".repeat(256)));

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder(":unrecognized_keys", "name:too_big",
                "dealType:invalid_enum_value", "payout:invalid_string", "enabled:invalid_type",
                "pricingModel:invalid_type", "campaignId:not_found");
        assertThat(api.get("/v2/sources", api.fullKey).json().get("items")).isEmpty();
    }

    @Test
    void givenSourceChangeWithFaultsOfFormAndAnUnknownCampaign_whenPatched_thenAllTogether() {
        var created = api.post("/v2/sources", api.fullKey, """
                {"campaignId":"%s","dealType":"CPA","pricingModel":"flat_rate"}""".formatted(seeded.campaign().id()));
        assertThat(created.status()).isEqualTo(201);

        var response = api.patch("/v2/sources/" + created.json().get("id").asText(), api.fullKey, """
                {"campaignId":"%s","sourceType":"sideways","durationThreshold":"1.5","id":"x"}"""
                .formatted(TestData.newId()));

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder(":unrecognized_keys",
                "sourceType:invalid_enum_value", "durationThreshold:invalid_string", "campaignId:not_found");
    }

    @Test
    void givenCampaignChangeWithFaultsOfFormRulesAndReferences_whenPatched_thenAllTogether() {
        var response = api.patch("/v2/campaigns/" + seeded.campaign().id(), api.fullKey, """
                {"name":"%s","smsTypes":{"redial":1},"transferConfigId":"%s","tags":[""],"status":"live"}"""
                .formatted("n".repeat(256), TestData.newId()));

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder("status:invalid_enum_value",
                "smsTypes.redial:invalid_type", "tags.0:too_small", "name:too_big", "transferConfigId:not_found");
        assertThat(api.store.campaigns().findById(api.orgA.id(), seeded.campaign().id()).orElseThrow()).isEqualTo(seeded.campaign());
    }

    @Test
    void givenInquiryChangeWithFaultsOfFormAndABadId_whenPatched_thenAllTogether() {
        Enrollment enrollment = TestData.enrollment(api.orgA.id(), seeded.campaign().id(), seeded.customer().id());
        api.store.enrollments().insert(enrollment);
        Inquiry inquiry = InquiryBuilder.anInquiry(api.orgA.id(), seeded.campaign().id(), seeded.customer().id(), enrollment.id())
                .build();
        api.store.inquiries().insert(inquiry);
        String body = """
                {"resolutionType":"%s","status":"bogus","notes":5,"priority":"high"}""".formatted("r".repeat(21));

        var response = api.patch("/v2/inquiries/" + inquiry.id(), api.fullKey, body);
        var badId = api.patch("/v2/inquiries/nope", api.fullKey, body);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder(":unrecognized_keys", "resolutionType:too_big",
                "status:invalid_enum_value", "notes:invalid_type");
        assertThat(badId.errors()).containsExactlyInAnyOrder("id:invalid_string", ":unrecognized_keys",
                "resolutionType:too_big", "status:invalid_enum_value", "notes:invalid_type");
        assertThat(api.store.inquiries().findById(api.orgA.id(), inquiry.id()).orElseThrow()).isEqualTo(inquiry);
    }

    @Test
    void givenEnrollmentRequestsWithFaultsOfFormAndSelection_whenSent_thenAllTogether() {
        String enrollment = "/v2/campaigns/" + seeded.campaign().id() + "/enrollment";

        var enroll = api.post(enrollment, api.fullKey, """
                {"customers":[],"idempotencyKey":"","priority":1}""");
        var status = api.post(enrollment + "/status", api.fullKey, """
                {"customer":{"customerId":"%s"},"customers":[{"customerId":"%s"}],"status":"active",
                 "reason":"%s"}""".formatted(seeded.customer().id(), seeded.customer().id(), "r".repeat(501)));

        assertThat(enroll.status()).isEqualTo(422);
        assertThat(enroll.errors()).containsExactlyInAnyOrder(":unrecognized_keys", "idempotencyKey:too_small",
                "customers:too_small");
        assertThat(status.status()).isEqualTo(422);
        assertThat(status.errors()).containsExactlyInAnyOrder("status:invalid_enum_value", "reason:too_big",
                ":custom");
    }

    @Test
    void givenSyncWithFaultsInTheBodyAndInTwoRecords_whenSent_thenAllTogetherWithTheRecordsAtFault() {
        var response = api.post("/v2/sync/medicare", api.fullKey, """
                {"records":[
                  {"phoneNumber":"123","firstName":"Ada","lastName":"Lovelace"},
                  {"phoneNumber":"2125550143","firstName":7,"lastName":"Hopper","nickname":"Amazing"},
                  {"phoneNumber":"2125550144","firstName":"Alan","lastName":"Turing"}
                 ],"batch":1}""");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder(":unrecognized_keys",
                "records.0.phoneNumber:invalid_string", "records.1:unrecognized_keys", "records.1.firstName:invalid_type");
        assertThat(response.json().get("failedRecords")).extracting(record -> record.get("index").asInt())
                .containsExactly(0, 1);
    }
}
