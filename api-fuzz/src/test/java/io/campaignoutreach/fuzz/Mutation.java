package io.campaignoutreach.fuzz;

/**
 * The ways a generated request is broken. Each one makes a request the document calls invalid, in its
 * schemas or in its prose (e.g. unknown query parameters, the text rule, the size limits), so every
 * one must be answered with a 4xx.
 */
enum Mutation {
    /** A member holds a value of another JSON type. */
    WRONG_TYPE,
    /** A required member is left out. */
    MISSING_REQUIRED,
    /** A closed object gains a member it does not list. */
    UNKNOWN_MEMBER,
    /** A value beyond its enum, pattern, length, range or item count. */
    OUT_OF_RANGE,
    /** A free-text string carries a control character. */
    CONTROL_CHARACTER,
    /** A string of more than 100,000 characters. */
    HUGE_STRING,
    /** JSON nested deeper than 32 levels. */
    DEEP_NESTING,
    /** A body that is not JSON, or not UTF-8. */
    MALFORMED_BODY,
    /** A body not sent as JSON. */
    WRONG_CONTENT_TYPE,
    /** A path parameter that is not a uuid. */
    BAD_PATH_UUID,
    /** A query parameter the operation does not take. */
    UNKNOWN_QUERY_PARAMETER,
    /** A documented query parameter beyond its rules, or given twice. */
    BAD_QUERY_VALUE,
    /** A query parameter value with a control character. */
    QUERY_CONTROL_CHARACTER,
    /** No key, a malformed or unknown key, or two key headers. */
    BAD_API_KEY
}
