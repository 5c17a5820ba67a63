package io.campaignoutreach.bootstrap.config;

import static io.campaignoutreach.bootstrap.config.Settings.integer;
import static io.campaignoutreach.bootstrap.config.Settings.value;

import io.campaignoutreach.adapter.telephony.simulated.CarrierMix;
import io.campaignoutreach.application.outreach.EngineSettings;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;

/**
 * How this process runs the outreach engine and which carrier it calls through, from the
 * environment:
 * <table>
 *   <caption>Variables</caption>
 *   <tr><th>Name</th><th>Default</th><th>Meaning</th></tr>
 *   <tr><td>COS_CARRIER</td><td>simulated</td><td>{@code simulated} places calls on the simulated
 *       carrier; {@code off} places none (the engine does not run in this process)</td></tr>
 *   <tr><td>COS_CARRIER_SEED</td><td>1</td><td>seed of the simulated carrier's outcomes</td></tr>
 *   <tr><td>COS_CARRIER_MIX</td><td>typical</td><td>weights of the simulated outcomes</td></tr>
 *   <tr><td>COS_CARRIER_LATENCY_MS</td><td>0</td><td>how long a simulated call takes</td></tr>
 *   <tr><td>COS_ENGINE_WORKERS</td><td>1</td><td>engine threads, 0 to 16</td></tr>
 *   <tr><td>COS_ENGINE_BATCH_SIZE</td><td>200</td><td>due enrollments a thread takes a round</td></tr>
 *   <tr><td>COS_ENGINE_LEASE_SECONDS</td><td>60</td><td>how long an attempt may go unrenewed</td></tr>
 *   <tr><td>COS_ENGINE_POLL_MILLIS</td><td>1000</td><td>how often an idle engine looks for due work</td></tr>
 *   <tr><td>COS_ENGINE_DIALERS</td><td>64</td><td>calls this process places at once</td></tr>
 * </table>
 */
public record OutreachSettings(boolean carrierOn, long carrierSeed, CarrierMix carrierMix, Duration carrierLatency,
                               EngineSettings engine) {

    public static final String CARRIER = "COS_CARRIER";
    public static final String CARRIER_SEED = "COS_CARRIER_SEED";
    public static final String CARRIER_MIX = "COS_CARRIER_MIX";
    public static final String CARRIER_LATENCY_MS = "COS_CARRIER_LATENCY_MS";
    public static final String ENGINE_WORKERS = "COS_ENGINE_WORKERS";
    public static final String ENGINE_BATCH_SIZE = "COS_ENGINE_BATCH_SIZE";
    public static final String ENGINE_LEASE_SECONDS = "COS_ENGINE_LEASE_SECONDS";
    public static final String ENGINE_POLL_MILLIS = "COS_ENGINE_POLL_MILLIS";
    public static final String ENGINE_DIALERS = "COS_ENGINE_DIALERS";

    public static OutreachSettings fromEnvironment(Map<String, String> env) {
        String carrier = value(env, CARRIER).map(text -> text.toLowerCase(Locale.ROOT)).orElse("simulated");
        if (!carrier.equals("simulated") && !carrier.equals("off")) {
            throw new SettingsException(CARRIER + " must be simulated or off, got '" + carrier + "'");
        }
        long seed = value(env, CARRIER_SEED).map(text -> (long) integer(CARRIER_SEED, text, 0, Integer.MAX_VALUE))
                .orElse(1L);
        CarrierMix mix = value(env, CARRIER_MIX).map(OutreachSettings::mix).orElse(CarrierMix.TYPICAL);
        int latency = value(env, CARRIER_LATENCY_MS).map(text -> integer(CARRIER_LATENCY_MS, text, 0, 600_000))
                .orElse(0);
        EngineSettings defaults = EngineSettings.DEFAULTS;
        int workers = value(env, ENGINE_WORKERS).map(text -> integer(ENGINE_WORKERS, text, 0, 16))
                .orElse(defaults.workers());
        int batch = value(env, ENGINE_BATCH_SIZE).map(text -> integer(ENGINE_BATCH_SIZE, text, 1, 1000))
                .orElse(defaults.batchSize());
        int lease = value(env, ENGINE_LEASE_SECONDS).map(text -> integer(ENGINE_LEASE_SECONDS, text, 5, 3600))
                .orElse((int) defaults.lease().toSeconds());
        int poll = value(env, ENGINE_POLL_MILLIS).map(text -> integer(ENGINE_POLL_MILLIS, text, 50, 60_000))
                .orElse((int) defaults.idlePoll().toMillis());
        int dialers = value(env, ENGINE_DIALERS).map(text -> integer(ENGINE_DIALERS, text, 1, 1000))
                .orElse(defaults.dialers());
        return new OutreachSettings(carrier.equals("simulated"), seed, mix, Duration.ofMillis(latency),
                new EngineSettings(carrier.equals("off") ? 0 : workers, batch, Duration.ofSeconds(lease),
                        Duration.ofMillis(poll), dialers));
    }

    private static CarrierMix mix(String text) {
        try {
            return CarrierMix.parse(text);
        } catch (IllegalArgumentException e) {
            throw new SettingsException(CARRIER_MIX + " must be outcome=weight pairs separated by commas, such as "
                    + "answered=35,voicemail=25,no_answer=40: " + e.getMessage());
        }
    }
}
