package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.Customer;
import java.util.ArrayList;
import java.util.List;

/**
 * The demo's consent ledger: nine customers in ten signed the agency's web form agreeing to
 * marketing calls by an AI voice and to texts, when they became customers; every tenth did not, so
 * the demo shows calls and texts the service declines for want of consent.
 */
final class DemoConsent {

    static final String FORM = "Harborview quote form, e-signed: I agree to receive marketing calls, including by an"
            + " automated or AI voice, and texts from Harborview Senior Insurance at this number. Consent is not a"
            + " condition of purchase.";

    private DemoConsent() {
    }

    static List<ConsentEntry> create(DemoContext demo, List<Customer> customers) {
        List<ConsentEntry> entries = new ArrayList<>();
        for (int i = 0; i < customers.size(); i++) {
            if (i % 10 == 9) {
                continue;
            }
            Customer customer = customers.get(i);
            for (ConsentChannel channel : List.of(ConsentChannel.VOICE_ARTIFICIAL, ConsentChannel.SMS)) {
                entries.add(ConsentEntry.given(ConsentEntryId.of(demo.id()), demo.organizationId(), customer.phone(),
                        channel, ConsentPurpose.MARKETING, ConsentSource.IMPORT, FORM, customer.createdAt(),
                        demo.now()));
            }
        }
        return entries;
    }
}
