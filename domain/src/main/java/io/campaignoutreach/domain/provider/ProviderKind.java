package io.campaignoutreach.domain.provider;

import java.util.Arrays;
import java.util.Optional;

/** Who carries an organization's calls or texts: the simulated carrier, Twilio, or Vapi (AI-voice calls only). */
public enum ProviderKind {
    SIMULATED("simulated"),
    TWILIO("twilio"),
    VAPI("vapi");

    private final String wireName;

    ProviderKind(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** Whether this provider can carry {@code channel}: Vapi places calls and sends no texts. */
    public boolean carries(ProviderChannel channel) {
        return this != VAPI || channel == ProviderChannel.CALLS;
    }

    public static Optional<ProviderKind> fromWireName(String name) {
        return Arrays.stream(values()).filter(kind -> kind.wireName.equals(name)).findFirst();
    }
}
