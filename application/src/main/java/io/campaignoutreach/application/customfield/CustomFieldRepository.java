package io.campaignoutreach.application.customfield;

import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.List;
import java.util.Optional;

/** Outbound port: stores custom field definitions; a key is unique per organization and record type. */
public interface CustomFieldRepository {

    /**
     * Stores a new definition; throws {@link io.campaignoutreach.domain.shared.ConflictException}
     * and stores nothing when the organization already has that key for that record type.
     */
    void insert(CustomFieldDefinition definition);

    Optional<CustomFieldDefinition> findById(OrganizationId organizationId, CustomFieldId id);

    /** The organization's definitions for one record type, deleted ones included, oldest first (then by id). */
    List<CustomFieldDefinition> findByRecordType(OrganizationId organizationId, RecordType recordType);
}
