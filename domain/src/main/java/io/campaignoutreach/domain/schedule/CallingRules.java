package io.campaignoutreach.domain.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Builds a customer's calling window: the federal window, the state rules of every state the customer
 * may be in and, unless the campaign dials after hours, the organization's business hours, all read in
 * the customer's local time in every zone they may be in.
 */
public final class CallingRules {

    private final TimeZoneResolver resolver;
    private final StateCallingRules stateRules;
    private final StateCallCaps caps;

    public CallingRules(TimeZoneResolver resolver, StateCallingRules stateRules, StateCallCaps caps) {
        this.resolver = Objects.requireNonNull(resolver, "resolver");
        this.stateRules = Objects.requireNonNull(stateRules, "stateRules");
        this.caps = Objects.requireNonNull(caps, "caps");
    }

    /** The rules from the tables shipped with the domain, read once. */
    public static CallingRules standard() {
        return Standard.RULES;
    }

    /**
     * @param dialAfterHours the campaign's {@code dialAfterhours}: true drops business hours, never the legal window
     * @param businessHours the organization's hours in the customer's local time, e.g.
     *     {@link WeeklyHours#DEFAULT_BUSINESS_HOURS}
     */
    public CallingWindow windowFor(CustomerLocation customer, boolean dialAfterHours, WeeklyHours businessHours) {
        return windowFor(resolver.resolve(customer), dialAfterHours, businessHours);
    }

    /** The window for where {@link #resolver()} placed the customer, for callers that also read the evidence. */
    public CallingWindow windowFor(CandidateZones candidates, boolean dialAfterHours, WeeklyHours businessHours) {
        List<LocalTimeRule> rules = new ArrayList<>(stateRules.applicableTo(candidates.states()));
        if (!dialAfterHours) {
            rules.add(Objects.requireNonNull(businessHours, "businessHours"));
        }
        return new CallingWindow(candidates.zones(), rules);
    }

    /** The version of the tables shipped with the domain, as kept on each attempt's trail. */
    public static String tablesVersion() {
        return Standard.VERSION;
    }

    /** The state limits on calls to one number a day, for where the customer may be. */
    public StateCallCaps caps() {
        return caps;
    }

    public TimeZoneResolver resolver() {
        return resolver;
    }

    private static final class Standard {
        static final CallingRules RULES = new CallingRules(TimeZoneResolver.load(), StateCallingRules.load(),
                StateCallCaps.load());
        static final String VERSION = DataFile.fingerprint("calling-hours.csv", "call-caps.csv", "states.csv",
                "zip3.csv", "area-codes.csv");
    }
}
