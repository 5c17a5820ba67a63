package io.campaignoutreach.domain.shared;

/** Root of the service's own rejections; the HTTP adapter maps each kind to one status and code. */
public abstract class DomainException extends RuntimeException {

    protected DomainException(String message) {
        super(message, null, false, false);
    }
}
