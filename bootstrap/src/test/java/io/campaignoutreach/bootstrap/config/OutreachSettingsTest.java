package io.campaignoutreach.bootstrap.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.telephony.simulated.CarrierMix;
import io.campaignoutreach.adapter.telephony.simulated.EventFaults;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.customer.PhoneNumber;
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
        assertThat(settings.dialing()).isEqualTo(DialingRules.DEFAULTS);
        assertThat(settings.carrierLines()).isEqualTo(Integer.MAX_VALUE);
        assertThat(settings.carrierFaults()).isEqualTo(EventFaults.NONE);
    }

    @Test
    void givenEverySet_whenRead_thenEachIsUsed() {
        OutreachSettings settings = OutreachSettings.fromEnvironment(env("COS_CARRIER", "Simulated",
                "COS_CARRIER_SEED", "42", "COS_CARRIER_MIX", "answered=1", "COS_CARRIER_LATENCY_MS", "250",
                "COS_ENGINE_WORKERS", "3", "COS_ENGINE_BATCH_SIZE", "20", "COS_ENGINE_SETTLE_SECONDS", "30",
                "COS_ENGINE_POLL_MILLIS", "100", "COS_ENGINE_SUBMITTERS", "8", "COS_CARRIER_LINES", "8",
                "COS_CARRIER_EVENT_FAULTS", "0.01,0.05,30000", "COS_CALLER_ID", "(305) 555-0123",
                "COS_CALLS_PER_NUMBER_PER_DAY", "5", "COS_CALL_DEADLINE_SECONDS", "1800",
                "COS_TEXTS_PER_NUMBER_PER_DAY", "2"));

        assertThat(settings.carrierSeed()).isEqualTo(42);
        assertThat(settings.carrierMix().weights()).containsEntry(CallOutcome.ANSWERED, 1);
        assertThat(settings.carrierLatency()).isEqualTo(Duration.ofMillis(250));
        assertThat(settings.engine()).isEqualTo(new EngineSettings(3, 20, Duration.ofSeconds(30),
                Duration.ofMillis(100), 8));
        assertThat(settings.carrierLines()).isEqualTo(8);
        assertThat(settings.carrierFaults()).isEqualTo(new EventFaults(0.01, 0.05, Duration.ofSeconds(30)));
        assertThat(settings.dialing()).isEqualTo(new DialingRules(new PhoneNumber("+13055550123"),
                DialingRules.DEFAULTS.minimumOpen(), 5, Duration.ofMinutes(30), 2));
    }

    @Test
    void givenTheCarrierOff_whenRead_thenTheWorkersStayForOrganizationsWithTheirOwnProviders() {
        OutreachSettings settings = OutreachSettings.fromEnvironment(Map.of("COS_CARRIER", "off",
                "COS_ENGINE_WORKERS", "4"));

        assertThat(settings.carrierOn()).isFalse();
        assertThat(settings.engine().workers()).as("they run where providers can reach the server").isEqualTo(4);
    }

    @Test
    void givenBadValues_whenRead_thenEachIsRefusedByName() {
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_CARRIER", "twilio")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_CARRIER must be simulated or off");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_CARRIER_MIX", "answered=lots")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_CARRIER_MIX");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_ENGINE_BATCH_SIZE", "0")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_ENGINE_BATCH_SIZE must be");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_ENGINE_SETTLE_SECONDS", "0")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_ENGINE_SETTLE_SECONDS");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_CALLER_ID", "+44 20 7946 0000")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_CALLER_ID must be a US phone number");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_CALLS_PER_NUMBER_PER_DAY", "0")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_CALLS_PER_NUMBER_PER_DAY");
        assertThatThrownBy(() -> OutreachSettings.fromEnvironment(Map.of("COS_CARRIER_EVENT_FAULTS", "0.5,2,0")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("COS_CARRIER_EVENT_FAULTS must be");
    }

    private static Map<String, String> env(String... namesAndValues) {
        Map<String, String> env = new java.util.HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            env.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return env;
    }
}
