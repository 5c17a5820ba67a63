package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.call.CustomerCallSummary;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.source.Source;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * A customer with the campaigns it is enrolled in, its current lead source (null when it has none)
 * and the summary of its calls.
 */
public record CustomerView(Customer customer, List<CampaignMembership> campaigns, Source currentSource,
                           CustomerCallSummary calls) {

    public CustomerView {
        campaigns = List.copyOf(campaigns);
        Objects.requireNonNull(calls, "calls");
    }

    /** The read of a customer as the store answers it. */
    static CustomerView of(CustomerReads.CustomerRead read) {
        return new CustomerView(read.customer(), read.enrollments().stream()
                .map(e -> new CampaignMembership(e, read.campaignNames().get(e.campaignId()))).toList(),
                read.currentSource(), read.calls());
    }

    /**
     * When the customer was last contacted: the later of the {@code lastContactedAt} the client
     * recorded (a contact made outside our calls) and the latest call; null when there is neither.
     */
    public Instant lastContactedAt() {
        Instant recorded = Timestamps.parseDateTime(customer.profile().text(CustomerField.LAST_CONTACTED_AT))
                .orElse(null);
        return Stream.of(recorded, calls.lastCallAt()).filter(Objects::nonNull).max(Instant::compareTo).orElse(null);
    }

    /** One enrollment of the customer, with the campaign's name. */
    public record CampaignMembership(Enrollment enrollment, String campaignName) {
    }
}
