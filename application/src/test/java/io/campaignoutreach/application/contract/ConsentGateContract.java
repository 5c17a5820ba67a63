package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The consent ledger at the instant of dialing: an AI-voice marketing call needs written consent in
 * force, a revocation stops marketing calls whatever a later sync says, and a campaign declared
 * informational calls without written consent until the number revokes that too.
 */
public abstract class ConsentGateContract extends StoreContract {

    /** 10:00 in New York. */
    private static final Instant MORNING = Instant.parse("2026-10-15T14:00:00Z");

    private MutableClock clock;
    private final List<PhoneNumber> dialed = Collections.synchronizedList(new ArrayList<>());

    @Test
    void givenAnAiVoiceMarketingCampaign_whenTheNumberHasNoWrittenConsent_thenItIsNotCalledAndTheReasonIsKept() {
        givenTwoOrganizations();
        Enrollment enrollment = enrolled(campaign(CampaignKind.VOICE_AI), 1);

        run();

        assertThat(dialed).isEmpty();
        Enrollment stored = stored(enrollment);
        assertThat(stored.status()).isEqualTo(EnrollmentStatus.SKIPPED);
        assertThat(stored.statusReason())
                .isEqualTo("no prior express written consent to marketing calls by an artificial voice");
    }

    @Test
    void givenWrittenConsent_whenTheCampaignIsAiVoiceMarketing_thenTheNumberIsCalled() {
        givenTwoOrganizations();
        Enrollment enrollment = enrolled(campaign(CampaignKind.VOICE_AI), 2);
        consent(phoneOf(enrollment), ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING, ConsentSource.IMPORT);

        run();

        assertThat(dialed).containsExactly(phoneOf(enrollment));
    }

    @Test
    void givenConsentFromAnotherOrganization_whenItsCampaignDials_thenItDoesNotCount() {
        givenTwoOrganizations();
        Enrollment enrollment = enrolled(campaign(CampaignKind.VOICE_AI), 3);
        store.consentLedger().append(List.of(ConsentEntry.given(ConsentEntryId.of(TestData.newId()),
                otherOrganizationId, phoneOf(enrollment), ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING,
                ConsentSource.API, "web form", clock.instant(), clock.instant())));

        run();

        assertThat(dialed).isEmpty();
    }

    @Test
    void givenARevocationByText_whenASyncThenRepeatsTheOldConsent_thenMarketingCallsStayStopped() {
        givenTwoOrganizations();
        Campaign aiVoice = campaign(CampaignKind.VOICE_AI);
        Campaign agentFirst = campaign(CampaignKind.AGENT_FIRST);
        Enrollment first = enrolled(aiVoice, 4);
        PhoneNumber number = phoneOf(first);
        consent(number, ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING, ConsentSource.IMPORT);
        clock.advance(Duration.ofMinutes(1));
        store.consentLedger().append(ConsentEntry.revokeAllMarketing(() -> ConsentEntryId.of(TestData.newId()),
                organizationId, number, ConsentSource.INBOUND_KEYWORD, "STOP", clock.instant(), clock.instant()));
        clock.advance(Duration.ofMinutes(1));
        consent(number, ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING, ConsentSource.SYNC);
        Enrollment byAgent = enroll(agentFirst, first.customerId());

        run();

        assertThat(dialed).isEmpty();
        assertThat(stored(first).statusReason()).isEqualTo("the number revoked consent to marketing calls");
        assertThat(stored(byAgent).statusReason()).isEqualTo("the number revoked consent to marketing calls");
    }

    @Test
    void givenACampaignDeclaredInformational_whenTheNumberHasNoWrittenConsent_thenItIsCalledUntilItRevokes() {
        givenTwoOrganizations();
        Campaign reminders = campaign(CampaignKind.VOICE_AI);
        store.consentSettings().replaceInformationalCampaigns(organizationId, Set.of(reminders.id()));
        Enrollment called = enrolled(reminders, 5);
        Enrollment revoked = enrolled(reminders, 6);
        store.consentLedger().append(List.of(ConsentEntry.revoked(ConsentEntryId.of(TestData.newId()),
                organizationId, phoneOf(revoked), ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.INFORMATIONAL,
                ConsentSource.OPERATOR, "asked on the phone not to be called", clock.instant(), clock.instant())));

        run();

        assertThat(dialed).containsExactly(phoneOf(called));
        assertThat(stored(revoked).statusReason()).isEqualTo("the number revoked consent to informational calls");
    }

    @Test
    void givenAnAgentFirstCampaign_whenTheNumberHasNoConsentOnRecord_thenItIsCalled() {
        givenTwoOrganizations();
        Enrollment enrollment = enrolled(campaign(CampaignKind.AGENT_FIRST), 7);

        run();

        assertThat(dialed).containsExactly(phoneOf(enrollment));
    }

    private void run() {
        TestEngines.over(store, clock, attempt -> {
            dialed.add(attempt.to());
            return new CallResult(CallOutcome.NO_ANSWER, 20_000, 0, "customer-did-not-answer");
        }, OutreachEvents.NONE).runOnce("engine", Runnable::run);
    }

    private void consent(PhoneNumber number, ConsentChannel channel, ConsentPurpose purpose, ConsentSource source) {
        store.consentLedger().append(List.of(ConsentEntry.given(ConsentEntryId.of(TestData.newId()), organizationId,
                number, channel, purpose, source, "signed web form", clock.instant(), clock.instant())));
    }

    private Campaign campaign(CampaignKind kind) {
        if (clock == null) {
            clock = new MutableClock(MORNING);
        }
        DialingSettings dialing = new DialingSettings(true, true, 10, 5L, 3, true, List.of(), RedialTracking.never(),
                new DialerConfig(null, false));
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE).enableFlow(false)
                .kind(kind).startDate(MORNING.minus(Duration.ofDays(1))).endDate(MORNING.plus(Duration.ofDays(30)))
                .dialing(dialing).outcomes(new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(),
                        List.of(), false, new Features(false, false, false, false)))
                .build();
        store.campaigns().insert(campaign);
        return campaign;
    }

    private Enrollment enrolled(Campaign campaign, int n) {
        Customer customer = TestData.customerAt(organizationId, new PhoneNumber(String.format("+1500555%04d", n)),
                "America/New_York", "NY", null, false);
        store.customers().insert(customer);
        return enroll(campaign, customer.id());
    }

    private Enrollment enroll(Campaign campaign, CustomerId customerId) {
        Enrollment enrollment = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customerId, null, clock.instant());
        store.enrollments().insert(enrollment);
        return enrollment;
    }

    private PhoneNumber phoneOf(Enrollment enrollment) {
        return store.customers().findById(organizationId, enrollment.customerId()).orElseThrow().phone();
    }

    private Enrollment stored(Enrollment enrollment) {
        return store.enrollments().findById(organizationId, enrollment.id()).orElseThrow();
    }
}
