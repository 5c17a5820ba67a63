package io.campaignoutreach.domain.outreach;

/**
 * Where a call attempt stands: live with the carrier (accepted, ringing or talking), its call
 * recorded, interrupted with its result unknown, or refused by the carrier before any call was
 * placed (not counted).
 */
public enum AttemptState {
    PLACING, PLACED, INTERRUPTED, NOT_PLACED;

    /** Whether a call was, or may have been, dialed: it counts against caps and attempts. */
    public boolean dialed() {
        return this != NOT_PLACED;
    }
}
