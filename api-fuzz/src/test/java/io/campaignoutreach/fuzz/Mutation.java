package io.campaignoutreach.fuzz;

/**
 * The ways a generated request is broken. Each one makes a request the document calls invalid, in its
 * schemas or in its prose (e.g. unknown query parameters, the text rule, the size limits), so every
 * one must be refused, with the status the document gives that kind of mistake.
 */
enum Mutation {
    /** A member holds a value of another JSON type. */
    WRONG_TYPE(422),
    /** A required member is left out. */
    MISSING_REQUIRED(422),
    /** A closed object gains a member it does not list. */
    UNKNOWN_MEMBER(422),
    /** A value beyond its enum, pattern, length, range or item count. */
    OUT_OF_RANGE(422),
    /** A free-text string carries a control character. */
    CONTROL_CHARACTER(422),
    /** A string of more than 100,000 characters. */
    HUGE_STRING(422),
    /** JSON nested deeper than 32 levels. */
    DEEP_NESTING(422),
    /** A body that is not JSON, or not UTF-8. */
    MALFORMED_BODY(400),
    /** A body not sent as JSON. */
    WRONG_CONTENT_TYPE(415),
    /** A path parameter that is not a uuid. */
    BAD_PATH_UUID(422),
    /** A query parameter the operation does not take. */
    UNKNOWN_QUERY_PARAMETER(422),
    /** A documented query parameter beyond its rules, or given twice. */
    BAD_QUERY_VALUE(422),
    /** A query parameter value with a control character. */
    QUERY_CONTROL_CHARACTER(422),
    /** No key, a malformed or unknown key, or two key headers. */
    BAD_API_KEY(401);

    private final int status;

    Mutation(int status) {
        this.status = status;
    }

    /**
     * The status the document gives a request broken this way at {@code where}; a body replaced
     * whole by another type is not a JSON object, which is a 400.
     */
    int expectedStatus(String where) {
        return this == WRONG_TYPE && where.equals("/") ? 400 : status;
    }
}
