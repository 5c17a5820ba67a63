package io.campaignoutreach.adapter.http.request;

import io.campaignoutreach.domain.shared.Patch;
import jakarta.validation.valueextraction.ExtractedValue;
import jakarta.validation.valueextraction.UnwrapByDefault;
import jakarta.validation.valueextraction.ValueExtractor;

/**
 * Lets constraints on a {@code Patch<T>} member check the value sent; a member not sent (or sent
 * as null) has nothing to check.
 */
@UnwrapByDefault
final class PatchValueExtractor implements ValueExtractor<Patch<@ExtractedValue ?>> {

    @Override
    public void extractValues(Patch<?> originalValue, ValueReceiver receiver) {
        if (originalValue.isPresent()) {
            receiver.value(null, originalValue.value());
        }
    }
}
