package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.setup.StoreSetupUseCase;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceQuery;
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
 * and stores all of it in one transaction only when nothing is wrong, through the application's
 * {@link StoreSetupUseCase} as an embedding program's creations are. The operator's {@code import}
 * command comes through here.
 */
public final class WorkspaceImporter {

    private final StorePorts ports;
    private final StoreSetupUseCase setups;
    private final IdGenerator ids;
    private final Clock clock;

    /** Reads what the document refers to through {@code ports}; stores its records through {@code setups}. */
    public WorkspaceImporter(StorePorts ports, StoreSetupUseCase setups, IdGenerator ids, Clock clock) {
        this.ports = ports;
        this.setups = setups;
        this.ids = ids;
        this.clock = clock;
    }

    /** Imports the document's text; text that is not JSON is one problem, with its line and column. */
    public ImportReport importJson(OrganizationId organizationId, String text) {
        JsonNode document;
        try {
            document = DocumentBinding.JSON.readTree(text);
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
            Optional<OutreachSetup> workspace = WorkspaceReader.read(document, organization.get(),
                    existing(organizationId), ids, clock.instant(), problems);
            if (workspace.isEmpty()) {
                return ImportReport.failed(organizationId, problems);
            }
            // The import is the operator's, acting for the organization with every capability (P59).
            setups.store(AccessContext.trusted(organizationId, "import"), workspace.get());
            return new ImportReport(organizationId, ElementKind.counts(workspace.get()), List.of(), 0);
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
}
