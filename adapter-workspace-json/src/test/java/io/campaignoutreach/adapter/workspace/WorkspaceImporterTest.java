package io.campaignoutreach.adapter.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceQuery;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferType;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WorkspaceImporterTest {

    private static final String UNKNOWN_ID = "00000000-0000-4000-8000-00000000dead";

    private final WorkspaceFixture fixture = new WorkspaceFixture(InMemoryRepositories.create());
    private final OrganizationId organization = fixture.organization("Example Agency");

    @Test
    void givenDocumentedExample_whenImported_thenEveryElementIsStoredWithItsReferencesRewritten() {
        ImportReport report = fixture.importer.importJson(organization, WorkspaceFixture.exampleText());

        assertThat(report.problems()).isEmpty();
        assertThat(report.imported()).isTrue();
        assertThat(report.counts()).containsAllEntriesOf(Map.ofEntries(
                Map.entry(ElementKind.CUSTOM_FIELDS, 2), Map.entry(ElementKind.ROUTING_CONFIGS, 1),
                Map.entry(ElementKind.APPOINTMENT_CONFIGS, 1), Map.entry(ElementKind.TRANSFER_CONFIGS, 2),
                Map.entry(ElementKind.WORKFLOWS, 1), Map.entry(ElementKind.CAMPAIGNS, 1),
                Map.entry(ElementKind.CUSTOMERS, 3), Map.entry(ElementKind.SOURCES, 2),
                Map.entry(ElementKind.ENROLLMENTS, 3), Map.entry(ElementKind.CALLS, 4),
                Map.entry(ElementKind.INQUIRIES, 2)));

        Campaign campaign = onlyCampaign(organization);
        assertThat(campaign.id().value().toString()).doesNotStartWith("00000000-0000-4000");
        List<TransferConfig> transfers = fixture.store.transferConfigs().findByIds(organization,
                campaign.links().transferConfigIds());
        assertThat(transfers).extracting(TransferConfig::type)
                .containsExactlyInAnyOrder(TransferType.SOFTPHONE, TransferType.DIRECT);
        TransferConfig softphone = transfers.stream().filter(t -> t.type() == TransferType.SOFTPHONE).findFirst()
                .orElseThrow();
        assertThat(campaign.links().transferConfigIds().get(0)).isEqualTo(softphone.id());
        assertThat(fixture.store.routingConfigs().findById(organization, softphone.routingConfigId()))
                .hasValueSatisfying(r -> {
                    assertThat(r.agents()).hasSize(2);
                    assertThat(r.groups()).singleElement().satisfies(g -> assertThat(g.agents()).hasSize(1));
                    assertThat(r.fallbackNumber()).isEqualTo("+16175550177");
                });
        assertThat(fixture.store.appointmentConfigs().findById(organization, softphone.appointmentConfigId()))
                .hasValueSatisfying(a -> assertThat(a.transferConfigId()).isEqualTo(softphone.id().value()));
        assertThat(fixture.store.workflows().findById(organization, campaign.flow().flowWorkflowId()))
                .hasValueSatisfying(w -> assertThat(w.entryNodeId()).isEqualTo("welcome_sms"));
        assertThat(campaign.flow().enableFlow()).isTrue();
        assertThat(campaign.outcomes().requiredVars()).containsExactly("firstName");
        assertThat(campaign.sms().companyName()).isEqualTo("Example Agency");

        Customer barbara = customer(organization, "+16175550142");
        assertThat(barbara.profile().text(CustomerField.FIRST_NAME)).isEqualTo("Barbara");
        assertThat(barbara.profile().text(CustomerField.STATUS)).isEqualTo("Lead");
        assertThat(barbara.customValues()).containsExactly(new CustomValue("preferred_contact_time", "Morning"));
        assertThat(barbara.policies()).singleElement()
                .satisfies(p -> assertThat(p.customFields()).containsExactly(new CustomValue("commission_tier",
                        "Preferred")));
        assertThat(fixture.store.customFields().findByRecordType(organization, RecordType.CUSTOMERS))
                .extracting(d -> d.fieldKey()).containsExactly("preferred_contact_time");

        List<Source> sources = fixture.store.sources().findPage(organization, SourceQuery.all(),
                PageRequest.first()).items();
        assertThat(sources).extracting(Source::pricingModel)
                .containsExactlyInAnyOrder(PricingModel.FLAT_RATE, PricingModel.DYNAMIC);
        assertThat(sources).filteredOn(s -> s.pricingModel() == PricingModel.DYNAMIC).singleElement()
                .satisfies(s -> {
                    assertThat(s.sourceId()).matches("src_[a-z2-7]{12}");
                    assertThat(s.enabled()).isTrue();
                    assertThat(customer(organization, "+14805550190").profile().text(CustomerField.CURRENT_SOURCE_ID))
                            .isEqualTo(s.id().value().toString());
                });

        List<Enrollment> enrollments = fixture.store.enrollments().findByCampaign(organization, campaign.id());
        assertThat(enrollments).extracting(Enrollment::status).containsExactlyInAnyOrder(EnrollmentStatus.COMPLETED,
                EnrollmentStatus.FAILED, EnrollmentStatus.PENDING);
        List<Call> calls = fixture.store.calls().findByCampaign(organization, campaign.id(), null, null);
        assertThat(calls).hasSize(4).allSatisfy(call -> assertThat(call.enrollmentId()).isNotNull());
        assertThat(calls).extracting(Call::purpose).contains(CallPurpose.NEW, CallPurpose.FOLLOW_UP);
        assertThat(calls).filteredOn(Call::isTransferred).extracting(c -> c.transfer().price())
                .containsExactlyInAnyOrder(null, new BigDecimal("55.0"));
        assertThat(calls).filteredOn(c -> c.customerId().equals(barbara.id()))
                .allSatisfy(c -> assertThat(c.callerId()).isEqualTo("+16175550142"));

        List<Inquiry> inquiries = fixture.store.inquiries().findPage(organization, InquiryQuery.all(),
                PageRequest.first()).items();
        assertThat(inquiries).extracting(Inquiry::status)
                .containsExactlyInAnyOrder(InquiryStatus.RESOLVED, InquiryStatus.PENDING_RESOLUTION);
        assertThat(inquiries).filteredOn(i -> i.status() == InquiryStatus.RESOLVED).singleElement()
                .satisfies(i -> assertThat(i.resolvedAt()).isEqualTo(i.updatedAt()));
    }

    @Test
    void givenOneFile_whenImportedIntoTwoOrganizations_thenBothHoldTheirOwnCopyUnderNewIds() {
        OrganizationId second = fixture.organization("Second Agency");

        ImportReport first = fixture.importer.importJson(organization, WorkspaceFixture.exampleText());
        ImportReport again = fixture.importer.importJson(second, WorkspaceFixture.exampleText());

        assertThat(first.problems()).isEmpty();
        assertThat(again.problems()).isEmpty();
        Campaign one = onlyCampaign(organization);
        Campaign two = onlyCampaign(second);
        assertThat(one.id()).isNotEqualTo(two.id());
        assertThat(one.links().transferConfigIds()).doesNotContainAnyElementsOf(two.links().transferConfigIds());
        assertThat(fixture.store.customers().count(organization)).isEqualTo(3);
        assertThat(fixture.store.customers().count(second)).isEqualTo(3);
        assertThat(customer(second, "+16175550142").id()).isNotEqualTo(customer(organization, "+16175550142").id());
    }

    @Test
    void givenFileAlreadyImported_whenImportedIntoTheSameOrganization_thenClashesAreReportedAndNothingIsAdded() {
        fixture.importer.importJson(organization, WorkspaceFixture.exampleText());

        ImportReport report = fixture.importer.importJson(organization, WorkspaceFixture.exampleText());

        assertThat(report.imported()).isFalse();
        assertThat(report.problems()).contains(
                "customFields[1].fieldKey: the organization already has a policies field 'commission_tier'",
                "sources[0].sourceId: the organization already has a source with sourceId \"aged_lead_list\"",
                "customers[0].phoneNumber: the organization already has a customer with this number");
        assertThat(fixture.store.customers().count(organization)).isEqualTo(3);
        assertThat(fixture.store.campaigns().findReferences(organization)).hasSize(1);
    }

    @Test
    void givenOrganizationDefinesAField_whenFileUsesItWithoutDefiningIt_thenValuesAreCheckedAgainstTheOrganizations() {
        ObjectNode definitions = WorkspaceFixture.example();
        for (String kind : List.of("routingConfigs", "appointmentConfigs", "transferConfigs", "workflows",
                "campaigns", "customers", "sources", "enrollments", "calls", "inquiries")) {
            definitions.remove(kind);
        }
        assertThat(fixture.importer.importDocument(organization, definitions).problems()).isEmpty();
        ObjectNode customers = WorkspaceFixture.example();
        customers.remove("customFields");
        WorkspaceFixture.at(customers, "customers/0/customFields/0").put("value", "Noon");

        ImportReport report = fixture.importer.importDocument(organization, customers);

        assertThat(report.problems()).containsExactly(
                "customers[0].customFields[0]: value \"Noon\": expected one of Morning, Afternoon, Evening");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "unknown transfer config  | campaigns[0].transferConfigIds[0]: no transferConfig with id " + UNKNOWN_ID
                    + " in the file",
            "bad phone                | customers[1].phoneNumber: not a US phone number",
            "negative talk time       | calls[3].transfer.talkDurationMs: must not be negative",
            "custom value off options | customers[0].customFields[0]: value \"Midnight\": expected one of Morning, "
                    + "Afternoon, Evening",
            "misspelt member          | campaigns[0].nmae: unknown member",
            "unknown top-level member | campaign: unknown member",
            "repeated id              | customers[2].id: repeats the id of customers[0]",
            "missing reference        | enrollments[1].customerId: is required: the id of a customer of the file",
            "bad enum                 | sources[1].pricingModel: must be one of flat_rate, percentage, dynamic, "
                    + "static, duration, not \"per_click\"",
            "bad money                | sources[0].leadCost: must be a decimal string such as \"25.00\"",
            "unknown custom field     | customers[1].customFields[0].fieldKey: no customers custom field "
                    + "'favourite_colour' in the file or the organization",
            "required var             | campaigns[0].requiredVars[0]: \"firstname\" is not a customer field name "
                    + "such as firstName or dateOfBirth",
            "duplicate enrollment     | enrollments[1].customerId: the customer already has enrollments[0] in this "
                    + "campaign",
            "resolved-only member     | inquiries[1].resolvedAt: only a resolved inquiry has one",
            "entry node not in flow   | workflows[0].entryNodeId: no node with nodeId \"start\" in this workflow",
            "bad time                 | calls[0].createdAt: must be a UTC date-time such as 2026-05-01T14:30:00Z"})
    void givenBrokenExample_whenImported_thenProblemNamesTheElementAndNothingIsWritten(String broken,
                                                                                     String expected) {
        ObjectNode document = WorkspaceFixture.example();
        BREAKAGES.get(broken).accept(document);

        ImportReport report = fixture.importer.importDocument(organization, document);

        assertThat(report.imported()).isFalse();
        assertThat(report.problems()).contains(expected);
        assertNothingStored(organization);
    }

    private static final Map<String, Consumer<ObjectNode>> BREAKAGES = Map.ofEntries(
            Map.entry("unknown transfer config", d -> ((ArrayNode) d.at("/campaigns/0/transferConfigIds"))
                    .set(0, UNKNOWN_ID)),
            Map.entry("bad phone", d -> WorkspaceFixture.at(d, "customers/1").put("phoneNumber", "+44 20 7946 0958")),
            Map.entry("negative talk time", d -> WorkspaceFixture.at(d, "calls/3/transfer")
                    .put("talkDurationMs", -5)),
            Map.entry("custom value off options", d -> WorkspaceFixture.at(d, "customers/0/customFields/0")
                    .put("value", "Midnight")),
            Map.entry("misspelt member", d -> WorkspaceFixture.at(d, "campaigns/0").put("nmae", "x")),
            Map.entry("unknown top-level member", d -> d.putArray("campaign")),
            Map.entry("repeated id", d -> WorkspaceFixture.at(d, "customers/2")
                    .put("id", d.at("/customers/0/id").textValue())),
            Map.entry("missing reference", d -> WorkspaceFixture.at(d, "enrollments/1").remove("customerId")),
            Map.entry("bad enum", d -> WorkspaceFixture.at(d, "sources/1").put("pricingModel", "per_click")),
            Map.entry("bad money", d -> WorkspaceFixture.at(d, "sources/0").put("leadCost", "4.5 USD")),
            Map.entry("unknown custom field", d -> WorkspaceFixture.at(d, "customers/1").putArray("customFields")
                    .addObject().put("fieldKey", "favourite_colour").put("value", "blue")),
            Map.entry("required var", d -> ((ArrayNode) d.at("/campaigns/0/requiredVars")).set(0, "firstname")),
            Map.entry("duplicate enrollment", d -> WorkspaceFixture.at(d, "enrollments/1")
                    .put("customerId", d.at("/enrollments/0/customerId").textValue())),
            Map.entry("resolved-only member", d -> WorkspaceFixture.at(d, "inquiries/1")
                    .put("resolvedAt", "2026-10-21T10:00:00Z")),
            Map.entry("entry node not in flow", d -> WorkspaceFixture.at(d, "workflows/0").put("entryNodeId",
                    "start")),
            Map.entry("bad time", d -> WorkspaceFixture.at(d, "calls/0").put("createdAt", "2026-10-16 15:00")));

    @Test
    void givenManyBrokenElements_whenImported_thenEveryProblemIsCountedAndTheFirstFiftyListed() {
        ObjectNode document = WorkspaceFixture.example();
        ArrayNode customers = document.putArray("customers");
        for (int i = 0; i < 70; i++) {
            customers.addObject().put("id", UUID.randomUUID().toString()).put("phoneNumber", "555");
        }

        ImportReport report = fixture.importer.importDocument(organization, document);

        assertThat(report.problemCount()).isGreaterThanOrEqualTo(70);
        assertThat(report.problems()).hasSize(ImportReport.PROBLEM_LIMIT)
                .contains("customers[0].phoneNumber: not a US phone number");
        assertNothingStored(organization);
    }

    @Test
    void givenTypeFaultsInSeveralElements_whenImported_thenEachElementReportsItsFirstAndRulesAreCheckedOnTheRest() {
        ObjectNode document = WorkspaceFixture.example();
        WorkspaceFixture.at(document, "campaigns/0").put("maxAttempts", "four").put("dialAfterhours", "yes");
        WorkspaceFixture.at(document, "sources/1").put("enabled", 1);
        WorkspaceFixture.at(document, "calls/2").putArray("transfer");
        WorkspaceFixture.at(document, "customers/1").put("phoneNumber", "555");

        ImportReport report = fixture.importer.importDocument(organization, document);

        assertThat(report.problems()).containsExactly(
                "campaigns[0].maxAttempts: must be a whole number, not a string",
                "sources[1].enabled: must be true or false, not a number",
                "calls[2].transfer: must be an object, not an array",
                "customers[1].phoneNumber: not a US phone number");
        assertNothingStored(organization);
    }

    @Test
    void givenTextThatIsNotJson_whenImported_thenOneProblemWithItsPlace() {
        ImportReport report = fixture.importer.importJson(organization, "{\n  \"campaigns\": [\n    {,\n");

        assertThat(report.problems()).singleElement().asString().startsWith("not valid JSON at line 3, column");
        assertNothingStored(organization);
    }

    @Test
    void givenUnknownOrganization_whenImported_thenRefused() {
        OrganizationId unknown = OrganizationId.of(UUID.fromString("018f0000-0000-7000-8000-000000000001"));

        ImportReport report = fixture.importer.importJson(unknown, WorkspaceFixture.exampleText());

        assertThat(report.problems()).containsExactly("no organization with id " + unknown);
    }

    private void assertNothingStored(OrganizationId org) {
        assertThat(fixture.store.campaigns().findReferences(org)).isEmpty();
        assertThat(fixture.store.customers().count(org)).isZero();
        assertThat(fixture.store.customFields().findByRecordType(org, RecordType.CUSTOMERS)).isEmpty();
        assertThat(fixture.store.customFields().findByRecordType(org, RecordType.POLICIES)).isEmpty();
        assertThat(fixture.store.transferConfigs().findAll(org)).isEmpty();
        assertThat(fixture.store.sources().findPage(org, SourceQuery.all(), PageRequest.first()).items()).isEmpty();
        assertThat(fixture.store.inquiries().findPage(org, InquiryQuery.all(), PageRequest.first()).items())
                .isEmpty();
    }

    private Campaign onlyCampaign(OrganizationId org) {
        List<CampaignReference> references = fixture.store.campaigns().findReferences(org);
        assertThat(references).hasSize(1);
        return fixture.store.campaigns().findById(org, references.get(0).id()).orElseThrow();
    }

    private Customer customer(OrganizationId org, String phone) {
        return fixture.store.customers().findByPhones(org, List.of(new PhoneNumber(phone))).get(0);
    }
}
