package io.campaignoutreach.domain.schedule;

/** Which part of the customer record decided the candidate time zones, strongest first. */
public enum ZoneEvidence {
    TIME_ZONE,
    STATE,
    POSTAL_CODE,
    AREA_CODE,
    NONE
}
