package io.campaignoutreach.application.source;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.insight.SourcePerformance;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;
import io.campaignoutreach.domain.source.SourceType;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Lead sources of the caller's organization (D15). A generated {@code sourceId} is {@code src_}
 * and 12 lowercase base32 characters, drawn again should it be taken; a {@code sourceId} the
 * caller chose that is taken is a conflict.
 */
public final class SourceService implements SourceUseCases {

    private static final char[] BASE32 = "abcdefghijklmnopqrstuvwxyz234567".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int GENERATION_ATTEMPTS = 5;

    private final SourceRepository sources;
    private final CampaignRepository campaigns;
    private final CallRepository calls;
    private final CustomerRepository customers;
    private final TransactionRunner transactions;
    private final IdGenerator ids;
    private final Clock clock;

    public SourceService(SourceRepository sources, CampaignRepository campaigns, CallRepository calls,
                         CustomerRepository customers, TransactionRunner transactions, IdGenerator ids, Clock clock) {
        this.sources = sources;
        this.campaigns = campaigns;
        this.calls = calls;
        this.customers = customers;
        this.transactions = transactions;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public Page<SourceView> list(AccessContext access, SourceQuery query, PageRequest page) {
        access.require(Capability.SOURCES_VIEW);
        Page<Source> sources = this.sources.findPage(access.organizationId(), query, page);
        Map<CampaignId, String> names = sources.items().isEmpty() ? Map.of() : campaignNames(access.organizationId());
        return sources.map(source -> new SourceView(source, names.get(source.campaignId())));
    }

    @Override
    public SourceView create(AccessContext access, SourceChanges changes, Violations found) {
        access.requireWrite(Capability.SOURCES_MANAGE);
        required(changes.campaignId(), "campaignId", found);
        required(changes.dealType(), "dealType", found);
        required(changes.pricingModel(), "pricingModel", found);
        String campaignName = namedCampaign(access.organizationId(), changes, found);
        found.throwIfAny();
        boolean chosenId = changes.sourceId().isPresent();
        for (int attempt = 1; ; attempt++) {
            Instant now = clock.instant();
            Source source = Source.builder(SourceId.of(ids.newId()), access.organizationId(),
                            chosenId ? changes.sourceId().value() : generatedSourceId(), changes.campaignId().value(),
                            changes.dealType().value(), changes.sourceType().orElse(SourceType.OUTBOUND),
                            changes.pricingModel().value())
                    .name(changes.name().orElse(null)).description(changes.description().orElse(null))
                    .phoneNumberId(changes.phoneNumberId().orElse(null)).payout(changes.payout().orElse(null))
                    .commissionPerSale(changes.commissionPerSale().orElse(null))
                    .leadCost(changes.leadCost().orElse(null))
                    .durationThreshold(changes.durationThreshold().orElse(null))
                    .enabled(changes.enabled().orElse(Boolean.TRUE)).create(now);
            try {
                sources.insert(source);
                return new SourceView(source, campaignName);
            } catch (ConflictException taken) {
                if (chosenId) {
                    throw sourceIdTaken(source.sourceId());
                }
                if (attempt == GENERATION_ATTEMPTS) {
                    throw taken;
                }
            }
        }
    }

    @Override
    public SourceView update(AccessContext access, SourceId id, SourceChanges changes, Violations found) {
        access.requireWrite(Capability.SOURCES_MANAGE);
        // Only a campaign the change names must exist; the current one may be gone.
        String namedCampaign = namedCampaign(access.organizationId(), changes, found);
        found.throwIfAny();
        return transactions.inTransaction(() -> {
            Source current = sources.findById(access.organizationId(), id)
                    .orElseThrow(() -> new NotFoundException("Source"));
            CampaignId campaignId = changes.campaignId().orElse(current.campaignId());
            String campaignName = changes.campaignId().isPresent() ? namedCampaign
                    : campaigns.findById(access.organizationId(), campaignId)
                            .map(campaign -> campaign.profile().name()).orElse(null);
            Source proposed = Source.builder(current.id(), current.organizationId(),
                            changes.sourceId().orElse(current.sourceId()), campaignId,
                            changes.dealType().orElse(current.dealType()),
                            changes.sourceType().orElse(current.sourceType()),
                            changes.pricingModel().orElse(current.pricingModel()))
                    .name(changes.name().orElse(current.name()))
                    .description(changes.description().orElse(current.description()))
                    .phoneNumberId(changes.phoneNumberId().orElse(current.phoneNumberId()))
                    .payout(changes.payout().orElse(current.payout()))
                    .commissionPerSale(changes.commissionPerSale().orElse(current.commissionPerSale()))
                    .leadCost(changes.leadCost().orElse(current.leadCost()))
                    .durationThreshold(changes.durationThreshold().orElse(current.durationThreshold()))
                    .enabled(changes.enabled().orElse(current.enabled()))
                    .reconstitute(current.version(), current.createdAt(), current.updatedAt());
            Source changed = current.changed(proposed, clock.instant());
            if (changed != current) {
                try {
                    sources.update(changed, current.version());
                } catch (ConflictException taken) {
                    if (!changed.sourceId().equals(current.sourceId())) {
                        throw sourceIdTaken(changed.sourceId());
                    }
                    throw taken;
                }
            }
            return new SourceView(changed, campaignName);
        });
    }

    @Override
    public SourcePerformance performance(AccessContext access, SourcePerformanceQuery query) {
        access.require(Capability.SOURCES_VIEW);
        OrganizationId organizationId = access.organizationId();
        campaignName(organizationId, query.campaignId());
        Instant end = query.endDate() != null ? query.endDate() : clock.instant();
        List<Call> calls = this.calls.findByCampaign(organizationId, query.campaignId(), query.startDate(), end);
        Set<SourceId> named = calls.stream().map(Call::sourceId).filter(Objects::nonNull).collect(Collectors.toSet());
        List<Source> sources = this.sources.findForCampaign(organizationId, query.campaignId(), named);
        Set<CustomerId> called = calls.stream().map(Call::customerId).collect(Collectors.toSet());
        Map<CustomerId, String> states = new HashMap<>();
        customers.findByIds(organizationId, called)
                .forEach(customer -> states.put(customer.id(), customer.profile().text(CustomerField.STATE)));
        return SourcePerformance.compute(sources, calls, states);
    }

    private static void required(Patch<?> member, String name, Violations found) {
        if (!member.isPresent() && !found.covers(List.of(name))) {
            found.add(Violation.required(List.of(name)));
        }
    }

    /**
     * The name of the campaign the changes name, or null when they name none; one the organization
     * does not have is recorded in {@code found} at {@code campaignId} (D3).
     */
    private String namedCampaign(OrganizationId organizationId, SourceChanges changes, Violations found) {
        if (!changes.campaignId().isPresent() || changes.campaignId().value() == null) {
            return null;
        }
        Optional<String> name = campaigns.findById(organizationId, changes.campaignId().value())
                .map(campaign -> campaign.profile().name());
        if (name.isEmpty()) {
            found.add(Violation.notFound(List.of("campaignId"), "Campaign"));
        }
        return name.orElse(null);
    }

    /** The campaign's name; a campaign the organization does not have is a 422 at {@code campaignId} (D3). */
    private String campaignName(OrganizationId organizationId, CampaignId campaignId) {
        return campaigns.findById(organizationId, campaignId).map(c -> c.profile().name())
                .orElseThrow(() -> new ValidationException(List.of(
                        Violation.notFound(List.of("campaignId"), "Campaign"))));
    }

    private Map<CampaignId, String> campaignNames(OrganizationId organizationId) {
        return campaigns.findReferences(organizationId).stream()
                .collect(Collectors.toMap(CampaignReference::id, CampaignReference::name));
    }

    private static ConflictException sourceIdTaken(String sourceId) {
        return new ConflictException("sourceId '" + sourceId + "' is already used by another source");
    }

    private static String generatedSourceId() {
        StringBuilder id = new StringBuilder("src_");
        for (int i = 0; i < 12; i++) {
            id.append(BASE32[RANDOM.nextInt(BASE32.length)]);
        }
        return id.toString();
    }
}
