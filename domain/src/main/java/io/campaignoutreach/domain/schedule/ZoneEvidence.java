package io.campaignoutreach.domain.schedule;

/** A part of the customer record that says where the customer is. */
public enum ZoneEvidence {
    TIME_ZONE,
    STATE,
    POSTAL_CODE,
    AREA_CODE
}
