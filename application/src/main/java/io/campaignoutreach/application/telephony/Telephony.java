package io.campaignoutreach.application.telephony;

/**
 * Outbound port: the carrier that places calls. The call is placed and over when {@link #place}
 * returns. The attempt's key reaches the carrier so that it can refuse to dial twice for one
 * attempt: a carrier that has seen the key answers with the first call's result and places no
 * second call (the simulated carrier does, within its process). The engine itself never asks twice
 * for one recorded attempt.
 */
public interface Telephony {

    CallResult place(CallAttempt attempt);
}
