package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pins the name the store writes for every constant of every domain enumeration it keeps as text
 * ({@code src/test/resources/stored-names.json}), and that each name reads back as its constant.
 * As with {@link StoredDocumentsTest}, a difference is not fixed by copying the new file over the
 * old: stored rows hold the old names. (The names found are written to
 * {@code target/stored-names.json}.)
 */
class StoredNamesTest {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Path EXPECTED = Path.of("src", "test", "resources", "stored-names.json");
    private static final Path ACTUAL = Path.of("target", "stored-names.json");

    private enum Shade { LIGHT, DARK }

    /** Every mapping the adapter declares, found by reflection so that a new one cannot be left out. */
    static List<StoredName<?>> everyMapping() {
        return Stream.of(StoredNames.class, StoredFieldNames.class)
                .flatMap(holder -> Arrays.stream(holder.getDeclaredFields()))
                .filter(field -> Modifier.isStatic(field.getModifiers()) && field.getType() == StoredName.class)
                .map(StoredNamesTest::mapping)
                .toList();
    }

    private static StoredName<?> mapping(Field field) {
        try {
            return (StoredName<?>) field.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void givenEveryStoredEnumeration_whenNamed_thenEachConstantHasItsPinnedName() throws Exception {
        ObjectNode actual = JSON.createObjectNode();
        for (StoredName<?> mapping : everyMapping()) {
            ObjectNode names = actual.putObject(enumeration(mapping));
            mapping.names().forEach((constant, stored) -> names.put(constant.name(), stored));
        }
        Files.createDirectories(ACTUAL.getParent());
        Files.writeString(ACTUAL, JSON.writeValueAsString(actual) + "\n");

        JsonNode expected = JSON.readTree(Files.readString(EXPECTED));

        assertThat(actual).as("stored names (now in " + ACTUAL + ")").isEqualTo(expected);
    }

    private static String enumeration(StoredName<?> mapping) {
        return mapping.names().keySet().iterator().next().getDeclaringClass().getSimpleName();
    }

    @ParameterizedTest
    @MethodSource("everyMapping")
    <E extends Enum<E>> void givenEachConstant_whenStoredAndRead_thenTheSameConstant(StoredName<E> mapping) {
        mapping.names().keySet().forEach(constant ->
                assertThat(mapping.parse(mapping.of(constant))).isEqualTo(constant));
    }

    @Test
    void givenNameNoConstantHas_whenParsed_thenRefusedAsNotTheStoresRow() {
        assertThatThrownBy(() -> StoredNames.CAMPAIGN_STATUS.parse("Active"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("campaign status");
        assertThat(StoredNames.CAMPAIGN_STATUS.find("Active")).isEmpty();
    }

    @Test
    void givenNull_whenStoredOrRead_thenNull() {
        assertThat(StoredNames.JOB_STATUS.of(null)).isNull();
        assertThat(StoredNames.JOB_STATUS.parse(null)).isNull();
    }

    @Test
    void givenTwoConstantsOfOneName_whenDeclared_thenRefused() {
        assertThatThrownBy(() -> new StoredName<>(Shade.class, "shade", shade -> "grey"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("grey");
    }
}
