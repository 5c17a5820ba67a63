package io.campaignoutreach.application.messaging;

import java.time.Instant;

/**
 * What an organization sent one number: {@code campaignTexts} campaign texts handed to the carrier
 * in the period asked for, the oldest of them at {@code oldest}, and whether any text at all went to
 * the number before ({@code texted}), so the next one is not its first.
 */
public record TextActivity(int campaignTexts, Instant oldest, boolean texted) {

    public static final TextActivity NONE = new TextActivity(0, null, false);

    /** The same, with one more campaign text handed over at {@code at}. */
    public TextActivity plusCampaignText(Instant at) {
        return new TextActivity(campaignTexts + 1, oldest == null || at.isBefore(oldest) ? at : oldest, true);
    }

    /** The same, with a reply handed over: the number has been texted. */
    public TextActivity plusReply() {
        return new TextActivity(campaignTexts, oldest, true);
    }
}
