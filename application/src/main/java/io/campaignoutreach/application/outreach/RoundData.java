package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.workflow.CampaignFlows;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ContactConsent;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.outreach.CriteriaCheck;
import io.campaignoutreach.domain.outreach.OutcomeFacts;
import io.campaignoutreach.domain.outreach.OutreachPlanner;
import io.campaignoutreach.domain.outreach.OutreachTurn;
import io.campaignoutreach.domain.schedule.CallingRules;
import io.campaignoutreach.domain.schedule.CandidateZones;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.schedule.CustomerLocation;
import io.campaignoutreach.domain.schedule.WeeklyHours;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What the engine reads for a batch of enrollments, in a few look-ups rather than one per
 * enrollment: their campaigns, customers, the customers' numbers that are suppressed, published
 * flows and attempts.
 */
final class RoundData {

    private final Map<CampaignId, Campaign> campaigns;
    private final Map<CustomerId, Customer> customers;
    private final Map<CampaignId, Optional<Workflow>> flows = new HashMap<>();
    private final Map<EnrollmentId, List<Attempt>> attempts;
    private final Set<OrganizationNumber> suppressed;
    private final Map<OrganizationNumber, NumberActivity> numbers;
    private final RoundConsent consent;
    private final WorkflowRepository workflows;

    RoundData(Map<CampaignId, Campaign> campaigns, Map<CustomerId, Customer> customers,
                      Map<EnrollmentId, List<Attempt>> attempts, Set<OrganizationNumber> suppressed,
                      Map<OrganizationNumber, NumberActivity> numbers, RoundConsent consent,
                      WorkflowRepository workflows) {
        this.campaigns = campaigns;
        this.customers = customers;
        this.attempts = attempts;
        this.suppressed = suppressed;
        this.numbers = numbers;
        this.consent = consent;
        this.workflows = workflows;
    }

    Optional<Campaign> campaign(Enrollment enrollment) {
        return Optional.ofNullable(campaigns.get(enrollment.campaignId()));
    }

    Optional<Customer> customer(Enrollment enrollment) {
        return Optional.ofNullable(customers.get(enrollment.customerId())).filter(c -> !c.isDeleted());
    }

    Optional<Workflow> flow(Campaign campaign) {
        return flows.computeIfAbsent(campaign.id(), id -> flowOf(workflows, campaign));
    }

    static Optional<Workflow> flowOf(WorkflowRepository workflows, Campaign campaign) {
        return CampaignFlows.publishedFlow(workflows, campaign);
    }

    /** The attempts of the enrollment's current run that were dialed, oldest first. */
    List<Attempt> runAttempts(Enrollment enrollment) {
        return attempts.getOrDefault(enrollment.id(), List.of()).stream()
                .filter(a -> a.state().dialed() && !a.startedAt().isBefore(enrollment.agenda().runStartedAt()))
                .toList();
    }

    /** The customer's number's calls as the round found them. */
    NumberActivity activity(Customer customer) {
        return numbers.getOrDefault(new OrganizationNumber(customer.organizationId(), customer.phone()), NumberActivity.NONE);
    }

    /** Records a call this round dialed to the customer's number, so a later turn of the round sees it. */
    void dialed(Customer customer, Instant at) {
        numbers.merge(new OrganizationNumber(customer.organizationId(), customer.phone()), NumberActivity.NONE.plusLiveCall(at),
                (was, added) -> was.plusLiveCall(at));
    }

    /** Whether the turn ended the enrollment because the number has no consent for the campaign's calls. */
    boolean refusedByConsent(Enrollment after, Campaign campaign, Customer customer) {
        return after.status() == EnrollmentStatus.SKIPPED && consent.callRefusal(campaign, ledger(customer))
                .filter(why -> why.equals(after.statusReason())).isPresent();
    }

    /** The customer's number's consent ledger as the round found it. */
    ConsentLedger ledger(Customer customer) {
        return consent.ledger(new OrganizationNumber(customer.organizationId(), customer.phone()));
    }

