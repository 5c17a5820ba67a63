package io.campaignoutreach.application.provider;

/**
 * A secret could not be sealed or opened: its key is not configured, or it was altered or sealed for
 * another context. The message names the key id at most; no stack of causes is kept, as a cause of
 * the cipher's could in principle carry more than the service means to show.
 */
public final class SecretVaultException extends RuntimeException {

    public SecretVaultException(String message) {
        super(message, null, false, false);
    }
}
