package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.messaging.InquiryTopics;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextRequests;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.Inquiry;
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
 * call nobody answered, {@code missedFirstContact}; after a call nobody answered on an enrollment
 * with an inquiry still open, {@code missedInquiry} naming its topic; after the first call of a run
 * someone answered, {@code postWelcome}. Each goes only if its campaign's flag is on, and is
 * checked again at sending.
 */
public final class CallTexts {

    private final CustomerRepository customers;
    private final InquiryRepository inquiries;
    private final MessageRepository messages;
    private final TextRequests requests;

    public CallTexts(CustomerRepository customers, InquiryRepository inquiries, MessageRepository messages,
                     TextRequests requests) {
        this.customers = customers;
        this.inquiries = inquiries;
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
            Map<EnrollmentId, Inquiry> open = openInquiries(organization, theirs);
            for (Ended call : theirs) {
                Customer customer = found.get(call.attempt().customerId());
                if (customer == null || customer.isDeleted()) {
                    continue;
                }
                EnrollmentId enrollment = call.attempt().enrollmentId();
                typeAfter(call).flatMap(type -> requests.request(type, call.campaign(), customer, enrollment,
                        Map.of(), now)).ifPresent(texts::add);
                Inquiry inquiry = open.get(enrollment);
                if (inquiry != null && !call.outcome().connected()) {
                    requests.request(SmsType.MISSED_INQUIRY, call.campaign(), customer, enrollment,
                            InquiryTopics.of(inquiry), now).ifPresent(texts::add);
                }
            }
        });
        messages.add(texts);
    }

    /** The newest open inquiry of each enrollment whose unanswered call's campaign texts about them. */
    private Map<EnrollmentId, Inquiry> openInquiries(OrganizationId organization, List<Ended> calls) {
        List<EnrollmentId> asking = calls.stream()
                .filter(c -> !c.outcome().connected() && c.campaign().sms().isEnabled(SmsType.MISSED_INQUIRY))
                .map(c -> c.attempt().enrollmentId()).distinct().toList();
        if (asking.isEmpty()) {
            return Map.of();
        }
        return inquiries.findOpenByEnrollments(organization, asking).stream()
                .collect(Collectors.toMap(Inquiry::enrollmentId, Function.identity(), (newer, older) -> newer));
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
