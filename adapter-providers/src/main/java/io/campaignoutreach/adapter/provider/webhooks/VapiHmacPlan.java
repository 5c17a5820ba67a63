package io.campaignoutreach.adapter.provider.webhooks;

import java.util.Objects;

/**
 * An organization's Vapi HMAC credential, as Vapi's {@code HMACAuthenticationPlan} describes it (see
 * {@link VapiServerCredential}): the secret, the algorithm, where the signature and timestamp are sent, whether the
 * timestamp is signed, and how the signature is written. {@link #of} gives Vapi's defaults; the {@code with}
 * methods change one setting each.
 */
public record VapiHmacPlan(String secretKey, boolean secretIsBase64, Algorithm algorithm, String signatureHeader,
        String timestampHeader, String signaturePrefix, boolean includeTimestamp, Encoding encoding) {

    /** The HMAC algorithms Vapi offers. */
    public enum Algorithm {
        SHA256("HmacSHA256"), SHA512("HmacSHA512"), SHA1("HmacSHA1");

        private final String jcaName;

        Algorithm(String jcaName) {
            this.jcaName = jcaName;
        }

        String jcaName() {
            return jcaName;
        }
    }

    /** How the signature's bytes are written in the header. */
    public enum Encoding {
        HEX, BASE64
    }

    public VapiHmacPlan {
        Objects.requireNonNull(secretKey, "secretKey");
        Objects.requireNonNull(algorithm, "algorithm");
        Objects.requireNonNull(signatureHeader, "signatureHeader");
        Objects.requireNonNull(timestampHeader, "timestampHeader");
        Objects.requireNonNull(signaturePrefix, "signaturePrefix");
        Objects.requireNonNull(encoding, "encoding");
        if (secretKey.isEmpty() || signatureHeader.isBlank() || timestampHeader.isBlank()) {
            throw new IllegalArgumentException("an HMAC plan needs a secret and the names of its headers");
        }
    }

    /** Vapi's defaults: {@code x-signature}, {@code x-timestamp}, no prefix, timestamp signed, hex. */
    public static VapiHmacPlan of(String secretKey, Algorithm algorithm) {
        return new VapiHmacPlan(secretKey, false, algorithm, "x-signature", "x-timestamp", "", true, Encoding.HEX);
    }

    public VapiHmacPlan withHeaders(String signature, String timestamp) {
        return new VapiHmacPlan(secretKey, secretIsBase64, algorithm, signature, timestamp, signaturePrefix,
                includeTimestamp, encoding);
    }

    public VapiHmacPlan withSignaturePrefix(String prefix) {
        return new VapiHmacPlan(secretKey, secretIsBase64, algorithm, signatureHeader, timestampHeader, prefix,
                includeTimestamp, encoding);
    }

    /** The body alone is signed ({@code includeTimestamp} false). */
    public VapiHmacPlan withoutTimestamp() {
        return new VapiHmacPlan(secretKey, secretIsBase64, algorithm, signatureHeader, timestampHeader,
                signaturePrefix, false, encoding);
    }

    public VapiHmacPlan withEncoding(Encoding signatureEncoding) {
        return new VapiHmacPlan(secretKey, secretIsBase64, algorithm, signatureHeader, timestampHeader,
                signaturePrefix, includeTimestamp, signatureEncoding);
    }

    /** The secret is written in Base64 and its decoded bytes are the key ({@code secretIsBase64}). */
    public VapiHmacPlan withBase64Secret() {
        return new VapiHmacPlan(secretKey, true, algorithm, signatureHeader, timestampHeader, signaturePrefix,
                includeTimestamp, encoding);
    }

    /** Every setting but the secret. */
    @Override
    public String toString() {
        return "VapiHmacPlan[secretKey hidden, algorithm=" + algorithm + ", signatureHeader=" + signatureHeader
                + ", timestampHeader=" + timestampHeader + ", signaturePrefix=" + signaturePrefix
                + ", includeTimestamp=" + includeTimestamp + ", encoding=" + encoding + "]";
    }
}
