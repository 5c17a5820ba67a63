package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.Objects;
import java.util.Optional;

/**
 * What a voice agent's tool call answers: a sentence for the agent to go on with, and for a transfer the number
 * to transfer to (empty when no agent can take the call now). {@code error} is true when the tool could not do
 * what was asked (the call is not one of the service's), so the platform reports a failed tool call.
 */
public record ToolAnswer(String result, Optional<PhoneNumber> destination, boolean error) {

    public ToolAnswer {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(destination, "destination");
    }

    public static ToolAnswer done(String result) {
        return new ToolAnswer(result, Optional.empty(), false);
    }

    public static ToolAnswer transferTo(PhoneNumber number, String result) {
        return new ToolAnswer(result, Optional.of(number), false);
    }

    public static ToolAnswer failed(String result) {
        return new ToolAnswer(result, Optional.empty(), true);
    }
}
