package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextRequests;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The texts a call's end calls for, stored in the unit of work that records the end: after a first
 * call nobody answered, {@code missedFirstContact}; after the first call of a run someone answered,
 * {@code postWelcome}. Each goes only if its campaign's flag is on, and is checked again at sending.
 */
final class CallTexts {

    private final CustomerRepository customers;
    private final MessageRepository messages;
    private final TextRequests requests;

    CallTexts(CustomerRepository customers, MessageRepository messages, TextRequests requests) {
        this.customers = customers;
        this.messages = messages;
        this.requests = requests;
    }

    /** A call that ended on its enrollment's current attempt, with the run's placed calls before it. */
    record Ended(Campaign campaign, Attempt attempt, CallOutcome outcome, List<Attempt> runBefore) {
    }

    void afterCalls(List<Ended> ended, Instant now) {
        List<Message> texts = new ArrayList<>();
        Map<OrganizationId, List<Ended>> byOrganization = ended.stream()
                .collect(Collectors.groupingBy(e -> e.attempt().organizationId()));
        byOrganization.forEach((organization, theirs) -> {
            Map<CustomerId, Customer> found = customers.findByIds(organization,
                            theirs.stream().map(e -> e.attempt().customerId()).distinct().toList())
                    .stream().collect(Collectors.toMap(Customer::id, Function.identity()));
            for (Ended call : theirs) {
                Customer customer = found.get(call.attempt().customerId());
                Optional<SmsType> type = typeAfter(call);
                if (customer != null && !customer.isDeleted() && type.isPresent()) {
                    requests.request(type.get(), call.campaign(), customer, call.attempt().enrollmentId(), Map.of(),
                            now).ifPresent(texts::add);
                }
            }
        });
        messages.add(texts);
    }

    private static Optional<SmsType> typeAfter(Ended call) {
        if (!call.outcome().connected()) {
            return call.attempt().number() == 1 ? Optional.of(SmsType.MISSED_FIRST_CONTACT) : Optional.empty();
        }
        boolean answeredBefore = call.runBefore().stream()
                .anyMatch(a -> a.state() == AttemptState.PLACED && a.outcome() != null && a.outcome().connected());
        return answeredBefore ? Optional.empty() : Optional.of(SmsType.POST_WELCOME);
    }
}
