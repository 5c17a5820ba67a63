package io.campaignoutreach.adapter.http.campaign;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.util.RawValue;
import io.campaignoutreach.adapter.http.json.Json;
import java.nio.charset.StandardCharsets;

/**
 * A value written once as JSON and repeated as it is, from the UTF-8 bytes it was written to. A
 * {@link SerializedString} made from text encodes that text again, character by character, on its
 * first use, and a campaign answered on its own is that first use for each of its configurations
 * (its routing configuration alone runs to kilobytes). Measured by {@code scripts/bench list}
 * (docs/benchmarks.md, "List: a page of 100 of 10,000 campaigns").
 */
final class EncodedJson extends SerializedString {

    private EncodedJson(byte[] utf8) {
        super(new String(utf8, StandardCharsets.UTF_8));
        // The bytes Jackson would otherwise encode from the text on first use, and then keep.
        _unquotedUTF8Ref = utf8;
    }

    /** {@code value} as the API writes it, to be written again verbatim wherever it appears. */
    static RawValue of(Object value) {
        try {
            return new RawValue(new EncodedJson(Json.mapper().writeValueAsBytes(value)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a " + value.getClass().getSimpleName() + " could not be written", e);
        }
    }
}
