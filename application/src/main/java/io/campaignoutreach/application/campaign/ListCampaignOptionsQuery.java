package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import java.util.List;

/** Query: every campaign of the caller in light form, for filters and enrollment pickers (needs customers:view). */
public interface ListCampaignOptionsQuery {

    List<CampaignReference> options(AccessContext access);
}
