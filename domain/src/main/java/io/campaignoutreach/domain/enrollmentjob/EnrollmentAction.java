package io.campaignoutreach.domain.enrollmentjob;

import java.util.Arrays;
import java.util.Optional;

/** What an enrollment job does to each customer it names. */
public enum EnrollmentAction {
    /** Add customers to the campaign. */
    ENROLL("enroll"),
    /** Restart customers' existing enrollments. */
    RESTART("restart"),
    /** Set a terminal status on customers' existing enrollments. */
    SET_STATUS("set_status");

    private final String wireName;

    EnrollmentAction(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<EnrollmentAction> fromWireName(String name) {
        return Arrays.stream(values()).filter(a -> a.wireName.equals(name)).findFirst();
    }
}
