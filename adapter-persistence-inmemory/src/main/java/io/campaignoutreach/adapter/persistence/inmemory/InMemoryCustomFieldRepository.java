package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: keeps custom field definitions in memory; deleted ones stay and keep their key. */
public final class InMemoryCustomFieldRepository implements CustomFieldRepository {

    private static final Comparator<CustomFieldDefinition> OLDEST_FIRST =
            Comparator.comparing(CustomFieldDefinition::createdAt).thenComparing(d -> d.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<CustomFieldId, CustomFieldDefinition> definitions;

    InMemoryCustomFieldRepository(InMemoryStore store) {
        this.store = store;
        this.definitions = new Table<>(store);
    }

    @Override
    public void insert(CustomFieldDefinition definition) {
        store.write(() -> {
            if (definitions.contains(definition.id())) {
                throw new ConflictException("custom field " + definition.id() + " already exists");
            }
            // A scan rather than a key index: an organization defines few fields.
            boolean keyTaken = definitions.rows().anyMatch(d -> d.organizationId().equals(definition.organizationId())
                    && d.recordType() == definition.recordType() && d.fieldKey().equals(definition.fieldKey()));
            if (keyTaken) {
                throw new ConflictException("custom field key " + definition.fieldKey() + " is already used for "
                        + definition.recordType().wireName());
            }
            definitions.put(definition.id(), definition);
        });
    }

    @Override
    public Optional<CustomFieldDefinition> findById(OrganizationId organizationId, CustomFieldId id) {
        return store.read(() -> definitions.get(id).filter(d -> d.organizationId().equals(organizationId)));
    }

    @Override
    public List<CustomFieldDefinition> findByRecordType(OrganizationId organizationId, RecordType recordType) {
        return store.read(() -> definitions.rows()
                .filter(d -> d.organizationId().equals(organizationId) && d.recordType() == recordType)
                .sorted(OLDEST_FIRST)
                .toList());
    }
}
