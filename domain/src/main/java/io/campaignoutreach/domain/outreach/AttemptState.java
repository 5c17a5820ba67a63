package io.campaignoutreach.domain.outreach;

/** Where a call attempt stands: with the carrier, its call recorded, or interrupted with its result unknown. */
public enum AttemptState {
    PLACING, PLACED, INTERRUPTED
}
