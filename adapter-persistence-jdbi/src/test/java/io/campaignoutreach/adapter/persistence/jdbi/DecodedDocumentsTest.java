package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DecodedDocumentsTest {

    private final List<String> decodedTexts = new ArrayList<>();
    private final DecodedDocuments<List<String>> documents = new DecodedDocuments<>(text -> {
        decodedTexts.add(text);
        return List.of(text);
    });

    @Test
    void givenATextReadAgain_whenDecoded_thenTheFirstDecodingIsServed() {
        List<String> first = documents.of("{\"name\":\"Sales\"}");
        List<String> again = documents.of(new String("{\"name\":\"Sales\"}"));

        assertThat(again).isSameAs(first);
        assertThat(decodedTexts).hasSize(1);
    }

    @Test
    void givenAChangedText_whenDecoded_thenItIsDecodedAnew() {
        documents.of("{\"name\":\"Sales\"}");

        assertThat(documents.of("{\"name\":\"Service\"}")).containsExactly("{\"name\":\"Service\"}");
        assertThat(decodedTexts).hasSize(2);
    }

    @Test
    void givenMoreTextsThanItKeeps_whenDecoded_thenTheLeastRecentlyReadAreDropped() {
        String kept = "{\"n\":-1}";
        documents.of(kept);
        for (int i = 0; i < DecodedDocuments.ENTRIES + 10; i++) {
            documents.of("{\"n\":" + i + "}");
            documents.of(kept);
        }

        assertThat(documents.size()).isEqualTo(DecodedDocuments.ENTRIES);
        documents.of("{\"n\":0}");
        documents.of(kept);
        assertThat(decodedTexts.stream().filter(kept::equals)).hasSize(1);
        assertThat(decodedTexts.stream().filter("{\"n\":0}"::equals)).hasSize(2);
    }

    @Test
    void givenLongTextsBeyondTheCharactersItKeeps_whenDecoded_thenTheLeastRecentlyReadAreDropped() {
        int longest = DecodedDocuments.LONGEST_TEXT;
        int fitting = DecodedDocuments.CHARACTERS / longest;
        for (int i = 0; i <= fitting; i++) {
            documents.of(i + "x".repeat(longest - 3));
        }

        assertThat(documents.size()).isEqualTo(fitting);
        documents.of(fitting + "x".repeat(longest - 3));
        documents.of(0 + "x".repeat(longest - 3));
        assertThat(decodedTexts).hasSize(fitting + 2);
    }

    @Test
    void givenATextLongerThanItKeeps_whenDecodedTwice_thenItIsDecodedEachTime() {
        String longText = "\"" + "x".repeat(DecodedDocuments.LONGEST_TEXT) + "\"";

        documents.of(longText);
        documents.of(longText);

        assertThat(decodedTexts).hasSize(2);
        assertThat(documents.size()).isZero();
    }
}
