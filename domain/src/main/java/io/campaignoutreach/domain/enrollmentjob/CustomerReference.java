package io.campaignoutreach.domain.enrollmentjob;

import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.shared.Violation;
import java.util.List;
import java.util.Objects;

/** One entry of an enrollment request: a customer by id, by phone number, or a malformed entry. */
public sealed interface CustomerReference {

    /** The customer with this id. */
    record ById(CustomerId customerId) implements CustomerReference {
        public ById {
            Objects.requireNonNull(customerId, "customerId");
        }
    }

    /** The customer with this (normalized) phone number. */
    record ByPhone(PhoneNumber phone) implements CustomerReference {
        public ByPhone {
            Objects.requireNonNull(phone, "phone");
        }
    }

    /** An entry that names no customer; it fails alone with its field-level explanations. */
    record Malformed(List<Violation> violations) implements CustomerReference {
        public Malformed {
            violations = List.copyOf(violations);
            if (violations.isEmpty()) {
                throw new IllegalArgumentException("a malformed entry says what is wrong with it");
            }
        }
    }
}
