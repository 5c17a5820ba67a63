package io.campaignoutreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.DayOfWeek;
import java.time.Month;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The compact field map behaves as the EnumMap it replaces: same order, same equality, unmodifiable. */
class FieldValuesTest {

    private static EnumMap<DayOfWeek, Object> given() {
        EnumMap<DayOfWeek, Object> values = new EnumMap<>(DayOfWeek.class);
        values.put(DayOfWeek.FRIDAY, "late");
        values.put(DayOfWeek.MONDAY, 1);
        values.put(DayOfWeek.WEDNESDAY, null);
        values.put(DayOfWeek.SUNDAY, Boolean.TRUE);
        return values;
    }

    @Test
    void givenSomeFieldsSet_whenRead_thenTheSetOnesInFieldOrderAndNullForTheOthers() {
        FieldValues<DayOfWeek> values = FieldValues.of(given());

        assertThat(values.keySet()).containsExactly(DayOfWeek.MONDAY, DayOfWeek.FRIDAY, DayOfWeek.SUNDAY);
        assertThat(values.get(DayOfWeek.FRIDAY)).isEqualTo("late");
        assertThat(values.get(DayOfWeek.WEDNESDAY)).isNull();
        assertThat(values.get("FRIDAY")).isNull();
        assertThat(values.containsKey(DayOfWeek.MONDAY)).isTrue();
        assertThat(values.containsKey(DayOfWeek.WEDNESDAY)).isFalse();
        assertThat(values).hasSize(3);
    }

    @Test
    void givenEverySubsetOfFields_whenEachFieldIsRead_thenAsTheEnumMapHoldsIt() {
        for (int subset = 0; subset < 1 << DayOfWeek.values().length; subset++) {
            EnumMap<DayOfWeek, Object> enumMap = new EnumMap<>(DayOfWeek.class);
            for (DayOfWeek day : DayOfWeek.values()) {
                if ((subset & 1 << day.ordinal()) != 0) {
                    enumMap.put(day, day.name().toLowerCase(Locale.ROOT));
                }
            }
            FieldValues<DayOfWeek> values = FieldValues.of(enumMap);

            for (DayOfWeek day : DayOfWeek.values()) {
                assertThat(values.get(day)).as(subset + " " + day).isEqualTo(enumMap.get(day));
                assertThat(values.containsKey(day)).isEqualTo(enumMap.containsKey(day));
                // Another enumeration's constant at the same position is not a field of these.
                assertThat(values.get(Month.values()[day.ordinal()])).isNull();
            }
        }
    }

    @Test
    void givenTheSameValuesInAnEnumMap_whenCompared_thenEqualBothWaysWithTheSameHash() {
        EnumMap<DayOfWeek, Object> enumMap = given();
        enumMap.remove(DayOfWeek.WEDNESDAY);
        FieldValues<DayOfWeek> values = FieldValues.of(given());

        assertThat(values).isEqualTo(enumMap);
        assertThat(enumMap).isEqualTo(values);
        assertThat(values.hashCode()).isEqualTo(enumMap.hashCode());
        assertThat(values).isEqualTo(FieldValues.of(given())).isNotEqualTo(Map.of(DayOfWeek.MONDAY, 1));
    }

    @Test
    void givenTwoFieldValues_whenAFieldOrAValueDiffers_thenUnequal() {
        EnumMap<DayOfWeek, Object> otherValue = given();
        otherValue.put(DayOfWeek.MONDAY, 2);
        EnumMap<DayOfWeek, Object> otherField = given();
        otherField.put(DayOfWeek.TUESDAY, "x");
        EnumMap<DayOfWeek, Object> fewer = given();
        fewer.remove(DayOfWeek.MONDAY);

        FieldValues<DayOfWeek> values = FieldValues.of(given());

        assertThat(values).isEqualTo(FieldValues.of(given()));
        assertThat(values).isNotEqualTo(FieldValues.of(otherValue));
        assertThat(values).isNotEqualTo(FieldValues.of(otherField));
        assertThat(values).isNotEqualTo(FieldValues.of(fewer));
        assertThat(FieldValues.of(fewer)).isNotEqualTo(values);
    }

    @Test
    void givenFieldValues_whenChanged_thenRefused() {
        FieldValues<DayOfWeek> values = FieldValues.of(given());

        assertThatThrownBy(() -> values.put(DayOfWeek.TUESDAY, "x")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> values.entrySet().iterator().next().setValue("x"))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> values.keySet().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThat(FieldValues.of(new EnumMap<>(DayOfWeek.class))).isEmpty();
    }
}
