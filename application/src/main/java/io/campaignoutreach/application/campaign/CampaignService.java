package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.shared.InvalidTransitionException;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Clock;
import java.util.List;

/**
 * Campaign reads and configuration changes, scoped to the caller's organization. A change that
 * loses to a concurrent one is applied again, rules included, to the newer campaign, as a PATCH
 * only sets the members it names (P2); after {@link #UPDATE_ATTEMPTS} lost races the conflict is
 * reported.
 */
public final class CampaignService implements ListCampaignsQuery, GetCampaignQuery, ListCampaignOptionsQuery,
        UpdateCampaignUseCase {

    static final int UPDATE_ATTEMPTS = 3;

    private final CampaignRepository campaigns;
    private final TransactionRunner transactions;
    private final Clock clock;
    private final CampaignViewAssembler views;
    private final CampaignReferenceCheck references;
    private final WaitingEnrollments waiting;

    public CampaignService(CampaignRepository campaigns, TransactionRunner transactions, CampaignViewAssembler views,
                           CampaignReferenceCheck references, WaitingEnrollments waiting, Clock clock) {
        this.campaigns = campaigns;
        this.transactions = transactions;
        this.views = views;
        this.references = references;
        this.waiting = waiting;
        this.clock = clock;
    }

    @Override
    public Page<CampaignView> list(AccessContext access, CampaignQuery query, PageRequest page) {
        access.require(Capability.CAMPAIGNS_VIEW);
        Page<Campaign> found = campaigns.findPage(access.organizationId(), query, page);
        List<CampaignView> assembled = views.assemble(access.organizationId(), found.items());
        return new Page<>(assembled, found.itemsTotal(), page);
    }

    @Override
    public CampaignView get(AccessContext access, CampaignId id) {
        // Whoever may change campaigns reads them whole in every change's answer, so also in a create's.
        if (!access.grants(Capability.CAMPAIGNS_MANAGE)) {
            access.require(Capability.CAMPAIGNS_VIEW);
        }
        return views.find(access.organizationId(), id).orElseThrow(() -> new NotFoundException("Campaign"));
    }

    @Override
    public List<CampaignReference> options(AccessContext access) {
        access.require(Capability.CUSTOMERS_VIEW);
        return campaigns.findReferences(access.organizationId());
    }

    @Override
    public CampaignView update(AccessContext access, CampaignId id, CampaignChanges changes, Violations found) {
        access.requireWrite(Capability.CAMPAIGNS_MANAGE);
        Campaign updated = transactions.inTransactionRetrying(UPDATE_ATTEMPTS, () -> {
            Campaign current = campaigns.findById(access.organizationId(), id).orElseThrow(() -> {
                // A request that breaks rules is answered as such, whichever campaign it names.
                found.throwIfAny();
                return new NotFoundException("Campaign");
            });
            Violations violations = new Violations().addAll(found.list())
                    .addAll(references.check(access.organizationId(), changes).list());
            Campaign changed = applyReportingEveryViolation(current, changes, access.keyName(), violations);
            if (changed != current) {
                campaigns.update(changed, current.version());
                waiting.placeOnActivation(current, changed, changed.updatedAt());
            }
            return changed;
        });
        return views.assemble(access.organizationId(), updated);
    }

    /**
     * Broken references and broken value rules are reported together (422); a forbidden status
     * move (409) is only reported for an otherwise valid request.
     */
    private Campaign applyReportingEveryViolation(Campaign current, CampaignChanges changes, String keyName,
                                                  Violations violations) {
        String modifiedBy = keyName == null ? "API key" : "API key: " + keyName;
        Campaign changed;
        try {
            changed = current.update(changes, modifiedBy, clock.instant());
        } catch (ValidationException e) {
            violations.addAll(e.violations()).throwIfAny();
            throw e;
        } catch (InvalidTransitionException e) {
            violations.throwIfAny();
            throw e;
        }
        violations.throwIfAny();
        return changed;
    }
}
