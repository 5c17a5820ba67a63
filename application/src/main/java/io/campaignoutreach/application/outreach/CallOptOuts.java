package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.suppression.SuppressionRepository;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import java.time.Instant;
import java.util.Collection;
import java.util.stream.Collectors;

/**
 * What a call that ends {@code dnc_requested} changes beside its enrollment: the customer marked
 * {@code doNotCall}, and the number dialed suppressed, so that it stays out of reach when the
 * customer changes number, is deleted or is synced back to {@code doNotCall: false} (P63).
 */
public final class CallOptOuts {

    private final CustomerRepository customers;
    private final SuppressionRepository suppressions;
    private final IdGenerator ids;

    public CallOptOuts(CustomerRepository customers, SuppressionRepository suppressions, IdGenerator ids) {
        this.customers = customers;
        this.suppressions = suppressions;
        this.ids = ids;
    }

    /** Inside the unit of work that stores the calls; a number already suppressed stays as it is. */
    void record(Collection<Dial> asked, Instant now) {
        asked.forEach(dial -> suppressions.addIfAbsent(Suppression.create(SuppressionId.of(ids.newId()),
                dial.customer().organizationId(), dial.request().to(), SuppressionSource.DNC_REQUESTED, null, now)));
        asked.stream().map(Dial::customer).distinct().collect(Collectors.groupingBy(Customer::organizationId))
                .forEach((organization, its) ->
                        customers.findByIds(organization, its.stream().map(Customer::id).toList()).forEach(customer -> {
                            Customer optedOut = customer.optOutOfCalls(now);
                            if (optedOut != customer) {
                                customers.update(optedOut, customer.version());
                            }
                        }));
    }
}
