package io.campaignoutreach.domain.call;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * The hand-off of a call to a licensed agent. {@code talkDurationMs} is how long the customer
 * spoke with the agent after the hand-off; {@code converted} says whether the agent closed a sale;
 * {@code price} is what the lead source charged for this transfer when its pricing is dynamic
 * (null when the source's own terms apply).
 */
public record Transfer(Instant transferredAt, long talkDurationMs, boolean converted, BigDecimal price) {

    public Transfer {
        Objects.requireNonNull(transferredAt, "transferredAt");
        if (talkDurationMs < 0) {
            throw new IllegalArgumentException("talkDurationMs must not be negative");
        }
        if (price != null && price.signum() < 0) {
            throw new IllegalArgumentException("price must not be negative");
        }
    }
}
