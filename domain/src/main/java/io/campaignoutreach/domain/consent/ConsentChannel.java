package io.campaignoutreach.domain.consent;

/**
 * The way of reaching a number that a consent covers. Calls with an AI or prerecorded voice are
 * their own channel because the FCC treats an AI voice as an artificial voice (FCC 24-17): its
 * marketing calls need prior express written consent, which a live caller's do not.
 */
public enum ConsentChannel {
    /** Calls with an artificial voice: an AI agent or a prerecorded message. */
    VOICE_ARTIFICIAL,
    /** Calls with a person speaking. */
    VOICE_LIVE,
    /** Text messages. */
    SMS
}
