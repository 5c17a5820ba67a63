package io.campaignoutreach.domain.campaign;

import io.campaignoutreach.domain.shared.Patch;

/** A partial change of {@link DialerConfig}: absent members keep the current value. */
public record DialerConfigChange(Patch<String> voicemailMessage, Patch<Boolean> voicemailDetectionEnabled) {

    /** Applies the change; a campaign without a dialer configuration starts from no message and no detection. */
    public DialerConfig applyTo(DialerConfig current) {
        DialerConfig base = current == null ? new DialerConfig(null, false) : current;
        return new DialerConfig(voicemailMessage.orElse(base.voicemailMessage()),
                voicemailDetectionEnabled.orElse(base.voicemailDetectionEnabled()));
    }
}
