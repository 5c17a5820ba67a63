package io.campaignoutreach.application.sync;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.consent.ConsentStatement;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumberTakenException;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Applies Medicare sync records (D17). A batch is applied in one unit of work: the organization's
 * custom field definitions are read, the keys of all its records are locked, the customers they may
 * match by any of the keys are read in one look-up, each record is matched and applied in order
 * against those customers as the batch's earlier records left them, and the customers created and
 * changed are written in two batches. A record matches a live
 * customer of the organization by externalId (kept as clientCustomerId), then mbiNumber, then phone,
 * the oldest customer when several share the key (P24); one that may not be applied (a field a
 * definition refuses, a phone number another customer holds, P43) fails alone and changes nothing.
 * Locking the keys first means records racing to create the same customer create it once. When the
 * batch loses an optimistic-lock race or a phone number to a concurrent writer, nothing of it is
 * kept and its records are applied again one by one, each in its own unit of work; a record that
 * loses again fails (P26). The consent a record states is appended to the ledger with source SYNC in
 * the same unit of work as its customer, and only when the record is applied (P65).
 */
public final class MedicareSyncService implements SyncMedicareUseCase {

    private final CustomerRepository customers;
    private final CustomFieldRepository customFields;
    private final ConsentLedgerRepository consentLedger;
    private final TransactionRunner transactions;
    private final IdGenerator ids;
    private final Clock clock;

    public MedicareSyncService(CustomerRepository customers, CustomFieldRepository customFields,
                               ConsentLedgerRepository consentLedger, TransactionRunner transactions, IdGenerator ids,
                               Clock clock) {
        this.customers = customers;
        this.customFields = customFields;
        this.consentLedger = consentLedger;
        this.transactions = transactions;
        this.ids = ids;
        this.clock = clock;
    }

    private record Outcome(CustomerId matched, String problem) {
    }

    @Override
    public SyncResult sync(AccessContext access, SyncMedicareCommand command) {
        access.requireWrite(Capability.CUSTOMERS_SYNC);
        OrganizationId organizationId = access.organizationId();
        List<SyncedCustomer> records = command.records();
        List<List<ConsentStatement>> consent = command.consent();
        SyncConsent.check(command, clock.instant());
        List<Outcome> batched = new ArrayList<>();
        // Read once, in the batch's unit of work: a definition created while the batch runs applies from
        // the next sync on, and the records applied one by one after a lost race use the same ones.
        AtomicReference<List<CustomFieldDefinition>> definitions = new AtomicReference<>();
        List<Outcome> outcomes;
        try {
            transactions.inTransaction(() -> {
                definitions.set(customFields.findByRecordType(organizationId, RecordType.CUSTOMERS));
                applyBatch(organizationId, records, consent, definitions.get(), batched);
            });
            outcomes = batched;
        } catch (ConflictException raced) {
            // Another writer came between the batch's reads and its writes: apply record by record.
            List<CustomFieldDefinition> known = definitions.get();
            outcomes = IntStream.range(0, records.size())
                    .mapToObj(i -> applyAlone(organizationId, records.get(i), consent.get(i), known)).toList();
        }
        int succeeded = 0;
        List<RecordError> errors = new ArrayList<>();
        for (int index = 0; index < records.size(); index++) {
            Outcome outcome = outcomes.get(index);
            if (outcome.problem() == null) {
                succeeded++;
            } else {
                errors.add(new RecordError(outcome.matched(), records.get(index).externalId(),
                        "Record " + index + " was not applied: " + outcome.problem() + "."));
            }
        }
        return new SyncResult(succeeded, errors.size(), errors);
    }

