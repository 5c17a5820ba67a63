package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.EnrollmentJobClaimConcurrencyContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the concurrent claim contract of enrollment jobs against the in-memory store. */
class InMemoryEnrollmentJobClaimConcurrencyTest extends EnrollmentJobClaimConcurrencyContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
