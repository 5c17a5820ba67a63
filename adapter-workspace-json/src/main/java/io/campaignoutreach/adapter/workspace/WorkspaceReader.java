package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.adapter.workspace.document.FileElement;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.organization.Organization;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

/**
 * Turns a workspace document into domain objects of one organization, finding every problem on
 * the way. First every element is bound to its record and its {@code id} registered, so an
 * element may refer to one listed after it; then the kinds are checked and built in
 * {@link ElementKind} order.
 */
final class WorkspaceReader {

    /** What the organization already holds that the document must not clash with. */
    record Existing(List<CustomFieldDefinition> customFields, Set<String> sourceIds,
                    Function<Collection<String>, Set<String>> phonesTaken) {
    }

    /** Builds the domain object of one bound element: its record, its checks and its new id. */
    private interface Build<E extends FileElement, T> {
        T apply(E element, Checks at, UUID id);
    }

    private WorkspaceReader() {
    }

    /** The workspace, or empty when {@code problems} holds anything after reading. */
    static Optional<OutreachSetup> read(JsonNode document, Organization organization, Existing existing,
                                        IdGenerator ids, Instant now, Problems problems) {
        FileIds fileIds = new FileIds(ids);
        BoundElements elements = BoundElements.bind(document, fileIds, problems);
        ReadContext context = new ReadContext(organization, now, fileIds, problems);
        ConfigurationElements configurations = new ConfigurationElements(context, ids);
        CampaignElements campaigns = new CampaignElements(context);
        CustomerElements customers = new CustomerElements(context, ids, existing.customFields());
        ActivityElements activity = new ActivityElements(context, customers, existing.sourceIds());

        OutreachSetup setup = new OutreachSetup(
                all(elements, ElementKind.CUSTOM_FIELDS, context, customers::customField),
                all(elements, ElementKind.ROUTING_CONFIGS, context, configurations::routing),
                all(elements, ElementKind.APPOINTMENT_CONFIGS, context, configurations::appointment),
                all(elements, ElementKind.TRANSFER_CONFIGS, context, configurations::transfer),
                all(elements, ElementKind.WORKFLOWS, context, configurations::workflow),
                all(elements, ElementKind.CAMPAIGNS, context, campaigns::campaign),
                all(elements, ElementKind.CUSTOMERS, context, customers::customer),
                all(elements, ElementKind.SOURCES, context, activity::source),
                all(elements, ElementKind.ENROLLMENTS, context, activity::enrollment),
                all(elements, ElementKind.CALLS, context, activity::call),
                all(elements, ElementKind.INQUIRIES, context, activity::inquiry),
                customers.consent());

        Map<String, String> phonePaths = customers.phonePaths();
        if (!phonePaths.isEmpty()) {
            existing.phonesTaken().apply(phonePaths.keySet()).stream()
                    .map(phonePaths::get).sorted()
                    .forEach(path -> problems.add(path + ".phoneNumber",
                            "the organization already has a customer with this number"));
        }
        return problems.any() ? Optional.empty() : Optional.of(setup);
    }

    /** Builds each bound element of the kind; elements with problems are left out (the import stops anyway). */
    @SuppressWarnings("unchecked")
    private static <E extends FileElement, T> List<T> all(BoundElements elements, ElementKind kind,
                                                          ReadContext context, Build<E, T> build) {
        List<T> built = new ArrayList<>();
        for (BoundElements.Element element : elements.of(kind)) {
            Optional.ofNullable(build.apply((E) element.record(), context.at(element.path()), element.id()))
                    .ifPresent(built::add);
        }
        return built;
    }
}