    /**
     * The records in the caller's unit of work, a fixed number of statements for any number of
     * them; each record's outcome goes to {@code outcomes} before anything is written.
     */
    private void applyBatch(OrganizationId organizationId, List<SyncedCustomer> records,
                            List<List<ConsentStatement>> consent, List<CustomFieldDefinition> definitions,
                            List<Outcome> outcomes) {
        customers.lockKeys(organizationId, records.stream().flatMap(record -> lockKeys(record).stream()).toList());
        List<Customer> candidates = customers.findByAnyKey(organizationId,
                records.stream().map(SyncedCustomer::externalId).filter(Objects::nonNull).distinct().toList(),
                records.stream().map(SyncedCustomer::mbiNumber).filter(Objects::nonNull).distinct().toList(),
                records.stream().map(SyncedCustomer::phone).distinct().toList());
        SyncWorkingSet batch = new SyncWorkingSet(candidates);
        outcomes.clear();
        for (SyncedCustomer record : records) {
            outcomes.add(applyTo(batch, organizationId, record, definitions));
        }
        customers.insertAll(batch.toInsert());
        customers.updateAll(batch.toUpdate());
        List<ConsentEntry> entries = SyncConsent.entries(organizationId, records, consent,
                outcomes.stream().map(outcome -> outcome.problem() == null).toList(),
                () -> ConsentEntryId.of(ids.newId()), clock.instant());
        if (!entries.isEmpty()) {
            consentLedger.append(entries);
        }
    }

    /** One record against the batch's customers; nothing is written here. */
    private Outcome applyTo(SyncWorkingSet batch, OrganizationId organizationId, SyncedCustomer record,
                            List<CustomFieldDefinition> definitions) {
        Optional<Customer> existing = batch.match(record);
        CustomerId matched = existing.map(Customer::id).orElse(null);
        try {
            if (existing.isEmpty()) {
                Customer created = Customer.fromSync(CustomerId.of(ids.newId()), organizationId, record,
                        definitions, ids::newId, clock.instant());
                batch.created(created);
                return new Outcome(created.id(), null);
            }
            Customer current = existing.get();
            if (!current.phone().equals(record.phone()) && batch.heldByAnother(record.phone(), current.id())) {
                return new Outcome(current.id(), phoneTaken(record));
            }
            Customer synced = current.applySync(record, definitions, ids::newId, clock.instant());
            if (synced != current) {
                batch.changed(synced);
            }
            return new Outcome(current.id(), null);
        } catch (ValidationException refused) {
            return new Outcome(matched, problems(refused));
        }
    }

    private static String problems(ValidationException refused) {
        return refused.violations().stream().map(Violation::message).collect(Collectors.joining("; "));
    }

    /** A record on its own, after its batch lost a race: one more try, in its own unit of work. */
    private Outcome applyAlone(OrganizationId organizationId, SyncedCustomer record, List<ConsentStatement> consent,
                               List<CustomFieldDefinition> definitions) {
        List<Outcome> outcome = new ArrayList<>();
        try {
            transactions.inTransaction(() -> applyBatch(organizationId, List.of(record), List.of(consent),
                    definitions, outcome));
            return outcome.get(0);
        } catch (PhoneNumberTakenException taken) {
            // Another writer gave the number to another customer between our check and our write.
            return new Outcome(matched(outcome), phoneTaken(record));
        } catch (ConflictException lostRace) {
            return new Outcome(matched(outcome), "the customer was changed by another request at the same moment; "
                    + "send the record again");
        }
    }

    /** The customer a record matched, when it got as far as matching. */
    private static CustomerId matched(List<Outcome> outcome) {
        return outcome.isEmpty() ? null : outcome.get(0).matched();
    }

    /** Told to the client, who sent the number; never logged. */
    private static String phoneTaken(SyncedCustomer record) {
        return "phoneNumber " + record.phone().e164() + " belongs to another customer";
    }

    /** Every key the record may be matched by, which are also the keys a customer it creates has. */
    private static List<String> lockKeys(SyncedCustomer record) {
        List<String> keys = new ArrayList<>();
        keys.add(CustomerRepository.phoneKey(record.phone()));
        if (record.externalId() != null) {
            keys.add("externalId:" + record.externalId());
        }
        if (record.mbiNumber() != null) {
            keys.add("mbiNumber:" + record.mbiNumber());
        }
        return keys;
    }
}
