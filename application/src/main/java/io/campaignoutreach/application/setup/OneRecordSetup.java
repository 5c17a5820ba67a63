package io.campaignoutreach.application.setup;

import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import java.util.List;
import java.util.function.Supplier;

/**
 * A setup of one record, as a create or replace of the API stores one: the rules it breaks are reported at the
 * record's own members. A setup names them from its list of records ({@code campaigns.0.flowWorkflowId}), a
 * request of one record from its root ({@code flowWorkflowId}).
 */
public final class OneRecordSetup {

    private OneRecordSetup() {
    }

    /** Runs {@code store}, a setup whose only record is of {@code kind} (the setup's name for its list). */
    public static <T> T reported(String kind, Supplier<T> store) {
        try {
            return store.get();
        } catch (ValidationException broken) {
            throw new ValidationException(broken.violations().stream().map(v -> fromRecord(kind, v)).toList());
        }
    }

    private static Violation fromRecord(String kind, Violation violation) {
        List<String> path = violation.path();
        boolean inSetupList = path.size() > 2 && path.get(0).equals(kind) && path.get(1).equals("0");
        return inSetupList ? new Violation(path.subList(2, path.size()), violation.message(), violation.expected(),
                violation.received(), violation.code()) : violation;
    }
}
