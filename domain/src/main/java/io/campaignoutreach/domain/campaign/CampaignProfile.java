package io.campaignoutreach.domain.campaign;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * What a campaign is: its name and description, the template it was made from, and how it is
 * classified (suite, mode, kind, direction, vertical). A campaign whose suite is
 * {@code receptionist} answers inbound calls and manages its enrollments itself.
 */
public record CampaignProfile(
        String name,
        String description,
        UUID templateId,
        String templateName,
        String suitType,
        String suite,
        String mode,
        CampaignKind kind,
        String direction,
        String vertical,
        String sourceType,
        List<String> tags) {

    public static final int MAX_NAME_LENGTH = 255;

    public CampaignProfile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        tags = List.copyOf(tags);
    }

    public CampaignProfile withName(String newName) {
        return new CampaignProfile(newName, description, templateId, templateName, suitType, suite, mode, kind,
                direction, vertical, sourceType, tags);
    }

    public CampaignProfile withDescription(String newDescription) {
        return new CampaignProfile(name, newDescription, templateId, templateName, suitType, suite, mode, kind,
                direction, vertical, sourceType, tags);
    }

    public CampaignProfile withKind(CampaignKind newKind) {
        return new CampaignProfile(name, description, templateId, templateName, suitType, suite, mode, newKind,
                direction, vertical, sourceType, tags);
    }

    public CampaignProfile withTags(List<String> newTags) {
        return new CampaignProfile(name, description, templateId, templateName, suitType, suite, mode, kind,
                direction, vertical, sourceType, newTags);
    }
}
