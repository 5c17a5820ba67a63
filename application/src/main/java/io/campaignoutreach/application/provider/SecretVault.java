package io.campaignoutreach.application.provider;

/**
 * Outbound port: seals the secrets an organization hands the service (a provider's auth token, API
 * key or server-URL secret) so that only sealed text is ever stored, and opens them when they are
 * used. Every operation takes a {@code context}, the associated data a sealed secret is bound to
 * (such as the organization's id and the secret's name): a sealed value copied to another
 * organization's record, or to another secret's, does not open there. A sealed value that was altered
 * does not open either. Failures throw {@link SecretVaultException}, whose message names at most a key
 * id, never a secret.
 */
public interface SecretVault {

    /** No key: a server whose operator set none keeps no secrets, and refuses to seal or open one. */
    SecretVault NONE = new SecretVault() {
        @Override
        public SealedSecret seal(String plaintext, String context) {
            throw new SecretVaultException("this server has no key to seal secrets with");
        }

        @Override
        public String open(SealedSecret sealed, String context) {
            throw new SecretVaultException("this server has no key to open secrets with");
        }

        @Override
        public SealedSecret reseal(SealedSecret sealed, String context) {
            throw new SecretVaultException("this server has no key to seal secrets with");
        }

        @Override
        public String currentKeyId() {
            throw new SecretVaultException("this server has no key");
        }

        @Override
        public boolean canSeal() {
            return false;
        }
    };

    /** Whether this vault has a key to seal with. */
    default boolean canSeal() {
        return true;
    }

    SealedSecret seal(String plaintext, String context);

    String open(SealedSecret sealed, String context);

    /**
     * The secret sealed again under the current key, with the same context; {@code sealed} itself when
     * its key is already the current one. Rotation: add a new current key, reseal every secret, then
     * drop the old key.
     */
    SealedSecret reseal(SealedSecret sealed, String context);

    /** The id of the key new secrets are sealed under. */
    String currentKeyId();
}
