package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.MessageSubmission;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.messaging.OutboundText;
import io.campaignoutreach.application.messaging.TextActivity;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.consent.ContactConsent;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.TextGate;
import io.campaignoutreach.domain.messaging.TextTemplate;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.schedule.CallingRules;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.schedule.CandidateZones;
import java.lang.System.Logger;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

/**
 * Sends the texts that are due, as calls are dialed: in one unit of work the due texts are locked,
 * their numbers locked as the dial gate locks them (so an opt-out recorded under the same lock is
 * seen), and each is put to the {@link TextGate} at that instant, then marked handed over with its
 * final body, skipped with the reason, or left pending until its window opens. Once that has
 * committed the carrier is asked for each, once; its ids or refusals are recorded in a second unit
 * of work. A text the carrier could not answer for stays queued: its status events settle it.
 */
public final class TextDispatch {

    private static final Logger LOG = System.getLogger(TextDispatch.class.getName());
    private static final int RETRIES = 3;
    /** The period a number's texts are counted over for its daily cap. */
    private static final Duration CAP_PERIOD = Duration.ofDays(1);
    /** How often due texts are looked for when the round itself decided none. */
    static final Duration CHECK_EVERY = Duration.ofSeconds(1);

    private final TransactionRunner transactions;
    private final MessageRepository messages;
    private final CampaignRepository campaigns;
    private final TextReads reads;
    private final Messaging messaging;
    private final CarrierOptOuts optOuts;
    private final Clock clock;
    private final int batchSize;
    private final int dailyCap;
    private final CallingRules rules = CallingRules.standard();
    /** When due texts are next looked for, by the clock. */
    private final AtomicReference<Instant> nextCheck = new AtomicReference<>(Instant.MIN);

    public TextDispatch(TransactionRunner transactions, MessageRepository messages, CampaignRepository campaigns,
                        TextReads reads, Messaging messaging, CarrierOptOuts optOuts, Clock clock, Limits limits) {
        this.transactions = transactions;
        this.messages = messages;
        this.campaigns = campaigns;
        this.reads = reads;
        this.messaging = Objects.requireNonNull(messaging, "messaging");
        this.optOuts = optOuts;
        this.clock = clock;
        this.batchSize = limits.batchSize();
        this.dailyCap = limits.dailyCap();
    }

    /** Texts locked in one round at most, and campaign texts to one number in any 24 hours. */
    public record Limits(int batchSize, int dailyCap) {
    }

    /** What a round did with the texts that were due. */
    public record Sent(int handedOver, int skipped) {
    }

    /**
     * One round: the due texts checked, handed to the carrier on {@code submitter} or skipped, and the
     * round recorded as a run of each campaign it dialed for ({@code dialedFor}) or texted for, with
     * the texts it handed over, in one unit of work after the claim's. Due texts are looked for when the round decided
     * some ({@code decidedNow}) and otherwise at most every {@link #CHECK_EVERY}: a text is not late
     * by a second, and a look every round of a busy engine costs a unit of work each
     * (`scripts/bench engine`).
     */
    public Sent runOnce(Set<Campaign> dialedFor, boolean decidedNow, Executor submitter) {
        Instant now = clock.instant();
        Instant next = nextCheck.get();
        boolean checkTexts = (decidedNow || !now.isBefore(next)) && nextCheck.compareAndSet(next,
                now.plus(CHECK_EVERY));
        if (!checkTexts && dialedFor.isEmpty()) {
            return new Sent(0, 0);
        }
        Checked checked = transactions.inTransactionRetrying(RETRIES, () -> {
            Checked found = checkTexts ? check(now) : new Checked(List.of(), 0, Map.of());
            recordRuns(dialedFor, found.perCampaign(), now);
            return found;
        });
        if (!checked.queued().isEmpty()) {
            // Asked all at once on the engine's submitters, as calls are: a provider answers each over HTTP.
            Map<MessageId, CompletableFuture<MessageSubmission>> asked = new LinkedHashMap<>();
            for (Message text : checked.queued()) {
                asked.put(text.id(), CompletableFuture.supplyAsync(() -> send(text), submitter));
            }
            Map<MessageId, MessageSubmission> answers = new LinkedHashMap<>();
            asked.forEach((id, answer) -> answers.put(id, answer.join()));
            transactions.inTransactionRetrying(RETRIES, () -> {
                record(answers, clock.instant());
                return null;
            });
        }
        return new Sent(checked.queued().size(), checked.skipped());
    }

    /** Each campaign's run: the round's instant and the texts it handed over. */
    private void recordRuns(Set<Campaign> dialedFor, Map<Campaign, Integer> texted, Instant now) {
        Set<Campaign> ran = new LinkedHashSet<>(dialedFor);
        ran.addAll(texted.keySet());
        ran.forEach(campaign -> campaigns.recordRedialRun(campaign.organizationId(), campaign.id(),
                new RedialTracking(texted.getOrDefault(campaign, 0), now)));
    }

