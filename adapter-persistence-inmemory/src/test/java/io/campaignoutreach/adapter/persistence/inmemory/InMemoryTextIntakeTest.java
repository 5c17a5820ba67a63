package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.TextIntakeContract;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link TextIntakeContract} run against the in-memory store. */
class InMemoryTextIntakeTest extends TextIntakeContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
