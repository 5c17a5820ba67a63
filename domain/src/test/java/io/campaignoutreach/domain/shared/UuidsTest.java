package io.campaignoutreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class UuidsTest {

    @ParameterizedTest
    @ValueSource(strings = {"0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b", "0190A5B2-3C4D-7E8F-BA0B-1C2D3E4F5A6B",
            "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
            "123e4567-e89b-12d3-a456-426614174000"})
    void givenSpecUuid_whenChecked_thenValid(String text) {
        assertThat(Uuids.isValid(text)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "not-a-uuid", "0190a5b2-3c4d-9e8f-9a0b-1c2d3e4f5a6b",
            "0190a5b2-3c4d-7e8f-ca0b-1c2d3e4f5a6b", "0190a5b23c4d7e8f9a0b1c2d3e4f5a6b",
            "{0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b}", "0190a5b2-3c4d-0e8f-9a0b-1c2d3e4f5a6b"})
    void givenMalformedUuid_whenChecked_thenInvalid(String text) {
        assertThat(Uuids.isValid(text)).isFalse();
        assertThat(Uuids.parse(text)).isEmpty();
    }

    @Test
    void givenTextsNearTheShape_whenChecked_thenAsTheSpecsPatternDecides() {
        Pattern spec = Pattern.compile("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}"
                + "-[0-9a-fA-F]{12}$|^(?i:00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$");
        String characters = "0123456789abcdefABCDEFgG-\u0661\uff21 ";
        Random random = new Random(7);
        for (int i = 0; i < 50_000; i++) {
            char[] text = (i % 3 == 0 ? "00000000-0000-0000-0000-000000000000" : UUID.randomUUID().toString())
                    .toCharArray();
            for (int changes = random.nextInt(3); changes > 0; changes--) {
                text[random.nextInt(text.length)] = characters.charAt(random.nextInt(characters.length()));
            }
            String candidate = random.nextInt(20) == 0 ? new String(text) + "0" : new String(text);
            assertThat(Uuids.isValid(candidate)).as(candidate).isEqualTo(spec.matcher(candidate).matches());
        }
    }

    @Test
    void givenGenerator_whenManyIdsInOneMillisecond_thenVersion7AndOrdered() {
        UuidV7Generator generator = new UuidV7Generator(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"),
                ZoneOffset.UTC));
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            ids.add(generator.next());
        }
        assertThat(ids).allSatisfy(id -> {
            assertThat(id.version()).isEqualTo(7);
            assertThat(id.variant()).isEqualTo(2);
            assertThat(Uuids.isValid(id.toString())).isTrue();
        });
        List<String> texts = ids.stream().map(UUID::toString).toList();
        assertThat(texts).isSorted().doesNotHaveDuplicates();
    }
}
