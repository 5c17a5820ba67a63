package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.suppression.SuppressionRepository;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: keeps suppressed phone numbers in memory, lifted ones included. */
final class InMemorySuppressionRepository implements SuppressionRepository {

    private static final Comparator<Suppression> NEWEST_FIRST = Comparator.comparing(Suppression::createdAt)
            .thenComparing(s -> s.id().value(), IdOrder.UNSIGNED).reversed();

    private final InMemoryStore store;
    private final Table<SuppressionId, Suppression> suppressions;
    /** The active suppression of each number, so the engine's look-up per round does not scan. */
    private final Table<ActiveKey, SuppressionId> active;

    InMemorySuppressionRepository(InMemoryStore store) {
        this.store = store;
        this.suppressions = new Table<>(store);
        this.active = new Table<>(store);
    }

    @Override
    public boolean addIfAbsent(Suppression suppression) {
        return store.inTransaction(() -> {
            if (suppressions.contains(suppression.id())) {
                throw new ConflictException("suppression " + suppression.id() + " already exists");
            }
            ActiveKey key = ActiveKey.of(suppression);
            if (active.contains(key)) {
                return false;
            }
            suppressions.put(suppression.id(), suppression);
            if (suppression.isActive()) {
                active.put(key, suppression.id());
            }
            return true;
        });
    }

    @Override
    public Optional<Suppression> findById(OrganizationId organizationId, SuppressionId id) {
        return store.read(() -> suppressions.get(id).filter(s -> s.organizationId().equals(organizationId)));
    }

    @Override
    public List<Suppression> findActive(OrganizationId organizationId, Collection<PhoneNumber> phoneNumbers) {
        return store.read(() -> new LinkedHashSet<>(phoneNumbers).stream()
                .map(phone -> active.get(new ActiveKey(organizationId, phone)))
                .flatMap(Optional::stream)
                .map(id -> suppressions.get(id).orElseThrow())
                .toList());
    }

    @Override
    public Page<Suppression> findActive(OrganizationId organizationId, PageRequest request) {
        return store.read(() -> {
            List<Suppression> matching = suppressions.rows()
                    .filter(s -> s.organizationId().equals(organizationId) && s.isActive())
                    .sorted(NEWEST_FIRST)
                    .toList();
            return new Page<>(matching.stream().skip(request.offset()).limit(request.perPage()).toList(),
                    matching.size(), request);
        });
    }

    @Override
    public boolean recordLift(Suppression lifted) {
        return store.inTransaction(() -> {
            Optional<Suppression> stored = suppressions.get(lifted.id())
                    .filter(s -> s.organizationId().equals(lifted.organizationId()) && s.isActive());
            if (stored.isEmpty() || lifted.isActive()) {
                return false;
            }
            Suppression kept = stored.get();
            suppressions.put(kept.id(), kept.lift(lifted.liftedAt(), lifted.liftedBy()));
            active.remove(ActiveKey.of(kept));
            return true;
        });
    }

    private record ActiveKey(OrganizationId organizationId, PhoneNumber phoneNumber) {

        static ActiveKey of(Suppression suppression) {
            return new ActiveKey(suppression.organizationId(), suppression.phoneNumber());
        }
    }
}
