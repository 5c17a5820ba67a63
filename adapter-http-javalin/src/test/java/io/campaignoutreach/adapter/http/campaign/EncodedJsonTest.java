package io.campaignoutreach.adapter.http.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.util.RawValue;
import io.campaignoutreach.adapter.http.json.Json;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A value repeated from its encoded bytes is written exactly as the value itself, wherever it appears. */
class EncodedJsonTest {

    @Test
    void givenTextOfEveryUtf8Length_whenRepeated_thenTheBytesAreThoseOfTheValueWrittenInPlace() throws Exception {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("name", "Zoë \"Transfers\" – 日本語 😀 \\ \n\t\u0001");
        value.put("agents", List.of(Map.of("id", "a-1", "weight", new BigDecimal("0.25")), Arrays.asList(null, true)));
        value.put("at", Instant.parse("2026-11-24T10:15:30Z"));
        RawValue encoded = EncodedJson.of(value);

        byte[] repeated = Json.mapper().writeValueAsBytes(List.of(encoded, Map.of("again", encoded)));

        byte[] written = Json.mapper().writeValueAsBytes(value);
        byte[] inPlace = Json.mapper().writeValueAsBytes(List.of(value, Map.of("again", value)));
        assertThat(repeated).isEqualTo(inPlace);
        // And as the text-made string Jackson encodes on first use writes it.
        RawValue fromText = new RawValue(new SerializedString(new String(written, StandardCharsets.UTF_8)));
        assertThat(Json.mapper().writeValueAsString(fromText)).isEqualTo(Json.mapper().writeValueAsString(encoded));
    }
}
