package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Secondary adapter: keeps inquiries in memory; the search reads the store's customers, as the
 * SQL store joins them, and pages come in the same order as in SQL.
 */
public final class InMemoryInquiryRepository implements InquiryRepository {

    // Newest first, ties by id descending in PostgreSQL's uuid order, as the SQL store lists them (D4).
    private static final Comparator<Inquiry> NEWEST_FIRST = Comparator.comparing(Inquiry::createdAt)
            .thenComparing(i -> i.id().value(), IdOrder.UNSIGNED)
            .reversed();

    private final InMemoryStore store;
    private final CustomerRepository customers;
    private final Table<InquiryId, Inquiry> inquiries;

    InMemoryInquiryRepository(InMemoryStore store, CustomerRepository customers) {
        this.store = store;
        this.customers = customers;
        this.inquiries = new Table<>(store);
    }

    @Override
    public void insert(Inquiry inquiry) {
        insertAll(List.of(inquiry));
    }

    @Override
    public void insertAll(Collection<Inquiry> batch) {
        store.write(() -> {
            Set<InquiryId> ids = new HashSet<>();
            for (Inquiry inquiry : batch) {
                if (!ids.add(inquiry.id()) || inquiries.contains(inquiry.id())) {
                    throw new ConflictException("inquiry " + inquiry.id() + " already exists");
                }
            }
            batch.forEach(inquiry -> inquiries.put(inquiry.id(), inquiry));
        });
    }

    @Override
    public void update(Inquiry inquiry, long expectedVersion) {
        store.write(() -> {
            boolean current = inquiries.get(inquiry.id())
                    .filter(stored -> stored.organizationId().equals(inquiry.organizationId()))
                    .filter(stored -> stored.version() == expectedVersion)
                    .isPresent();
            if (!current) {
                throw new ConflictException("inquiry " + inquiry.id() + " was changed or removed meanwhile");
            }
            inquiries.put(inquiry.id(), inquiry);
        });
    }

    @Override
    public Optional<Inquiry> findById(OrganizationId organizationId, InquiryId id) {
        return store.read(() -> inquiries.get(id).filter(i -> i.organizationId().equals(organizationId)));
    }

    @Override
    public Page<Inquiry> findPage(OrganizationId organizationId, InquiryQuery query, PageRequest page) {
        return store.read(() -> {
            List<Inquiry> candidates = inquiries.rows()
                    .filter(i -> i.organizationId().equals(organizationId))
                    .toList();
            // Customers are read only when a search needs them; deleted ones are left out and match no search.
            Map<CustomerId, Customer> byId = query.search() == null ? Map.of()
                    : customers.findByIds(organizationId, candidates.stream().map(Inquiry::customerId)
                            .collect(Collectors.toSet())).stream()
                            .collect(Collectors.toMap(Customer::id, Function.identity()));
            List<Inquiry> matching = candidates.stream()
                    .filter(i -> query.matches(i, byId.get(i.customerId())))
                    .sorted(NEWEST_FIRST)
                    .toList();
            List<Inquiry> items = matching.stream().skip(page.offset()).limit(page.perPage()).toList();
            return new Page<>(items, matching.size(), page);
        });
    }

    @Override
    public List<Inquiry> findOpenByEnrollments(OrganizationId organizationId, Collection<EnrollmentId> enrollmentIds) {
        Set<EnrollmentId> wanted = Set.copyOf(enrollmentIds);
        return store.read(() -> inquiries.rows()
                .filter(i -> i.organizationId().equals(organizationId) && wanted.contains(i.enrollmentId())
                        && i.status() != InquiryStatus.RESOLVED && i.status() != InquiryStatus.APPOINTMENT_SCHEDULED)
                .sorted(NEWEST_FIRST)
                .toList());
    }

    @Override
    public long countByCampaign(OrganizationId organizationId, CampaignId campaignId) {
        return store.read(() -> inquiries.rows()
                .filter(i -> i.organizationId().equals(organizationId) && i.campaignId().equals(campaignId))
                .count());
    }
}