    private MessageSubmission send(Message text) {
        try {
            return messaging.send(new OutboundText(text.organizationId(), text.id().toString(), text.phoneNumber(),
                    text.serviceNumber(), text.body()));
        } catch (RuntimeException failed) {
            LOG.log(Logger.Level.WARNING, "Carrier failed on text " + text.id() + ": "
                    + failed.getClass().getSimpleName());
            return new MessageSubmission.Unknown("the carrier failed: " + failed.getClass().getSimpleName());
        }
    }

    private record Checked(List<Message> queued, int skipped, Map<Campaign, Integer> perCampaign) {
    }

    private Checked check(Instant now) {
        List<Message> due = messages.lockDue(now, batchSize);
        if (due.isEmpty()) {
            return new Checked(List.of(), 0, Map.of());
        }
        List<Message> changed = new ArrayList<>();
        List<Message> queued = new ArrayList<>();
        Map<Campaign, Integer> perCampaign = new HashMap<>();
        int skipped = 0;
        Map<OrganizationId, List<Message>> byOrganization = due.stream()
                .collect(Collectors.groupingBy(Message::organizationId, () -> new TreeMap<>(RoundReads.BY_ID),
                        Collectors.toList()));
        for (Map.Entry<OrganizationId, List<Message>> entry : byOrganization.entrySet()) {
            TextNumbers numbers = reads.read(entry.getKey(), entry.getValue(), now.minus(CAP_PERIOD));
            for (Message text : entry.getValue()) {
                Campaign campaign = numbers.campaign(text);
                Customer customer = numbers.customer(text);
                TextActivity activity = numbers.activity(text.phoneNumber());
                TextGate.Answer answer = TextGate.check(text, now, new TextGate.NumberFacts(
                        refusal(text, campaign, customer, numbers), window(campaign, customer),
                        activity.campaignTexts(), activity.oldest(), dailyCap, CAP_PERIOD));
                if (answer instanceof TextGate.Answer.Skip skip) {
                    changed.add(text.skip(skip.why(), now));
                    skipped++;
                } else if (answer instanceof TextGate.Answer.Later later) {
                    changed.add(text.postpone(later.at(), later.why(), now));
                } else {
                    String brand = brand(campaign, numbers);
                    // An answer to a keyword names the sender and says how to stop already.
                    boolean first = !activity.texted() && !text.kind().isReply();
                    Message going = text.queued(TextTemplate.asSent(text.body(), brand, first), now);
                    changed.add(going);
                    queued.add(going);
                    numbers.handedOver(going, now);
                    if (campaign != null && going.smsType() != null) {
                        perCampaign.merge(campaign, 1, Integer::sum);
                    }
                }
            }
        }
        messages.update(changed);
        return new Checked(queued, skipped, perCampaign);
    }

    /** The sender a text names: its campaign's {@code smsCompanyName}, else the organization's. */
    private static String brand(Campaign campaign, TextNumbers numbers) {
        String ofCampaign = campaign == null ? null : campaign.sms().companyName();
        return ofCampaign == null || ofCampaign.isBlank() ? numbers.brand() : ofCampaign;
    }

    /** Why the customer may not get a campaign text at all, empty when they may. */
    private static Optional<String> refusal(Message text, Campaign campaign, Customer customer, TextNumbers numbers) {
        if (text.kind().isReply()) {
            return Optional.empty();
        }
        if (campaign == null || campaign.status() != CampaignStatus.ACTIVE) {
            return Optional.of("the campaign is not active");
        }
        if (customer == null || customer.isDeleted()) {
            return Optional.of("the customer no longer exists");
        }
        if (!customer.phone().equals(text.phoneNumber())) {
            return Optional.of("the customer's number changed");
        }
        if (customer.doNotSms()) {
            return Optional.of("the customer is on the do-not-text list");
        }
        if (numbers.suppressed(text.phoneNumber())) {
            return Optional.of("the number is suppressed");
        }
        return ContactConsent.textRefusal(numbers.purpose(text, campaign), numbers.ledger(text.phoneNumber()));
    }

    /** The customer's legal window, as for a call; null for an answer to a keyword, which has no campaign. */
    private CallingWindow window(Campaign campaign, Customer customer) {
        if (campaign == null || customer == null) {
            return null;
        }
        CandidateZones whereabouts = RoundData.whereabouts(rules, customer);
        return RoundData.window(rules, campaign, whereabouts);
    }

    private void record(Map<MessageId, MessageSubmission> answers, Instant now) {
        List<Message> changed = new ArrayList<>();
        List<Message> optedOut = new ArrayList<>();
        for (Message text : messages.lock(answers.keySet())) {
            MessageSubmission answer = answers.get(text.id());
            if (answer instanceof MessageSubmission.Accepted accepted) {
                changed.add(text.accepted(accepted.providerMessageId(), now));
            } else if (answer instanceof MessageSubmission.Rejected rejected) {
                changed.add(text.notSent(rejected.reason(), rejected.errorCode(), now));
            } else if (answer instanceof MessageSubmission.OptedOut refused) {
                changed.add(text.notSent(refused.reason(), refused.errorCode(), now));
                optedOut.add(text);
            }
        }
        messages.update(changed);
        if (!optedOut.isEmpty()) {
            optOuts.record(optedOut, now);
        }
    }
}
