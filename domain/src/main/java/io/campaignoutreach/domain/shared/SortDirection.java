package io.campaignoutreach.domain.shared;

/** Order of a sorted list. */
public enum SortDirection {
    ASC, DESC
}
