package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The consent a Medicare sync record states (P65): appended with source SYNC, never undoing a revocation. */
class SyncConsentApiTest {

    private static final String PATH = "/v2/sync/medicare";
    private static final PhoneNumber NUMBER = new PhoneNumber("+12125550143");
    private static final String GIVEN_SMS = "{\"channel\":\"sms\",\"purpose\":\"marketing\",\"kind\":\"given\","
            + "\"evidence\":\"Form of 2026-01-12\",\"occurredAt\":\"2026-01-12T15:30:00Z\"}";
    private TestApi api;

    @BeforeEach
    void setUp() {
        api = new TestApi();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    /** A body of one record for {@link #NUMBER} with {@code members} added (each with its leading comma). */
    private static String record(String members) {
        return "{\"records\":[{\"firstName\":\"Ann\",\"lastName\":\"Lee\",\"phoneNumber\":\"(212) 555-0143\"" + members
                + "}]}";
    }

    private TestApi.Response sync(String body) {
        return api.post(PATH, api.fullKey, body);
    }

    private List<ConsentEntry> entries() {
        return api.store.consentLedger().entriesFor(api.orgA.id(), List.of(NUMBER)).getOrDefault(NUMBER, List.of());
    }

    @Test
    void givenRecordWithConsent_whenSynced_thenAppendedFromTheSyncForTheRecordsNumberAndInForce() {
        var response = sync(record(",\"consent\":[" + GIVEN_SMS + ",{\"channel\":\"voice_artificial\","
                + "\"purpose\":\"informational\",\"kind\":\"revoked\",\"evidence\":\"Said no on the phone\"}]"));

        assertThat(response.status()).as(response.text()).isEqualTo(200);
        assertThat(response.json().get("succeeded").asInt()).isEqualTo(1);
        List<ConsentEntry> entries = entries();
        assertThat(entries).extracting(ConsentEntry::source).containsOnly(ConsentSource.SYNC);
        assertThat(entries).extracting(ConsentEntry::kind).containsExactlyInAnyOrder(ConsentKind.GIVEN,
                ConsentKind.REVOKED);
        ConsentLedger ledger = ConsentLedger.of(entries);
        assertThat(ledger.inForce(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
        assertThat(ledger.revoked(ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.INFORMATIONAL)).isTrue();
        assertThat(api.store.consentLedger().entriesFor(api.orgB.id(), List.of(NUMBER))).isEmpty();
    }

    @Test
    void givenRevocation_whenASyncSendsConsentAndDoNotSmsFalse_thenTheRevocationStands() {
        var revoked = api.post("/v2/consent", api.fullKey, "{\"phoneNumber\":\"2125550143\",\"channels\":[\"sms\"],"
                + "\"purpose\":\"marketing\",\"kind\":\"revoked\",\"evidence\":\"Texted STOP\"}");
        assertThat(revoked.status()).as(revoked.text()).isEqualTo(201);

        // Sent after the revocation and dated now: a sync's consent still does not undo it.
        var response = sync(record(",\"doNotSMS\":false,\"consent\":["
                + GIVEN_SMS.replace("\"2026-01-12T15:30:00Z\"", "null") + "]"));

        assertThat(response.status()).as(response.text()).isEqualTo(200);
        assertThat(entries()).hasSize(2);
        ConsentLedger ledger = ConsentLedger.of(entries());
        assertThat(ledger.inForce(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isFalse();
        assertThat(ledger.revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
    }

    @Test
    void givenBrokenConsentEntries_whenSynced_thenTheWholeRequestIsRefusedNamingTheRecordAndNothingIsWritten() {
        var shape = sync(record(",\"consent\":[{\"channel\":\"fax\",\"purpose\":\"marketing\",\"kind\":\"given\","
                + "\"evidence\":\"  \"},{\"purpose\":\"sales\",\"kind\":\"given\",\"evidence\":\"x\",\"extra\":1}]"));
        var future = sync(record(",\"consent\":[" + GIVEN_SMS.replace("2026-01-12", "2999-01-12") + "]"));

        assertThat(shape.status()).isEqualTo(422);
        assertThat(shape.errors()).containsExactlyInAnyOrder("records.0.consent.0.channel:invalid_enum_value",
                "records.0.consent.0.evidence:too_small", "records.0.consent.1.channel:invalid_type",
                "records.0.consent.1.purpose:invalid_enum_value", "records.0.consent.1:unrecognized_keys");
        assertThat(future.status()).isEqualTo(422);
        assertThat(future.errors()).containsExactly("records.0.consent.0.occurredAt:custom");
        for (JsonNode refused : List.of(shape.json(), future.json())) {
            assertThat(refused.get("failedRecords")).hasSize(1);
            assertThat(refused.get("failedRecords").get(0).get("index").asInt()).isZero();
            assertThat(refused.get("failedRecords").get(0).get("lastName").asText()).isEqualTo("Lee");
        }
        assertThat(entries()).isEmpty();
        assertThat(api.store.customers().findByPhones(api.orgA.id(), List.of(NUMBER))).isEmpty();
    }

    @Test
    void givenRecordThatFailsAlone_whenSynced_thenItsConsentIsNotAppended() {
        var response = sync(record(",\"customFields\":[{\"fieldKey\":\"undefined\",\"value\":\"1\"}],\"consent\":["
                + GIVEN_SMS + "]"));

        assertThat(response.status()).as(response.text()).isEqualTo(200);
        assertThat(response.json().get("failed").asInt()).isEqualTo(1);
        assertThat(entries()).isEmpty();
    }
}
