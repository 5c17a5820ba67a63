package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.consent.ConsentSettingsRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.suppression.SuppressionRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Reads what a round needs of its enrollments' surroundings, in a few look-ups rather than one per
 * enrollment: their campaigns, customers, flows, suppressed numbers, the numbers' calls and
 * consent, and the campaigns declared informational ({@link RoundData}).
 */
public final class RoundReads {

    /** The order organizations' numbers are locked in, the same in every unit of work that locks them. */
    static final Comparator<OrganizationId> BY_ID = Comparator.comparing(OrganizationId::value);

    private final CampaignRepository campaigns;
    private final CustomerRepository customers;
    private final SuppressionRepository suppressions;
    private final WorkflowRepository workflows;
    private final OutreachQueue queue;
    private final ConsentLedgerRepository consentLedger;
    private final ConsentSettingsRepository consentSettings;

    public RoundReads(CampaignRepository campaigns, CustomerRepository customers, SuppressionRepository suppressions,
                      WorkflowRepository workflows, OutreachQueue queue, ConsentLedgerRepository consentLedger,
                      ConsentSettingsRepository consentSettings) {
        this.campaigns = campaigns;
        this.customers = customers;
        this.suppressions = suppressions;
        this.workflows = workflows;
        this.queue = queue;
        this.consentLedger = consentLedger;
        this.consentSettings = consentSettings;
    }

    /**
     * Reads what a round needs; the customers' numbers' calls are counted from {@code since} (a day
     * before the round) and stay locked against other rounds until the unit of work ends.
     */
    RoundData read(Collection<Enrollment> enrollments, Instant since) {
        Map<OrganizationId, List<Enrollment>> byOrganization = enrollments.stream()
                // Organizations in id order, so two rounds take their numbers' locks in one order.
                .collect(Collectors.groupingBy(Enrollment::organizationId, () -> new TreeMap<>(BY_ID),
                        Collectors.toList()));
        Map<CampaignId, Campaign> campaignsById = new HashMap<>();
        Map<CustomerId, Customer> customersById = new HashMap<>();
        Set<RoundData.OrganizationNumber> suppressed = new HashSet<>();
        Map<RoundData.OrganizationNumber, NumberActivity> numbers = new HashMap<>();
        Map<RoundData.OrganizationNumber, ConsentLedger> ledgers = new HashMap<>();
        Set<CampaignId> informational = new HashSet<>();
        byOrganization.forEach((organization, its) -> {
            campaigns.findByIds(organization, its.stream().map(Enrollment::campaignId).distinct().toList())
                    .forEach(campaign -> campaignsById.put(campaign.id(), campaign));
            List<Customer> theirs = customers.findByIds(organization,
                    its.stream().map(Enrollment::customerId).distinct().toList());
            theirs.forEach(customer -> customersById.put(customer.id(), customer));
            List<PhoneNumber> phones = theirs.stream().map(Customer::phone).distinct().toList();
            suppressions.findActive(organization, phones)
                    .forEach(s -> suppressed.add(new RoundData.OrganizationNumber(organization, s.phoneNumber())));
            queue.numberActivity(organization, phones, since)
                    .forEach((phone, activity) -> numbers.put(new RoundData.OrganizationNumber(organization, phone), activity));
            // Read once the numbers are locked: a revocation recorded under the same lock is seen.
            consentLedger.entriesFor(organization, phones).forEach((phone, entries) ->
                    ledgers.put(new RoundData.OrganizationNumber(organization, phone), ConsentLedger.of(entries)));
            if (its.stream().anyMatch(e -> campaignsById.containsKey(e.campaignId()))) {
                informational.addAll(consentSettings.informationalCampaigns(organization));
            }
        });
        Map<EnrollmentId, List<Attempt>> attempts = queue
                .attemptsOf(enrollments.stream().map(Enrollment::id).toList());
        return new RoundData(campaignsById, customersById, attempts, suppressed, numbers,
                new RoundData.RoundConsent(ledgers, informational), workflows);
    }

}
