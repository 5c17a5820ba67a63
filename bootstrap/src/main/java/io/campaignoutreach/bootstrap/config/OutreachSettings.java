package io.campaignoutreach.bootstrap.config;

import static io.campaignoutreach.bootstrap.config.Settings.integer;
import static io.campaignoutreach.bootstrap.config.Settings.value;

import io.campaignoutreach.adapter.telephony.simulated.CarrierMix;
import io.campaignoutreach.adapter.telephony.simulated.EventFaults;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.domain.customer.PhoneNumber;
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
 *   <tr><td>COS_CARRIER_LATENCY_MS</td><td>0</td><td>how long a simulated call lasts, from its
 *       acceptance to its end</td></tr>
 *   <tr><td>COS_CARRIER_LINES</td><td>unlimited</td><td>simulated calls live at once; one more is
 *       refused as busy</td></tr>
 *   <tr><td>COS_CARRIER_EVENT_FAULTS</td><td>none</td><td>{@code lose,repeat,maxDelayMillis}: the
 *       simulated carrier loses and repeats that share of its events and delays them</td></tr>
 *   <tr><td>COS_ENGINE_WORKERS</td><td>1</td><td>engine threads, 0 to 16</td></tr>
 *   <tr><td>COS_ENGINE_BATCH_SIZE</td><td>200</td><td>due enrollments a thread takes a round</td></tr>
 *   <tr><td>COS_ENGINE_SETTLE_SECONDS</td><td>15</td><td>how often live calls past their deadline are
 *       looked for</td></tr>
 *   <tr><td>COS_ENGINE_POLL_MILLIS</td><td>1000</td><td>how often an idle engine looks for due work</td></tr>
 *   <tr><td>COS_ENGINE_SUBMITTERS</td><td>16</td><td>requests to the carrier underway at once</td></tr>
 *   <tr><td>COS_CALLER_ID</td><td>+12025550100</td><td>the organization's outbound number, sent with
 *       every call</td></tr>
 *   <tr><td>COS_CALLS_PER_NUMBER_PER_DAY</td><td>3</td><td>calls to one number in any 24 hours,
 *       across campaigns (a state's lower limit wins)</td></tr>
 *   <tr><td>COS_CALL_DEADLINE_SECONDS</td><td>3960</td><td>how long after dialing a call's end is
 *       expected before the carrier is asked for it</td></tr>
 * </table>
 */
public record OutreachSettings(boolean carrierOn, long carrierSeed, CarrierMix carrierMix, Duration carrierLatency,
                               int carrierLines, EventFaults carrierFaults, EngineSettings engine,
                               DialingRules dialing) {

    public static final String CARRIER = "COS_CARRIER";
    public static final String CARRIER_SEED = "COS_CARRIER_SEED";
    public static final String CARRIER_MIX = "COS_CARRIER_MIX";
    public static final String CARRIER_LATENCY_MS = "COS_CARRIER_LATENCY_MS";
    public static final String ENGINE_WORKERS = "COS_ENGINE_WORKERS";
    public static final String ENGINE_BATCH_SIZE = "COS_ENGINE_BATCH_SIZE";
    public static final String ENGINE_SETTLE_SECONDS = "COS_ENGINE_SETTLE_SECONDS";
    public static final String ENGINE_POLL_MILLIS = "COS_ENGINE_POLL_MILLIS";
    public static final String ENGINE_SUBMITTERS = "COS_ENGINE_SUBMITTERS";
    public static final String CARRIER_LINES = "COS_CARRIER_LINES";
    public static final String CARRIER_EVENT_FAULTS = "COS_CARRIER_EVENT_FAULTS";
    public static final String CALLER_ID = "COS_CALLER_ID";
    public static final String CALLS_PER_NUMBER_PER_DAY = "COS_CALLS_PER_NUMBER_PER_DAY";
    public static final String TEXTS_PER_NUMBER_PER_DAY = "COS_TEXTS_PER_NUMBER_PER_DAY";
    public static final String CALL_DEADLINE_SECONDS = "COS_CALL_DEADLINE_SECONDS";

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
        int settle = value(env, ENGINE_SETTLE_SECONDS).map(text -> integer(ENGINE_SETTLE_SECONDS, text, 1, 3600))
                .orElse((int) defaults.settleEvery().toSeconds());
        int poll = value(env, ENGINE_POLL_MILLIS).map(text -> integer(ENGINE_POLL_MILLIS, text, 50, 60_000))
                .orElse((int) defaults.idlePoll().toMillis());
        int submitters = value(env, ENGINE_SUBMITTERS).map(text -> integer(ENGINE_SUBMITTERS, text, 1, 256))
                .orElse(defaults.submitters());
        int lines = value(env, CARRIER_LINES).map(text -> integer(CARRIER_LINES, text, 1, Integer.MAX_VALUE))
                .orElse(Integer.MAX_VALUE);
        EventFaults faults = value(env, CARRIER_EVENT_FAULTS).map(OutreachSettings::faults).orElse(EventFaults.NONE);
        return new OutreachSettings(carrier.equals("simulated"), seed, mix, Duration.ofMillis(latency), lines, faults,
                new EngineSettings(workers, batch, Duration.ofSeconds(settle),
                        Duration.ofMillis(poll), submitters), dialing(env));
    }

    private static DialingRules dialing(Map<String, String> env) {
        DialingRules defaults = DialingRules.DEFAULTS;
        PhoneNumber callerId = value(env, CALLER_ID).map(text -> PhoneNumber.parse(text).orElseThrow(() ->
                new SettingsException(CALLER_ID + " must be a US phone number, such as +12025550100")))
                .orElse(defaults.callerId());
        int perDay = value(env, CALLS_PER_NUMBER_PER_DAY).map(text -> integer(CALLS_PER_NUMBER_PER_DAY, text, 1, 100))
                .orElse(defaults.callsPerNumberPerDay());
        int deadline = value(env, CALL_DEADLINE_SECONDS).map(text -> integer(CALL_DEADLINE_SECONDS, text, 5, 86_400))
                .orElse((int) defaults.callDeadline().toSeconds());
        int texts = value(env, TEXTS_PER_NUMBER_PER_DAY).map(text -> integer(TEXTS_PER_NUMBER_PER_DAY, text, 1, 100))
                .orElse(defaults.textsPerNumberPerDay());
        return new DialingRules(callerId, defaults.minimumOpen(), perDay, Duration.ofSeconds(deadline), texts);
    }

    private static EventFaults faults(String text) {
        String[] parts = text.split(",");
        try {
            if (parts.length != 3) {
                throw new IllegalArgumentException("three values");
            }
            return new EventFaults(Double.parseDouble(parts[0].strip()), Double.parseDouble(parts[1].strip()),
                    Duration.ofMillis(Long.parseLong(parts[2].strip())));
        } catch (IllegalArgumentException e) {
            throw new SettingsException(CARRIER_EVENT_FAULTS + " must be lose,repeat,maxDelayMillis such as "
                    + "0.01,0.05,30000 (shares from 0 to 1, a delay of 0 or more)");
        }
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
