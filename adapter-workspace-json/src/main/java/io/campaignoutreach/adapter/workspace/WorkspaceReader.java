package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.organization.Organization;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Turns a workspace document into domain objects of one organization, finding every problem on
 * the way. First every element's {@code id} is registered, so an element may refer to one listed
 * after it; then the kinds are read in {@link ElementKind} order.
 */
final class WorkspaceReader {

    /** What the organization already holds that the document must not clash with. */
    record Existing(List<CustomFieldDefinition> customFields, Set<String> sourceIds,
                    Function<Collection<String>, Set<String>> phonesTaken) {
    }

    private WorkspaceReader() {
    }

    /** The workspace, or empty when {@code problems} holds anything after reading. */
    static Optional<OutreachSetup> read(JsonNode document, Organization organization, Existing existing,
                                    IdGenerator ids, Instant now, Problems problems) {
        Optional<JsonMembers> top = JsonMembers.of(document, "", problems);
        if (top.isEmpty()) {
            return Optional.empty();
        }
        FileIds fileIds = new FileIds(ids);
        Map<ElementKind, List<JsonMembers>> elements = new EnumMap<>(ElementKind.class);
        Map<ElementKind, List<UUID>> newIds = new EnumMap<>(ElementKind.class);
        for (ElementKind kind : ElementKind.values()) {
            List<JsonMembers> list = top.get().objects(kind.member());
            elements.put(kind, list);
            List<UUID> registered = new ArrayList<>();
            list.forEach(element -> registered.add(fileIds.register(kind, element)));
            newIds.put(kind, registered);
        }
        top.get().finish();

        ReadContext context = new ReadContext(organization, now, fileIds, problems);
        ConfigurationReader configurations = new ConfigurationReader(context, ids);
        CampaignReader campaigns = new CampaignReader(context);
        CustomerReader customers = new CustomerReader(context, ids, existing.customFields());
        ActivityReader activity = new ActivityReader(context, customers, existing.sourceIds());
        Reading reading = new Reading(elements, newIds);

        var customFields = reading.all(ElementKind.CUSTOM_FIELDS, customers::customField);
        var routing = reading.all(ElementKind.ROUTING_CONFIGS, configurations::routing);
        var appointments = reading.all(ElementKind.APPOINTMENT_CONFIGS, configurations::appointment);
        var transfers = reading.all(ElementKind.TRANSFER_CONFIGS, configurations::transfer);
        var workflows = reading.all(ElementKind.WORKFLOWS, configurations::workflow);
        var campaignList = reading.all(ElementKind.CAMPAIGNS, campaigns::campaign);
        var customerList = reading.all(ElementKind.CUSTOMERS, customers::customer);
        var sources = reading.all(ElementKind.SOURCES, activity::source);
        var enrollments = reading.all(ElementKind.ENROLLMENTS, activity::enrollment);
        var calls = reading.all(ElementKind.CALLS, activity::call);
        var inquiries = reading.all(ElementKind.INQUIRIES, activity::inquiry);

        Map<String, String> phonePaths = customers.phonePaths();
        if (!phonePaths.isEmpty()) {
            existing.phonesTaken().apply(phonePaths.keySet()).stream()
                    .map(phonePaths::get).sorted()
                    .forEach(path -> problems.add(path + ".phoneNumber",
                            "the organization already has a customer with this number"));
        }
        if (problems.any()) {
            return Optional.empty();
        }
        return Optional.of(new OutreachSetup(customFields, routing, appointments, transfers, workflows, campaignList,
                customerList, sources, enrollments, calls, inquiries));
    }

    /** The registered elements of each kind with their new ids. */
    private record Reading(Map<ElementKind, List<JsonMembers>> elements, Map<ElementKind, List<UUID>> ids) {

        /** Reads each element of the kind; elements with problems are left out (the import stops anyway). */
        <T> List<T> all(ElementKind kind, BiFunction<JsonMembers, UUID, T> reader) {
            List<T> read = new ArrayList<>();
            List<JsonMembers> list = elements.get(kind);
            for (int i = 0; i < list.size(); i++) {
                T element = reader.apply(list.get(i), ids.get(kind).get(i));
                if (element != null) {
                    read.add(element);
                }
            }
            return read;
        }
    }
}
