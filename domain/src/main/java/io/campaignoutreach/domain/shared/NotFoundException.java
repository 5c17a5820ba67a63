package io.campaignoutreach.domain.shared;

/** The thing does not exist for the caller: unknown, deleted, or another organization's. */
public final class NotFoundException extends DomainException {

    public NotFoundException(String what) {
        super(what + " not found");
    }
}
