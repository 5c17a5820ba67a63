package io.campaignoutreach.domain.shared;

/** The value type of a record field: how it is checked and stored. */
public enum FieldKind {
    /** Text up to a maximum length. */
    STRING,
    /** One of a fixed list of labels. */
    ENUM,
    BOOLEAN,
    /** A 32-bit signed integer. */
    INT32,
    /** A calendar date, {@code YYYY-MM-DD}. */
    DATE,
    /** A UTC timestamp per D12. */
    DATE_TIME,
    UUID
}
