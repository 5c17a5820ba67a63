package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.domain.campaign.Campaign;

/**
 * Use case: create a campaign (needs campaigns.manage; not for read-only keys). A workflow or
 * configuration it names that the organization does not have is a
 * {@link io.campaignoutreach.domain.shared.ValidationException}.
 */
public interface CreateCampaignUseCase {

    default Campaign createCampaign(AccessContext access, NewCampaign command) {
        return createCampaign(access, command, null).value();
    }

    /**
     * The same, once per idempotency key ({@code idempotency} null: every time): the same request with the key
     * again answers the campaign it made, as it is now; the key with another request is an
     * {@link io.campaignoutreach.application.idempotency.IdempotencyConflictException}. A rule the command breaks
     * is reported at the command's member, as a request body names it, such as {@code flowWorkflowId}.
     */
    Created<Campaign> createCampaign(AccessContext access, NewCampaign command, IdempotentRequest idempotency);
}
