package io.campaignoutreach.bootstrap.bench;

import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.FlowSettings;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Test support for the outreach engine's benchmark and multi-process test: customers whose calling
 * window is open now, in real time, and an active campaign of one attempt each, with enrollments
 * due at once.
 */
public final class OutreachWorkspace {

    /** US zones, with a state of each that has no calling hours of its own stricter than the federal ones. */
    private static final List<Map.Entry<String, String>> ZONES = List.of(
            Map.entry("America/New_York", "NY"), Map.entry("America/Chicago", "IL"),
            Map.entry("America/Denver", "CO"), Map.entry("America/Los_Angeles", "CA"),
            Map.entry("America/Anchorage", "AK"), Map.entry("Pacific/Honolulu", "HI"),
            Map.entry("Pacific/Guam", "GU"), Map.entry("America/Puerto_Rico", "PR"));

    private OutreachWorkspace() {
    }

    /**
     * A zone and state where it is now between 08:05 and 20:45, so calls may be placed for a while
     * yet; empty from about 10:45 to 12:05 UTC, when no US zone is inside its calling hours.
     */
    public static Optional<Map.Entry<String, String>> openZone(Instant now) {
        return ZONES.stream().filter(zone -> {
            LocalTime local = now.atZone(ZoneId.of(zone.getKey())).toLocalTime();
            return !local.isBefore(LocalTime.of(8, 5)) && local.isBefore(LocalTime.of(20, 45));
        }).findFirst();
    }

    /**
     * Stores an active campaign making one call per customer (calls allowed all through the legal
     * window, at most {@code maxConcurrentCalls} at once and {@code batchSize} started a round), and
     * {@code count} customers of the workspace in a zone whose window is open, each with written
     * consent to AI-voice marketing calls, enrolled and due now. Returns the campaign.
     */
    public static CampaignId enrollDueNow(Wiring wiring, StorePorts store, BenchWorkspace.Seeded seeded, int from,
                                          int count, long maxConcurrentCalls, int batchSize) {
        Instant now = wiring.clock().instant();
        Map.Entry<String, String> zone = openZone(now)
                .orElseThrow(() -> new IllegalStateException("no US zone is inside its calling hours at " + now));
        OrganizationId organization = seeded.organizationId();
        Campaign campaign = Campaign.create(CampaignId.of(wiring.ids().newId()), organization, CampaignStatus.ACTIVE,
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)),
                new CampaignProfile("Engine load", "Outreach engine load", null, null, "sales", "sales", "outbound",
                        CampaignKind.VOICE_AI, "outbound", "medicare", "lead_list", List.of("load")),
                new DialingSettings(true, true, batchSize, maxConcurrentCalls, 1, false, List.of(),
                        RedialTracking.never(), new DialerConfig(null, false)),
                new FlowSettings(false, null, false), SmsSettings.defaults("Load Test"),
                new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(), false,
                        Features.none()),
                new CampaignLinks(List.of(), null, null), now);
        List<Customer> customers = new ArrayList<>(count);
        List<Enrollment> enrollments = new ArrayList<>(count);
        List<ConsentEntry> consent = new ArrayList<>(count);
        for (int i = from; i < from + count; i++) {
            Customer customer = Customer.create(CustomerId.of(wiring.ids().newId()), organization,
                    unplacedPhone(i), CustomerProfile.of(Map.of(CustomerField.FIRST_NAME, "Pat",
                            CustomerField.TIMEZONE, zone.getKey(), CustomerField.STATE, zone.getValue())),
                    List.of(), List.of(), Map.of(), now);
            customers.add(customer);
            consent.add(ConsentEntry.given(ConsentEntryId.of(wiring.ids().newId()), organization, customer.phone(),
                    ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING, ConsentSource.IMPORT,
                    "load test consent form", now, now));
            enrollments.add(Enrollment.start(EnrollmentId.of(wiring.ids().newId()), organization, campaign.id(),
                    customer.id(), null, now));
        }
        store.transactions().inTransaction(() -> {
            store.campaigns().insert(campaign);
            // Chunks keep one statement's parameters well under the driver's limit.
            for (int start = 0; start < count; start += 1_000) {
                store.customers().insertAll(customers.subList(start, Math.min(count, start + 1_000)));
                store.enrollments().insertAll(enrollments.subList(start, Math.min(count, start + 1_000)));
                store.consentLedger().append(consent.subList(start, Math.min(count, start + 1_000)));
            }
        });
        return campaign.id();
    }

    /**
     * Customer {@code n}'s number under area code 500, which names no place: every piece of a
     * customer's location evidence counts, so a geographic area code would add its own zone and
     * state to the open one chosen here (214, Texas, adds El Paso's Mountain time).
     */
    private static PhoneNumber unplacedPhone(int n) {
        return new PhoneNumber(String.format(Locale.ROOT, "+1500%03d%04d", 200 + n / 10_000, n % 10_000));
    }
}
