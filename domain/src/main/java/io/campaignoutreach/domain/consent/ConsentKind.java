package io.campaignoutreach.domain.consent;

/** Whether a ledger entry gives consent or revokes it. */
public enum ConsentKind {
    GIVEN,
    REVOKED
}
