package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.provider.AnsweredCalls;
import io.campaignoutreach.application.provider.CallScript;
import io.campaignoutreach.application.provider.ToolAnswer;
import io.campaignoutreach.application.provider.VoiceAgentTools;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.shared.ConflictException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BiFunction;

/**
 * What a provider asks of the service during a call, by the call's attempt key: the voice agent's tools (record
 * the customer's question as an inquiry, their request not to be called, where to transfer them) and what an
 * answered call does. Each runs in its own unit of work holding the attempt's lock, so it is ordered with the
 * call's own events; an attempt key of another organization is refused as unknown.
 */
public final class VoiceAgentToolService implements VoiceAgentTools, AnsweredCalls {

    private static final String UNKNOWN_CALL = "This call is not one the service placed.";

    private final TransactionRunner transactions;
    private final OutreachQueue queue;
    private final InquiryRepository inquiries;
    private final CampaignRepository campaigns;
    private final TransferDestinations destinations;
    private final CallOptOuts optOuts;
    private final Clock clock;

    public VoiceAgentToolService(TransactionRunner transactions, OutreachQueue queue, InquiryRepository inquiries,
                                 CampaignRepository campaigns, TransferDestinations destinations,
                                 CallOptOuts optOuts, Clock clock) {
        this.transactions = transactions;
        this.queue = queue;
        this.inquiries = inquiries;
        this.campaigns = campaigns;
        this.destinations = destinations;
        this.optOuts = optOuts;
        this.clock = clock;
    }

    /**
     * The inquiry's id comes from the organization and the tool call id, so a tool call delivered again finds the
     * inquiry it made rather than making a second.
     */
    @Override
    public ToolAnswer recordInquiry(OrganizationId organizationId, String attemptKey, String toolCallId,
                                    String inquiry) {
        if (inquiry == null || inquiry.isBlank()) {
            return ToolAnswer.failed("The question to record is missing.");
        }
        InquiryId id = InquiryId.of(UUID.nameUUIDFromBytes(("inquiry/" + organizationId + "/" + toolCallId)
                .getBytes(StandardCharsets.UTF_8)));
        try {
            return onAttempt(organizationId, attemptKey, (attempt, now) -> {
                if (inquiries.findById(organizationId, id).isEmpty()) {
                    inquiries.insert(Inquiry.builder(id, organizationId, attempt.campaignId(), attempt.customerId(),
                                    attempt.enrollmentId(), inquiry.strip(), InquiryStatus.NEW)
                            .callId(attempt.callId()).toolCallId(toolCallId).reconstitute(0, now, now));
                }
                return ToolAnswer.done("The question is recorded; an agent will follow up.");
            });
        } catch (ConflictException deliveredTwiceAtOnce) {
            return ToolAnswer.done("The question is recorded; an agent will follow up.");
        }
    }

    @Override
    public ToolAnswer doNotCall(OrganizationId organizationId, String attemptKey, String toolCallId) {
        return onAttempt(organizationId, attemptKey, (attempt, now) -> {
            optOuts.record(List.of(attempt), now);
            return ToolAnswer.done("The customer will not be called again.");
        });
    }

    @Override
    public ToolAnswer transferDestination(OrganizationId organizationId, String attemptKey, String toolCallId) {
        return onAttempt(organizationId, attemptKey, (attempt, now) -> campaign(attempt)
                .flatMap(destinations::of)
                .map(number -> ToolAnswer.transferTo(number, "Transferring you to an agent now."))
                .orElseGet(() -> ToolAnswer.failed("No agent can take the call now.")));
    }

    @Override
    public CallScript answered(OrganizationId organizationId, String attemptKey, boolean machine) {
        return transactions.inTransaction(() -> attempt(organizationId, attemptKey).flatMap(this::campaign)
                .map(campaign -> machine ? voicemail(campaign)
                        : destinations.of(campaign).map(number -> new CallScript(Optional.empty(),
                                Optional.of(number))).orElse(CallScript.HANG_UP))
                .orElse(CallScript.HANG_UP));
    }

    private static CallScript voicemail(Campaign campaign) {
        DialerConfig dialer = campaign.dialing().dialerConfig();
        return dialer == null || dialer.voicemailMessage() == null || dialer.voicemailMessage().isBlank()
                ? CallScript.HANG_UP : new CallScript(Optional.of(dialer.voicemailMessage()), Optional.empty());
    }

    private ToolAnswer onAttempt(OrganizationId organizationId, String attemptKey,
                                 BiFunction<Attempt, Instant, ToolAnswer> work) {
        return transactions.inTransaction(() -> attempt(organizationId, attemptKey)
                .map(attempt -> work.apply(attempt, clock.instant()))
                .orElseGet(() -> ToolAnswer.failed(UNKNOWN_CALL)));
    }

    private Optional<Attempt> attempt(OrganizationId organizationId, String attemptKey) {
        return queue.lockAttempts(List.of(attemptKey)).stream()
                .filter(attempt -> attempt.organizationId().equals(organizationId)).findFirst();
    }

    private Optional<Campaign> campaign(Attempt attempt) {
        return campaigns.findById(attempt.organizationId(), attempt.campaignId());
    }
}
