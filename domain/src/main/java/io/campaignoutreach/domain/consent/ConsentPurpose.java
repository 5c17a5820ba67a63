package io.campaignoutreach.domain.consent;

/** What the calls or texts a consent covers are for; marketing needs the stronger consent. */
public enum ConsentPurpose {
    MARKETING,
    INFORMATIONAL
}
