package io.campaignoutreach.application.provider;

import io.campaignoutreach.application.messaging.MessageSubmission;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.messaging.OutboundText;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The carrier the engine calls and texts through: each organization's own provider account when it has one, the
 * server's carrier otherwise (the simulated one, or none). A changed account is used within
 * {@link #REREAD_AFTER}, at once in the process that changed it.
 */
public final class ProviderCarriers implements Telephony, Messaging {

    /** How long an organization's account is used as read before it is read again. */
    public static final Duration REREAD_AFTER = Duration.ofSeconds(10);

    private static final String UNUSABLE = "the organization's provider account cannot be used by this server"
            + " (its keys or its public base URL)";

    private final HeldCarriers<Telephony> calls;
    private final HeldCarriers<Messaging> texts;

    public ProviderCarriers(ProviderAccounts accounts, TransactionRunner transactions,
                            Map<ProviderKind, ProviderAdapter> adapters, Telephony serverTelephony,
                            Messaging serverMessaging, LongSupplier nanoTime) {
        Map<ProviderKind, ProviderAdapter> byKind = Map.copyOf(adapters);
        this.calls = new HeldCarriers<>(ProviderChannel.CALLS, accounts, transactions,
                account -> adapter(byKind, account).map(adapter -> adapter.telephony(account)), serverTelephony,
                REREAD_AFTER, nanoTime);
        this.texts = new HeldCarriers<>(ProviderChannel.TEXTS, accounts, transactions,
                account -> adapter(byKind, account).map(adapter -> adapter.messaging(account)), serverMessaging,
                REREAD_AFTER, nanoTime);
    }

    @Override
    public Submission place(CallAttempt attempt) {
        return calls.of(attempt.organizationId()).map(carrier -> carrier.place(attempt))
                .orElseGet(() -> new Submission.Rejected(UNUSABLE, false));
    }

    @Override
    public Optional<CallEvent.Ended> fetch(PlacedCall call) {
        return calls.of(call.organizationId()).flatMap(carrier -> carrier.fetch(call));
    }

    @Override
    public Optional<PhoneNumber> callerIdFor(OrganizationId organizationId) {
        return calls.of(organizationId).flatMap(carrier -> carrier.callerIdFor(organizationId));
    }

    @Override
    public MessageSubmission send(OutboundText text) {
        return texts.of(text.organizationId()).map(carrier -> carrier.send(text))
                .orElseGet(() -> new MessageSubmission.Rejected(UNUSABLE, null));
    }

    /** Forgets what was read of the organization's accounts, after they changed in this process. */
    public void forget(OrganizationId organizationId) {
        calls.forget(organizationId);
        texts.forget(organizationId);
    }

    /** The account's provider's adapter; none on a server no provider can reach. */
    private static Optional<ProviderAdapter> adapter(Map<ProviderKind, ProviderAdapter> adapters,
                                                     OpenedAccount account) {
        return Optional.ofNullable(adapters.get(account.kind()));
    }
}
