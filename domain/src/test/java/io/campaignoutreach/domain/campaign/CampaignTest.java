package io.campaignoutreach.domain.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.InvalidTransitionException;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class CampaignTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final Instant LATER = T0.plusSeconds(3600);
    private static final TransferConfigId A = TransferConfigId.of(UUID.randomUUID());
    private static final TransferConfigId B = TransferConfigId.of(UUID.randomUUID());
    private static final TransferConfigId C = TransferConfigId.of(UUID.randomUUID());

    static Campaign campaign(CampaignStatus status, List<TransferConfigId> transfers) {
        return Campaign.create(CampaignId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()), status,
                T0, T0.plusSeconds(86_400 * 30L),
                new CampaignProfile("Renewals", "Spring renewals", null, null, "medicare", "sales", null,
                        CampaignKind.VOICE_AI, "outbound", "insurance", "api", List.of()),
                new DialingSettings(false, true, 10, null, 3, false, List.of(), RedialTracking.never(), null),
                new FlowSettings(false, null, false), SmsSettings.defaults("Acme"),
                new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(), false,
                        Features.none()),
                new CampaignLinks(transfers, null, null), T0);
    }

    @Test
    void givenNoChanges_whenUpdated_thenSameCampaignUntouched() {
        Campaign campaign = campaign(CampaignStatus.DRAFT, List.of());

        assertThat(campaign.update(CampaignChanges.none(), "key", LATER)).isSameAs(campaign);
        assertThat(campaign.update(CampaignChanges.builder().status(CampaignStatus.DRAFT).name("Renewals").build(),
                "key", LATER)).isSameAs(campaign);
    }

    @Test
    void givenChanges_whenUpdated_thenNewVersionWithMergedSettings() {
        Campaign campaign = campaign(CampaignStatus.DRAFT, List.of());

        Campaign updated = campaign.update(CampaignChanges.builder().name("AEP").status(CampaignStatus.ACTIVE)
                .smsTypes(Map.of(SmsType.REDIAL, true)).smsContent(Map.of(SmsType.REDIAL, "Call us"))
                .features(new FeaturesChange(true, null, null, null)).build(), "API key: ops", LATER);

        assertThat(updated.version()).isEqualTo(campaign.version() + 1);
        assertThat(updated.updatedAt()).isEqualTo(LATER);
        assertThat(updated.status()).isEqualTo(CampaignStatus.ACTIVE);
        assertThat(updated.profile().name()).isEqualTo("AEP");
        assertThat(updated.sms().isEnabled(SmsType.REDIAL)).isTrue();
        assertThat(updated.sms().isEnabled(SmsType.NEW_INQUIRY)).isFalse();
        assertThat(updated.sms().content().get(SmsType.REDIAL)).isEqualTo("Call us");
        assertThat(updated.sms().content().get(SmsType.MISSED_INQUIRY)).isEqualTo(SmsType.MISSED_INQUIRY.defaultText());
        assertThat(updated.outcomes().features()).isEqualTo(new Features(true, false, false, false));
        assertThat(updated.lastModifiedByName()).isEqualTo("API key: ops");
    }

    @Test
    void givenForbiddenMove_whenUpdated_thenInvalidTransitionNamingBoth() {
        Campaign archived = campaign(CampaignStatus.ARCHIVED, List.of());

        assertThatThrownBy(() -> archived.update(CampaignChanges.builder().status(CampaignStatus.ACTIVE).build(),
                "key", LATER)).isInstanceOf(InvalidTransitionException.class)
                .hasMessageContaining("archived").hasMessageContaining("active");
    }

    @Test
    void givenForbiddenMoveAndABadValue_whenUpdated_thenTheValueRuleIsReportedFirst() {
        Campaign completed = campaign(CampaignStatus.COMPLETED, List.of());

        assertThatThrownBy(() -> completed.update(CampaignChanges.builder().status(CampaignStatus.DRAFT)
                .name("n".repeat(CampaignProfile.MAX_NAME_LENGTH + 1)).build(), "key", LATER))
                .isInstanceOf(ValidationException.class);
    }

    @Test
    void givenBadValues_whenUpdated_thenEveryViolationReported() {
        Campaign campaign = campaign(CampaignStatus.DRAFT, List.of());

        assertThatThrownBy(() -> campaign.update(CampaignChanges.builder().name(" ".repeat(3))
                .endDate(T0.minusSeconds(1)).transferConfigIds(List.of(A, A)).build(), "key", LATER))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(e.violations())
                        .extracting(Violation::path)
                        .containsExactly(List.of("name"), List.of("endDate"), List.of("transferConfigIds")));
    }

    @Test
    void givenDefaultTransferConfig_whenSet_thenMovedFirstOthersKeptAndNullClears() {
        Campaign campaign = campaign(CampaignStatus.ACTIVE, List.of(A, B, C));

        Campaign reordered = campaign.update(CampaignChanges.builder().transferConfigId(C).build(), "key", LATER);
        assertThat(reordered.links().transferConfigIds()).containsExactly(C, A, B);
        assertThat(reordered.update(CampaignChanges.builder().transferConfigId(null).build(), "key", LATER)
                .links().transferConfigIds()).isEmpty();
        assertThatThrownBy(() -> campaign.update(CampaignChanges.builder().transferConfigId(A)
                .transferConfigIds(List.of(B, A)).build(), "key", LATER)).isInstanceOf(ValidationException.class);
    }

    @Test
    void givenSuiteAndMode_whenClassified_thenReceptionistAndRetentionJourneyRecognized() {
        Campaign sales = campaign(CampaignStatus.ACTIVE, List.of());
        assertThat(sales.isReceptionist()).isFalse();
        assertThat(sales.isRetentionJourney()).isFalse();
    }

    @Test
    void givenTexts_whenScanned_thenUnknownTemplateVariablesFound() {
        assertThat(SmsSettings.unknownVariables("Hi {{clientCustomer.firstName}}, {{ planName }} at {{companyPhone}}"))
                .containsExactly("planName");
        assertThat(SmsType.values()).allSatisfy(t ->
                assertThat(SmsSettings.unknownVariables(t.defaultText())).isEmpty());
    }
}