    /** Whether the organization declared the campaign informational, else it is marketing. */
    ConsentPurpose purpose(Campaign campaign) {
        return consent.purpose(campaign);
    }

    /** Where the customer may be, by every piece of location evidence on their record. */
    static CandidateZones whereabouts(CallingRules rules, Customer customer) {
        Function<CustomerField, String> text = customer.profile()::text;
        CustomerLocation location = new CustomerLocation(text.apply(CustomerField.TIMEZONE),
                text.apply(CustomerField.STATE), text.apply(CustomerField.POSTAL_CODE), customer.phone().e164());
        return rules.resolver().resolve(location);
    }

    static CallingWindow window(CallingRules rules, Campaign campaign, CandidateZones whereabouts) {
        return rules.windowFor(whereabouts, campaign.dialing().dialAfterhours(), WeeklyHours.DEFAULT_BUSINESS_HOURS);
    }

    /**
     * A suppressed number is treated as the customer's {@code doNotCall}, whatever the customer says
     * (P63); a number without consent for the campaign's calls is not called either (P65).
     */
    OutreachTurn.Context context(Enrollment enrollment, Campaign campaign, Customer customer,
                                 Optional<Workflow> flow, CallingWindow window, List<Attempt> runAttempts) {
        boolean doNotCall = customer.doNotCall()
                || suppressed.contains(new OrganizationNumber(customer.organizationId(), customer.phone()));
        String refusal = doNotCall ? OutreachPlanner.DO_NOT_CALL
                : consent.callRefusal(campaign, ledger(customer)).orElse(null);
        boolean calling = campaign.status() == CampaignStatus.ACTIVE && campaign.dialing().outboundEnabled();
        OutreachPlanner.Situation situation = new OutreachPlanner.Situation(calling, campaign.dialing(),
                campaign.endDate(), refusal, customer.missingFields(campaign.outcomes().requiredVars()),
                window, enrollment.agenda().runStartedAt(), runAttempts.stream().map(Attempt::startedAt).toList());
        return new OutreachTurn.Context(situation, flow, verdict(campaign, runAttempts));
    }

    /** The campaign's criteria judged on the placed attempts of a run. */
    static OutreachTurn.Verdict verdict(Campaign campaign, List<Attempt> runAttempts) {
        List<Attempt> placed = runAttempts.stream().filter(a -> a.state() == AttemptState.PLACED).toList();
        if (placed.isEmpty()) {
            return OutreachTurn.Verdict.NONE;
        }
        Attempt last = placed.get(placed.size() - 1);
        OutcomeFacts facts = new OutcomeFacts(last.outcome().disposition(), last.outcome() == CallOutcome.TRANSFERRED,
                last.talkSeconds(), placed.size(), false);
        return new OutreachTurn.Verdict(Optional.of(last.outcome()),
                CriteriaCheck.met(campaign.outcomes().successCriteria(), facts),
                CriteriaCheck.met(campaign.outcomes().failureCriteria(), facts));
    }

    /** An organization's number. */
    record OrganizationNumber(OrganizationId organizationId, PhoneNumber phoneNumber) {
    }

    /** The round's numbers' ledgers, and the campaigns their organizations declared informational. */
    record RoundConsent(Map<OrganizationNumber, ConsentLedger> ledgers, Set<CampaignId> informational) {
        ConsentLedger ledger(OrganizationNumber number) {
            return ledgers.getOrDefault(number, ConsentLedger.empty());
        }

        ConsentPurpose purpose(Campaign campaign) {
            return informational.contains(campaign.id()) ? ConsentPurpose.INFORMATIONAL : ConsentPurpose.MARKETING;
        }

        Optional<String> callRefusal(Campaign campaign, ConsentLedger ledger) {
            return ContactConsent.callRefusal(campaign.profile().kind(), purpose(campaign), ledger);
        }
    }
}
