package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.List;
import java.util.Map;

/**
 * How an import ended: the number of elements stored per kind, or the problems that stopped it
 * (at most {@link #PROBLEM_LIMIT} listed, {@code problemCount} in all), in which case nothing was stored.
 */
public record ImportReport(OrganizationId organizationId, Map<ElementKind, Integer> counts, List<String> problems,
                           int problemCount) {

    public static final int PROBLEM_LIMIT = Problems.LIMIT;

    public ImportReport {
        counts = Map.copyOf(counts);
        problems = List.copyOf(problems);
    }

    public boolean imported() {
        return problemCount == 0;
    }

    static ImportReport failed(OrganizationId organizationId, Problems problems) {
        return new ImportReport(organizationId, Map.of(), problems.listed(), problems.total());
    }
}
