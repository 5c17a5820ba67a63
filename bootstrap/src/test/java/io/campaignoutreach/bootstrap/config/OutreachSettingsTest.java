package io.campaignoutreach.bootstrap.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.telephony.simulated.CarrierMix;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.domain.call.CallOutcome;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OutreachSettingsTest {

    @Test
    void givenNothingSet_whenRead_thenTheSimulatedCarrierAndTheEngineDefaults() {
        OutreachSettings settings = OutreachSettings.fromEnvironment(Map.of());

        assertThat(settings.carrierOn()).isTrue();
        assertThat(settings.carrierMix()).isEqualTo(CarrierMix.TYPICAL);
        assertThat(settings.carrierLatency()).isEqualTo(Duration.ZERO);
        assertThat(settings.engine()).isEqualTo(EngineSettings.DEFAULTS);
    }

    @Test
    void givenEverySet_whenRead_thenEachIsUsed() {
        OutreachSettings settings = OutreachSettings.fromEnvironment(Map.of("COS_CARRIER", "Simulated",
                "COS_CARRIER_SEED", "42", "COS_CARRIER_MIX", "answered=1", "COS_CARRIER_LATENCY_MS", "250",
                "COS_ENGINE_WORKERS", "3", "COS_ENGINE_BATCH_SIZE", "20", "COS_ENGINE_LEASE_SECONDS", "30",
                "COS_ENGINE_POLL_MILLIS", "100", "COS_ENGINE_DIALERS", "8"));

        assertThat(settings.carrierSeed()).isEqualTo(42);
        assertThat(settings.carrierMix().weights()).containsEntry(CallOutcome.ANSWERED, 1);
        assertThat(settings.carrierLatency()).isEqualTo(Duration.ofMillis(250));
        assertThat(settings.engine()).isEqualTo(new EngineSettings(3, 20, Duration.ofSeconds(30),
                Duration.ofMillis(100), 8));
    }

    @Test
    void givenTheCarrierOff_whenRead_thenNoEngineWorkerRuns() {
        OutreachSettings settings = OutreachSettings.fromEnvironment(Map.of("COS_CARRIER", "off",
                "COS_ENGINE_WORKERS", "4"));

        assertThat(settings.carrierOn()).isFalse();
        assertThat(settings.engine().workers()).isZero();
    }

    @Test
    void givenBadValues_whenRead_thenEachIsRefusedByName() {
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_CARRIER", "twilio")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_CARRIER must be simulated or off");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_CARRIER_MIX", "answered=lots")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_CARRIER_MIX");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_ENGINE_BATCH_SIZE", "0")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_ENGINE_BATCH_SIZE must be");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_ENGINE_LEASE_SECONDS", "1")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_ENGINE_LEASE_SECONDS");
    }
}
