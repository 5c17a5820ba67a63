package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.messaging.AppointmentValues;
import io.campaignoutreach.application.messaging.InquiryTopics;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextRequests;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.schedule.CallingRules;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The texts a call's end or its analysis calls for, stored in the unit of work that records them:
 * after a first call nobody answered, {@code missedFirstContact}; after a call nobody answered on an
 * enrollment with an inquiry still open, {@code missedInquiry} naming its topic; after the first call
 * of a run someone answered, {@code postWelcome}; for an appointment the call booked,
 * {@code appointmentBooked} and its reminder. Each goes only if its campaign's flag is on, and is
 * checked again at sending (P66).
 */
public final class CallTexts {

    /** How long before an appointment its reminder goes. */
    static final Duration REMINDER_LEAD = Duration.ofHours(24);
    private static final CallingRules RULES = CallingRules.standard();

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
        // Only calls whose campaign sends a text for them read their customer: a call's end reads
        // nothing it does not need (`scripts/bench engine`).
        List<Ended> texting = ended.stream().filter(CallTexts::mayText).toList();
        if (texting.isEmpty()) {
            return;
        }
        Map<CustomerId, Customer> found = liveCustomers(texting.stream().map(Ended::attempt).toList());
        Map<EnrollmentId, Inquiry> open = openInquiries(texting);
        List<Message> texts = new ArrayList<>();
        for (Ended call : texting) {
            Customer customer = found.get(call.attempt().customerId());
            if (customer == null) {
                continue;
            }
            EnrollmentId enrollment = call.attempt().enrollmentId();
            typeAfter(call).flatMap(type -> requests.request(type, call.campaign(), customer, enrollment, Map.of(),
                    now)).ifPresent(texts::add);
            Inquiry inquiry = open.get(enrollment);
            if (inquiry != null && !call.outcome().connected()) {
                requests.request(SmsType.MISSED_INQUIRY, call.campaign(), customer, enrollment,
                        InquiryTopics.of(inquiry), now).ifPresent(texts::add);
            }
        }
        messages.add(texts);
    }

    /** Whether the call's campaign has a text on for what the call's end may call for. */
    private static boolean mayText(Ended call) {
        boolean missedInquiry = !call.outcome().connected()
                && call.campaign().sms().isEnabled(SmsType.MISSED_INQUIRY);
        return missedInquiry || typeAfter(call).filter(type -> call.campaign().sms().isEnabled(type)).isPresent();
    }

    /** The newest open inquiry of each enrollment whose unanswered call's campaign texts about them. */
    private Map<EnrollmentId, Inquiry> openInquiries(List<Ended> calls) {
        Map<EnrollmentId, Inquiry> open = new HashMap<>();
        calls.stream()
                .filter(c -> !c.outcome().connected() && c.campaign().sms().isEnabled(SmsType.MISSED_INQUIRY))
                .collect(Collectors.groupingBy(c -> c.attempt().organizationId(),
                        Collectors.mapping(c -> c.attempt().enrollmentId(), Collectors.toSet())))
                .forEach((organization, asking) -> inquiries.findOpenByEnrollments(organization, asking)
                        .forEach(inquiry -> open.putIfAbsent(inquiry.enrollmentId(), inquiry)));
        return open;
    }

    /**
     * The texts of appointments calls booked: {@code appointmentBooked} now, and
     * {@code appointmentReminder} {@link #REMINDER_LEAD} before the appointment when it is further
     * off than that (a nearer one was just confirmed). Each has an id drawn from its call and type,
     * so a repeated analysis finds it stored and adds nothing.
     */
    void afterBookings(Map<CampaignId, Campaign> campaigns, Map<Attempt, Instant> booked, Instant now) {
        Map<CustomerId, Customer> found = liveCustomers(booked.keySet());
        // A repeated analysis finds its texts stored: looked up together, by the ids they would have.
        Set<MessageId> stored = messages.lock(booked.keySet().stream()
                        .flatMap(attempt -> Stream.of(bookingId(attempt, SmsType.APPOINTMENT_BOOKED),
                                bookingId(attempt, SmsType.APPOINTMENT_REMINDER)))
                        .toList())
                .stream().map(Message::id).collect(Collectors.toSet());
        List<Message> texts = new ArrayList<>();
        booked.forEach((attempt, at) -> {
            Campaign campaign = campaigns.get(attempt.campaignId());
            Customer customer = found.get(attempt.customerId());
            if (campaign == null || customer == null) {
                return;
            }
            Map<String, String> values = AppointmentValues.of(at, customer,
                    RoundData.whereabouts(RULES, customer).zones());
            Instant remind = at.minus(REMINDER_LEAD);
            for (SmsType type : remind.isAfter(now) ? List.of(SmsType.APPOINTMENT_BOOKED, SmsType.APPOINTMENT_REMINDER)
                    : List.of(SmsType.APPOINTMENT_BOOKED)) {
                MessageId id = bookingId(attempt, type);
                if (!stored.contains(id)) {
                    requests.request(id, type, campaign, customer, attempt.enrollmentId(), values,
                            type == SmsType.APPOINTMENT_REMINDER ? remind : now, now).ifPresent(texts::add);
                }
            }
        });
        messages.add(texts);
    }

    /** The id of a booking's text of {@code type}: drawn from its call's attempt, the same each time. */
    private static MessageId bookingId(Attempt attempt, SmsType type) {
        return MessageId.of(UUID.nameUUIDFromBytes((attempt.key() + "/" + type.key())
                .getBytes(StandardCharsets.UTF_8)));
    }

    /** The attempts' customers that still exist, read once per organization. */
    private Map<CustomerId, Customer> liveCustomers(Collection<Attempt> attempts) {
        Map<CustomerId, Customer> found = new HashMap<>();
        attempts.stream().collect(Collectors.groupingBy(Attempt::organizationId)).forEach((organization, theirs) ->
                customers.findByIds(organization, theirs.stream().map(Attempt::customerId).distinct().toList())
                        .stream().filter(c -> !c.isDeleted()).forEach(c -> found.put(c.id(), c)));
        return found;
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
