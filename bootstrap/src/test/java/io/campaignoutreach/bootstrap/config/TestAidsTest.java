package io.campaignoutreach.bootstrap.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TestAidsTest {

    private static final OutreachSettings SIMULATED = OutreachSettings.fromEnvironment(Map.of());
    private static final OutreachSettings NO_CARRIER = OutreachSettings.fromEnvironment(Map.of("COS_CARRIER", "off"));

    @Test
    void givenNothingSet_whenRead_thenEveryAidIsOff() {
        assertThat(TestAids.fromEnvironment(Map.of(), SIMULATED)).isEqualTo(TestAids.NONE);
        assertThat(TestAids.fromEnvironment(Map.of("COS_TEST_INBOUND_TEXTS", " "), NO_CARRIER)).isEqualTo(TestAids.NONE);
    }

    @Test
    void givenInboundTextsOnOrOff_whenRead_thenAsSaidInAnyCase() {
        assertThat(TestAids.fromEnvironment(Map.of("COS_TEST_INBOUND_TEXTS", "ON"), SIMULATED).inboundTexts()).isTrue();
        assertThat(TestAids.fromEnvironment(Map.of("COS_TEST_INBOUND_TEXTS", "off"), NO_CARRIER).inboundTexts())
                .isFalse();
    }

    @Test
    void givenAMalformedValueOrNoCarrier_whenRead_thenTheProcessStopsNamingTheVariable() {
        assertThatThrownBy(() -> TestAids.fromEnvironment(Map.of("COS_TEST_INBOUND_TEXTS", "yes"), SIMULATED))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_TEST_INBOUND_TEXTS must be on or off");
        assertThatThrownBy(() -> TestAids.fromEnvironment(Map.of("COS_TEST_INBOUND_TEXTS", "on"), NO_CARRIER))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_CARRIER is off");
    }
}
