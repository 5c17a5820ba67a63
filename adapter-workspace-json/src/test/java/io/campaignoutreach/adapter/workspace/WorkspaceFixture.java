package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.application.fixtures.RepositoryPorts;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.UuidV7Generator;
import io.campaignoutreach.embedded.ApplicationServices;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

/** Test support: the documented example workspace, organizations to import into, and an importer on a store. */
final class WorkspaceFixture {

    static final Path EXAMPLE = Path.of("..", "docs", "examples", "workspace.json");
    static final Instant NOW = Instant.parse("2026-11-21T15:30:00Z");
    private static final ObjectMapper JSON = new ObjectMapper();

    final StorePorts store;
    final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    final UuidV7Generator ids = new UuidV7Generator(clock);
    final WorkspaceImporter importer;

    /** Over the ports of a store. */
    WorkspaceFixture(StorePorts adapterPorts) {
        this.store = adapterPorts;
        this.importer = new WorkspaceImporter(store, ApplicationServices.setups(store), ids::next, clock);
    }

    OrganizationId organization(String name) {
        OrganizationId id = OrganizationId.of(ids.next());
        store.organizations().insert(Organization.create(id, name, null, NOW));
        return id;
    }

    static String exampleText() {
        try {
            return Files.readString(EXAMPLE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A fresh, changeable copy of the example document. */
    static ObjectNode example() {
        try {
            return (ObjectNode) JSON.readTree(exampleText());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The object at a path such as {@code calls/3/transfer}. */
    static ObjectNode at(JsonNode document, String path) {
        return (ObjectNode) document.at("/" + path);
    }
}
