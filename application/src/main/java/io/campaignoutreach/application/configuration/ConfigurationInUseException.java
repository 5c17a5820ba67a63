package io.campaignoutreach.application.configuration;

import io.campaignoutreach.domain.shared.DomainException;
import java.util.List;

/** A configuration other records still name cannot be deleted: the message names them (at most 25 campaigns). */
public final class ConfigurationInUseException extends DomainException {

    public ConfigurationInUseException(String what, String name, List<String> users, long moreCampaigns) {
        super("The " + what + " \"" + name + "\" is in use by " + String.join(", ", users)
                + (moreCampaigns > 0 ? " and " + moreCampaigns + " more campaigns" : "")
                + "; change them to use another first");
    }
}
