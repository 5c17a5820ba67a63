package io.campaignoutreach.application.access;

/** Use case: turn a presented API key into the caller's access context. */
public interface AuthenticateUseCase {

    /** Throws {@link UnauthenticatedException} for any key that cannot be used. */
    AccessContext authenticate(String presentedKey);
}
