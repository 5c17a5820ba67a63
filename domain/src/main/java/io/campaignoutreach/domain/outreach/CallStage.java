package io.campaignoutreach.domain.outreach;

/**
 * How far a live call has got, in the order a call goes through them: a stage is only ever
 * followed by a later one, so an event that arrives late never moves a call back.
 */
public enum CallStage {
    SUBMITTED, QUEUED, RINGING, IN_PROGRESS, ENDED;

    /** The later of this stage and {@code other}. */
    public CallStage atLeast(CallStage other) {
        return other.compareTo(this) > 0 ? other : this;
    }
}
