package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.suppression.SuppressionRepository;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import java.time.Instant;
import io.campaignoutreach.domain.outreach.Attempt;
import java.util.Collection;
import java.util.List;
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

    /**
     * Inside the unit of work that stores the calls of these attempts, which ended
     * {@code dnc_requested}; a number already suppressed stays as it is.
     */
    void record(Collection<Attempt> asked, Instant now) {
        asked.forEach(attempt -> suppressions.addIfAbsent(Suppression.create(SuppressionId.of(ids.newId()),
                attempt.organizationId(), attempt.to(), SuppressionSource.DNC_REQUESTED, null, now)));
        asked.stream().collect(Collectors.groupingBy(Attempt::organizationId,
                        Collectors.mapping(Attempt::customerId, Collectors.toSet())))
                .forEach((organization, its) ->
                        customers.findByIds(organization, List.copyOf(its)).forEach(customer -> {
                            Customer optedOut = customer.optOutOfCalls(now);
                            if (optedOut != customer) {
                                customers.update(optedOut, customer.version());
                            }
                        }));
    }
}
