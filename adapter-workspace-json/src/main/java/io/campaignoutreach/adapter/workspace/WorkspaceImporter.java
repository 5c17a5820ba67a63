package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceQuery;
import io.campaignoutreach.ports.StorePorts;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Imports a workspace document (docs/workspace-format.md) into an organization: checks all of it,
 * and stores all of it in one transaction only when nothing is wrong. The operator's
 * {@code import} command and the demo both come through here.
 */
public final class WorkspaceImporter {

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .build();

    private final StorePorts ports;
    private final IdGenerator ids;
    private final Clock clock;

    public WorkspaceImporter(StorePorts ports, IdGenerator ids, Clock clock) {
        this.ports = ports;
        this.ids = ids;
        this.clock = clock;
    }

    /** Imports the document's text; text that is not JSON is one problem, with its line and column. */
    public ImportReport importJson(OrganizationId organizationId, String text) {
        JsonNode document;
        try {
            document = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            Problems problems = new Problems();
            JsonLocation at = e.getLocation();
            problems.add("", "not valid JSON" + (at == null ? "" : " at line " + at.getLineNr() + ", column "
                    + at.getColumnNr()) + ": " + e.getOriginalMessage());
            return ImportReport.failed(organizationId, problems);
        }
        if (document == null || document.isMissingNode()) {
            Problems problems = new Problems();
            problems.add("", "the file is empty; a workspace document is a JSON object");
            return ImportReport.failed(organizationId, problems);
        }
        return importDocument(organizationId, document);
    }

    /** Checks the document against the organization and, when nothing is wrong, stores every element. */
    public ImportReport importDocument(OrganizationId organizationId, JsonNode document) {
        return ports.transactions().inTransaction(() -> {
            Problems problems = new Problems();
            Optional<Organization> organization = ports.organizations().findById(organizationId);
            if (organization.isEmpty()) {
                problems.add("", "no organization with id " + organizationId);
                return ImportReport.failed(organizationId, problems);
            }
            Optional<Workspace> workspace = WorkspaceReader.read(document, organization.get(),
                    existing(organizationId), ids, clock.instant(), problems);
            if (workspace.isEmpty()) {
                return ImportReport.failed(organizationId, problems);
            }
            store(workspace.get());
            return new ImportReport(organizationId, workspace.get().counts(), List.of(), 0);
        });
    }

    private WorkspaceReader.Existing existing(OrganizationId organizationId) {
        List<CustomFieldDefinition> definitions = new ArrayList<>();
        for (RecordType type : RecordType.values()) {
            definitions.addAll(ports.customFields().findByRecordType(organizationId, type));
        }
        Set<String> sourceIds = new HashSet<>();
        for (int page = 1; ; page++) {
            Page<Source> sources = ports.sources().findPage(organizationId, SourceQuery.all(),
                    new PageRequest(page, PageRequest.MAX_PER_PAGE));
            sources.items().forEach(source -> sourceIds.add(source.sourceId()));
            if (sources.nextPage() == null) {
                break;
            }
        }
        return new WorkspaceReader.Existing(definitions, sourceIds, phones -> taken(organizationId, phones));
    }

    private Set<String> taken(OrganizationId organizationId, Collection<String> phones) {
        List<PhoneNumber> numbers = phones.stream().map(PhoneNumber::new).toList();
        return ports.customers().findByPhones(organizationId, numbers).stream()
                .map(customer -> customer.phone().e164()).collect(Collectors.toSet());
    }

    /** Writes in {@link ElementKind} order, so that every element's references are stored before it. */
    private void store(Workspace workspace) {
        workspace.customFields().forEach(ports.customFields()::insert);
        workspace.routingConfigs().forEach(ports.routingConfigs()::save);
        workspace.appointmentConfigs().forEach(ports.appointmentConfigs()::save);
        workspace.transferConfigs().forEach(ports.transferConfigs()::save);
        workspace.workflows().forEach(ports.workflows()::save);
        workspace.campaigns().forEach(ports.campaigns()::insert);
        if (!workspace.customers().isEmpty()) {
            ports.customers().insertAll(workspace.customers());
        }
        workspace.sources().forEach(ports.sources()::insert);
        if (!workspace.enrollments().isEmpty()) {
            ports.enrollments().insertAll(workspace.enrollments());
        }
        if (!workspace.calls().isEmpty()) {
            ports.calls().insertAll(workspace.calls());
        }
        if (!workspace.inquiries().isEmpty()) {
            ports.inquiries().insertAll(workspace.inquiries());
        }
    }
}
