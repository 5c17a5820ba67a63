package io.campaignoutreach.application.source;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.insight.SourcePerformance;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;

/**
 * Use cases of lead sources: list them and read their performance (needs sources.view), create and
 * change them (needs sources.manage; not for read-only keys).
 */
public interface SourceUseCases {

    Page<SourceView> list(AccessContext access, SourceQuery query, PageRequest page);

    /** Creates a source; campaignId, dealType and pricingModel are required. */
    default SourceView create(AccessContext access, SourceChanges changes) {
        return create(access, changes, new Violations());
    }

    /**
     * As {@link #create(AccessContext, SourceChanges)}, for a caller that already found broken
     * rules in the same request ({@code found}; members it could not read left absent): they are
     * reported together with the use case's own, a campaign not found included, and nothing is
     * created.
     */
    SourceView create(AccessContext access, SourceChanges changes, Violations found);

    default SourceView update(AccessContext access, SourceId id, SourceChanges changes) {
        return update(access, id, changes, new Violations());
    }

    /** Changes a source; {@code found} as for {@link #create(AccessContext, SourceChanges, Violations)}. */
    SourceView update(AccessContext access, SourceId id, SourceChanges changes, Violations found);

    /**
     * Performance of the campaign's sources (needs sources.view); a campaign the organization does
     * not have is a 422 at {@code campaignId}.
     */
    SourcePerformance performance(AccessContext access, SourcePerformanceQuery query);
}
