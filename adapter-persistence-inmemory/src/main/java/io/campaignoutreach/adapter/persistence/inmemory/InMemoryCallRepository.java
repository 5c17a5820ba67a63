package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.call.CustomerCallSummary;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Secondary adapter: keeps calls in memory and counts them per campaign. */
public final class InMemoryCallRepository implements CallRepository {

    /** The order in which a customer's latest call comes last: by creation, then id. */
    private static final Comparator<Call> LATEST_LAST = Comparator.comparing(Call::createdAt)
            .thenComparing(c -> c.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<CallId, Call> calls;
    /** Each customer's calls, so the customer read's summary does not scan every call. */
    private final GroupIndex<CustomerId, CallId> idsByCustomer;

    InMemoryCallRepository(InMemoryStore store) {
        this.store = store;
        this.calls = new Table<>(store);
        this.idsByCustomer = new GroupIndex<>(store);
    }

    @Override
    public void insert(Call call) {
        insertAll(List.of(call));
    }

    @Override
    public void insertAll(Collection<Call> batch) {
        store.write(() -> {
            Set<CallId> ids = new HashSet<>();
            for (Call call : batch) {
                if (!ids.add(call.id()) || calls.contains(call.id())) {
                    throw new ConflictException("call " + call.id() + " already exists");
                }
            }
            batch.forEach(call -> {
                calls.put(call.id(), call);
                idsByCustomer.add(call.customerId(), call.id());
            });
        });
    }

    @Override
    public void recordAnalysis(OrganizationId organizationId, CallId id, String summary, String transcript,
                               String successEvaluation, java.math.BigDecimal cost) {
        store.write(() -> calls.get(id).filter(c -> c.organizationId().equals(organizationId))
                .ifPresent(c -> calls.put(id, c.withAnalysis(summary, transcript, successEvaluation, cost))));
    }

    /** How many times every call was read; tests pin look-ups that must not scan. */
    long scans() {
        return calls.scans();
    }

    @Override
    public Optional<Call> findById(OrganizationId organizationId, CallId id) {
        return store.read(() -> calls.get(id).filter(c -> c.organizationId().equals(organizationId)));
    }

    @Override
    public List<Call> findByCampaign(OrganizationId organizationId, CampaignId campaignId, Instant from,
                                     Instant to) {
        return store.read(() -> calls.rows()
                .filter(c -> c.organizationId().equals(organizationId) && c.campaignId().equals(campaignId))
                .filter(c -> !c.testFlag())
                .filter(c -> (from == null || !c.createdAt().isBefore(from)) && (to == null || !c.createdAt().isAfter(to)))
                .sorted(Comparator.comparing(Call::createdAt)
                        .thenComparing(c -> c.id().value(), IdOrder.UNSIGNED))
                .toList());
    }

    @Override
    public Map<CampaignId, CallCounts> countByCampaign(OrganizationId organizationId,
                                                       Collection<CampaignId> campaignIds, Instant dayStart) {
        Set<CampaignId> wanted = Set.copyOf(campaignIds);
        return store.read(() -> {
            Map<CampaignId, CallCounts> counts = new HashMap<>();
            calls.rows()
                    .filter(c -> c.organizationId().equals(organizationId) && wanted.contains(c.campaignId()))
                    .filter(c -> !c.testFlag())
                    .forEach(c -> counts.merge(c.campaignId(), countOf(c, dayStart), InMemoryCallRepository::plus));
            return counts;
        });
    }

    @Override
    public CustomerCallSummary summarizeForCustomer(OrganizationId organizationId, CustomerId customerId) {
        // A loop, not a stream: every customer read runs it.
        return store.read(() -> {
            int count = 0;
            Call latest = null;
            for (CallId id : idsByCustomer.get(customerId)) {
                Call call = calls.get(id).orElse(null);
                if (call != null && call.organizationId().equals(organizationId) && !call.testFlag()) {
                    count++;
                    if (latest == null || LATEST_LAST.compare(call, latest) > 0) {
                        latest = call;
                    }
                }
            }
            return latest == null ? CustomerCallSummary.NONE
                    : new CustomerCallSummary(count, latest.createdAt(), latest.disposition());
        });
    }

    private static CallCounts countOf(Call call, Instant dayStart) {
        if (call.createdAt().isBefore(dayStart)) {
            return new CallCounts(1, 0, 0, 0, 0, 0);
        }
        boolean inbound = call.direction() == CallDirection.INBOUND;
        return new CallCounts(1, 1, inbound ? 1 : 0, inbound ? 0 : 1, call.isConnected() ? 1 : 0, call.durationMs());
    }

    private static CallCounts plus(CallCounts a, CallCounts b) {
        return new CallCounts(a.totalCalls() + b.totalCalls(), a.todayCalls() + b.todayCalls(),
                a.todayInbound() + b.todayInbound(), a.todayOutbound() + b.todayOutbound(),
                a.todayConnected() + b.todayConnected(), a.todayDurationMs() + b.todayDurationMs());
    }
}
