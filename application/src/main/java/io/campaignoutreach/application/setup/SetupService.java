package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.util.List;
import java.util.function.Function;

/**
 * Stores a setup of new records for {@link StoreSetupUseCase}: checks the capabilities, that
 * every record is the caller's organization's and that every record it names exists, in the setup
 * or the organization ({@link SetupReferences}), then writes
 * kind by kind in one unit of work (which joins the caller's, as an import's does).
 */
public final class SetupService implements StoreSetupUseCase {

    private final OrganizationRepository organizations;
    private final TransactionRunner transactions;
    private final SetupReferences references;
    private final SetupWrites writes;

    public SetupService(OrganizationRepository organizations, TransactionRunner transactions,
                        SetupReferences references, SetupWrites writes) {
        this.organizations = organizations;
        this.transactions = transactions;
        this.references = references;
        this.writes = writes;
    }

    @Override
    public void store(AccessContext access, OutreachSetup setup) {
        requireCapabilities(access, setup);
        transactions.inTransaction(() -> {
            OrganizationId organizationId = access.organizationId();
            if (organizations.findById(organizationId).isEmpty()) {
                throw new NotFoundException("Organization");
            }
            Violations violations = new Violations();
            new Scope(organizationId, violations).check(setup);
            references.check(organizationId, setup, violations);
            violations.throwIfAny();
            writes.write(setup);
        });
    }

    private static void requireCapabilities(AccessContext access, OutreachSetup setup) {
        needs(access, Capability.CUSTOM_FIELDS_MANAGE, setup.customFields());
        needs(access, Capability.CAMPAIGNS_MANAGE, setup.routingConfigs(), setup.appointmentConfigs(),
                setup.transferConfigs(), setup.workflows(), setup.campaigns());
        // Consent comes with the customers whose numbers it is of, as a sync's does.
        needs(access, Capability.CUSTOMERS_SYNC, setup.customers(), setup.consent());
        needs(access, Capability.SOURCES_MANAGE, setup.sources());
        needs(access, Capability.CAMPAIGN_ENROLLMENT_MANAGE, setup.enrollments());
        needs(access, Capability.INQUIRIES_MANAGE, setup.calls(), setup.inquiries());
    }

    private static void needs(AccessContext access, Capability capability, List<?>... kinds) {
        for (List<?> kind : kinds) {
            if (!kind.isEmpty()) {
                access.requireWrite(capability);
                return;
            }
        }
    }

    /** Finds the records of another organization than the caller's. */
    private record Scope(OrganizationId organizationId, Violations violations) {

        void check(OutreachSetup setup) {
            each("customFields", setup.customFields(), d -> d.organizationId());
            each("routingConfigs", setup.routingConfigs(), c -> c.clientId());
            each("appointmentConfigs", setup.appointmentConfigs(), c -> c.clientId());
            each("transferConfigs", setup.transferConfigs(), c -> c.clientId());
            each("workflows", setup.workflows(), w -> w.organizationId());
            each("campaigns", setup.campaigns(), c -> c.organizationId());
            each("customers", setup.customers(), c -> c.organizationId());
            each("sources", setup.sources(), s -> s.organizationId());
            each("enrollments", setup.enrollments(), e -> e.organizationId());
            each("calls", setup.calls(), c -> c.organizationId());
            each("inquiries", setup.inquiries(), q -> q.organizationId());
            each("consent", setup.consent(), e -> e.organizationId());
        }

        private <T> void each(String kind, List<T> records, Function<T, OrganizationId> owner) {
            for (int i = 0; i < records.size(); i++) {
                if (!organizationId.equals(owner.apply(records.get(i)))) {
                    violations.add(Violation.of(List.of(kind, String.valueOf(i), "organizationId"),
                            ViolationCode.CUSTOM, "belongs to another organization than the caller's"));
                }
            }
        }
    }
}
