package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.adapter.workspace.document.CustomerElement.ConsentElement;
import io.campaignoutreach.application.consent.ConsentStatement;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a customer's {@code consent} into ledger entries of its number, source IMPORT, recorded at the
 * import's now (P65). An import, like a sync, repeats what a client's system held, so its consent never
 * undoes a standing revocation; the ledger sees to that.
 */
final class ConsentElements {

    private final ReadContext context;
    private final IdGenerator ids;
    private final List<ConsentEntry> entries = new ArrayList<>();

    ConsentElements(ReadContext context, IdGenerator ids) {
        this.context = context;
        this.ids = ids;
    }

    /**
     * Checks each of {@code given} (bound, so none is null) and keeps its entry for {@code phone}, which
     * is null when the number is wrong.
     */
    void read(List<ConsentElement> given, Checks customer, PhoneNumber phone) {
        for (int i = 0; i < given.size(); i++) {
            Checks at = customer.in("consent", i);
            ConsentElement element = given.get(i);
            int before = context.problems().total();
            at.required("channel", element.channel(), "one of " + DocumentValues.oneOf(ConsentChannel.class));
            at.required("purpose", element.purpose(), "one of " + DocumentValues.oneOf(ConsentPurpose.class));
            at.required("kind", element.kind(), "one of " + DocumentValues.oneOf(ConsentKind.class));
            at.nonBlank("evidence", element.evidence(), ConsentEntry.MAX_EVIDENCE_LENGTH);
            if (element.occurredAt() != null && element.occurredAt().isAfter(context.now())) {
                at.problem("occurredAt", "must not be in the future");
            }
            ConsentStatement statement = new ConsentStatement(element.channel(), element.purpose(), element.kind(),
                    element.evidence(), element.occurredAt());
            ConsentEntry entry = phone == null ? null : context.build(at.path(), before, () -> statement.toEntry(
                    ConsentEntryId.of(ids.newId()), context.organizationId(), phone, ConsentSource.IMPORT,
                    context.now()));
            if (entry != null) {
                entries.add(entry);
            }
        }
    }

    List<ConsentEntry> entries() {
        return List.copyOf(entries);
    }
}
