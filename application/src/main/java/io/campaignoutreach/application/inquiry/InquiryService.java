package io.campaignoutreach.application.inquiry;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryChanges;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Clock;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Inquiries of the caller's organization: lists with their customers and campaigns (each loaded
 * once per page), the full read with customer and call, and the client's changes of D14. A change
 * that loses to a concurrent one is applied again to the newer inquiry, since it only sets
 * members; after {@link #UPDATE_ATTEMPTS} lost races the conflict is reported.
 */
public final class InquiryService implements ListInquiriesQuery, GetInquiryQuery, UpdateInquiryUseCase {

    static final int UPDATE_ATTEMPTS = 3;

    private final InquiryRepository inquiries;
    private final CustomerRepository customers;
    private final CampaignRepository campaigns;
    private final CallRepository calls;
    private final TransactionRunner transactions;
    private final Clock clock;

    public InquiryService(InquiryRepository inquiries, CustomerRepository customers, CampaignRepository campaigns,
                          CallRepository calls, TransactionRunner transactions, Clock clock) {
        this.inquiries = inquiries;
        this.customers = customers;
        this.campaigns = campaigns;
        this.calls = calls;
        this.transactions = transactions;
        this.clock = clock;
    }

    @Override
    public Page<InquiryListItem> list(AccessContext access, InquiryQuery query, PageRequest page) {
        access.require(Capability.INQUIRIES_VIEW);
        OrganizationId org = access.organizationId();
        Page<Inquiry> inquiries = this.inquiries.findPage(org, query, page);
        if (inquiries.items().isEmpty()) {
            return inquiries.map(inquiry -> new InquiryListItem(inquiry, null, null));
        }
        Set<CustomerId> customerIds = inquiries.items().stream().map(Inquiry::customerId).collect(Collectors.toSet());
        Set<CampaignId> campaignIds = inquiries.items().stream().map(Inquiry::campaignId).collect(Collectors.toSet());
        Map<CustomerId, Customer> customers = this.customers.findByIds(org, customerIds).stream()
                .collect(Collectors.toMap(Customer::id, Function.identity()));
        Map<CampaignId, Campaign> campaigns = this.campaigns.findByIds(org, campaignIds).stream()
                .collect(Collectors.toMap(Campaign::id, Function.identity()));
        return inquiries.map(inquiry -> new InquiryListItem(inquiry, customers.get(inquiry.customerId()),
                campaigns.get(inquiry.campaignId())));
    }

    @Override
    public InquiryView get(AccessContext access, InquiryId id) {
        access.require(Capability.INQUIRIES_VIEW);
        OrganizationId org = access.organizationId();
        Inquiry inquiry = inquiries.findById(org, id).orElseThrow(() -> new NotFoundException("Inquiry"));
        Customer customer = customers.findById(org, inquiry.customerId())
                .filter(c -> !c.isDeleted())
                .orElse(null);
        Call call = inquiry.callId() == null ? null : calls.findById(org, inquiry.callId()).orElse(null);
        return new InquiryView(inquiry, customer, call);
    }

    @Override
    public Inquiry update(AccessContext access, InquiryId id, InquiryChanges changes) {
        access.requireWrite(Capability.INQUIRIES_MANAGE);
        return transactions.inTransactionRetrying(UPDATE_ATTEMPTS, () -> {
            Inquiry current = inquiries.findById(access.organizationId(), id)
                    .orElseThrow(() -> new NotFoundException("Inquiry"));
            // API keys belong to no user of the organization: a resolution through the API has no resolvedBy.
            Inquiry changed = current.change(changes, null, clock.instant());
            if (changed != current) {
                inquiries.update(changed, current.version());
            }
            return changed;
        });
    }
}
