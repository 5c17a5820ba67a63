package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.campaign.CampaignSort;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.SortDirection;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The ids a newcomer needs to try the API on the demo data, printed after the key: the campaign
 * the README enrolls into (active, dialing through the whole legal window), three customers who are
 * not in it yet, with their phone numbers, an inquiry that is still new with its customer's last name,
 * and a US time zone where the engine may call a customer now (or the next to open).
 */
final class DemoGuide {

    /** The demo's campaign that accepts enrollments and dials all through the legal window. */
    static final String CAMPAIGN = "Annual Enrollment 2027 plan review";
    private static final int CUSTOMERS = 3;

    private DemoGuide() {
    }

    static void print(StorePorts ports, OrganizationId organization, Instant now, PrintStream out) {
        Campaign campaign = ports.campaigns().findPage(organization, new CampaignQuery(CampaignStatus.ACTIVE,
                CAMPAIGN, CampaignSort.NAME, SortDirection.ASC), PageRequest.first()).items().stream()
                .findFirst().orElseThrow(() -> new IllegalStateException("the demo has no campaign " + CAMPAIGN));
        List<String> clientIds = IntStream.rangeClosed(10_001, 10_100).mapToObj(n -> "HV-" + n).toList();
        List<Customer> customers = ports.customers().findByClientCustomerIds(organization, clientIds).stream()
                .filter(customer -> ports.enrollments().findByCustomer(organization, customer.id()).stream()
                        .noneMatch(enrollment -> enrollment.campaignId().equals(campaign.id())))
                .limit(CUSTOMERS)
                .toList();
        out.println("Ready to try:");
        out.println("  campaign accepting enrollments: " + campaign.id() + "  " + campaign.profile().name());
        for (Customer customer : customers) {
            out.println("  customer not enrolled in it:    " + customer.id() + "  " + customer.phone().e164() + "  "
                    + customer.profile().get(CustomerField.FIRST_NAME) + " "
                    + customer.profile().get(CustomerField.LAST_NAME));
        }
        ports.inquiries().findPage(organization, new InquiryQuery(InquiryStatus.NEW, null, null),
                PageRequest.first()).items().stream().findFirst()
                .ifPresent(inquiry -> out.println("  inquiry still new:              " + inquiry.id() + "  "
                        + ports.customers().findById(organization, inquiry.customerId())
                                .map(customer -> customer.profile().get(CustomerField.LAST_NAME)).orElse("")));
        OpenTimeZone zone = OpenTimeZone.at(now);
        out.println(zone.isOpenNow() ? "  time zone open for calls now:   " + zone.timezone() + "  " + zone.state()
                : "  time zone open for calls next:  " + zone.timezone() + "  " + zone.state() + "  from "
                        + zone.opensAt() + "  (in " + waiting(Duration.between(now, zone.opensAt()))
                        + "; no US time zone is inside its calling hours now, and calls wait until then)");
    }

    /** A wait as people say it: 1 h 20 min, 47 min. */
    static String waiting(Duration wait) {
        long minutes = Math.max(1, (wait.toSeconds() + 59) / 60);
        return minutes >= 60 ? minutes / 60 + " h " + minutes % 60 + " min" : minutes + " min";
    }
}
