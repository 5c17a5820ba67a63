package io.campaignoutreach.bootstrap.config;

import static io.campaignoutreach.bootstrap.config.Settings.value;

import java.util.Locale;
import java.util.Map;

/**
 * Aids for trying the service out that a production process must never offer, each off unless the
 * operator turns it on:
 * <table>
 *   <caption>Variables</caption>
 *   <tr><th>Name</th><th>Default</th><th>Meaning</th></tr>
 *   <tr><td>COS_TEST_INBOUND_TEXTS</td><td>off</td><td>{@code on} adds POST /v2/test/inbound-texts,
 *       which hands the simulated carrier a text from any number, as if a customer had sent it</td></tr>
 * </table>
 */
public record TestAids(boolean inboundTexts) {

    public static final String INBOUND_TEXTS = "COS_TEST_INBOUND_TEXTS";
    public static final TestAids NONE = new TestAids(false);

    /**
     * The aids turned on; {@code carrier} says whether this process runs the simulated carrier, the only
     * one a test text can be handed to, so that an aid which could not work stops the process at once.
     */
    public static TestAids fromEnvironment(Map<String, String> env, OutreachSettings carrier) {
        boolean inbound = value(env, INBOUND_TEXTS).map(TestAids::onOrOff).orElse(false);
        if (inbound && !carrier.carrierOn()) {
            throw new SettingsException(INBOUND_TEXTS + "=on needs the simulated carrier, but "
                    + OutreachSettings.CARRIER + " is off");
        }
        return new TestAids(inbound);
    }

    private static boolean onOrOff(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new SettingsException(INBOUND_TEXTS + " must be on or off, got '" + text + "'");
        };
    }
}
