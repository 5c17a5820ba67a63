package io.campaignoutreach.domain.schedule;

import io.campaignoutreach.domain.customer.PhoneNumber;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Works out the time zones a customer may be in. Precedence: a valid US time zone named on the
 * record; else the state, narrowed by the ZIP or else the area code when that points to the same
 * state; else the ZIP; else the area code; else every mainland zone.
 */
public final class TimeZoneResolver {

    /** Zones of the contiguous states: the answer when nothing about the customer is usable. */
    public static final Set<ZoneId> MAINLAND = Set.of(ZoneId.of("America/New_York"), ZoneId.of("America/Chicago"),
            ZoneId.of("America/Denver"), ZoneId.of("America/Phoenix"), ZoneId.of("America/Los_Angeles"));

    // US zones of zone1970.tab that the tables write as the zone whose rules they share, and the
    // old US/* names customer records still carry.
    private static final List<String> OTHER_US_ZONE_NAMES = List.of("America/Detroit", "America/Kentucky/Louisville",
            "America/Kentucky/Monticello", "America/Indiana/Indianapolis", "America/Indiana/Vincennes",
            "America/Indiana/Winamac", "America/Indiana/Marengo", "America/Indiana/Petersburg",
            "America/Indiana/Vevay", "America/Indiana/Tell_City", "America/Indiana/Knox", "America/Menominee",
            "America/North_Dakota/Center", "America/North_Dakota/New_Salem", "America/North_Dakota/Beulah",
            "America/Juneau", "America/Sitka", "America/Metlakatla", "America/Yakutat", "America/Nome",
            "US/Eastern", "US/Central", "US/Mountain", "US/Pacific", "US/Arizona", "US/Alaska", "US/Hawaii",
            "US/Aleutian", "US/East-Indiana", "US/Indiana-Starke", "US/Michigan", "US/Samoa");

    private final ZoneTables tables;
    private final Map<String, ZoneId> usZonesByLowerCaseName = new HashMap<>();

    TimeZoneResolver(ZoneTables tables) {
        this.tables = tables;
        Set<ZoneId> usZones = new HashSet<>(tables.allZones());
        OTHER_US_ZONE_NAMES.forEach(name -> usZones.add(ZoneId.of(name)));
        usZones.forEach(zone -> usZonesByLowerCaseName.put(zone.getId().toLowerCase(Locale.ROOT), zone));
    }

    public static TimeZoneResolver load() {
        return new TimeZoneResolver(ZoneTables.load());
    }

    public CandidateZones resolve(CustomerLocation customer) {
        Optional<ZoneTables.Region> state = tables.state(customer.state());
        Optional<ZoneTables.Region> zip = tables.postalCode(customer.postalCode());
        Optional<ZoneTables.Region> areaCode = areaCodeOf(customer.phoneNumber()).flatMap(tables::areaCode);
        Set<String> states = Stream.of(state, zip, areaCode).flatMap(Optional::stream).findFirst()
                .map(region -> Set.of(region.state())).orElse(Set.of());

        Optional<ZoneId> named = usZone(customer.timezone());
        if (named.isPresent()) {
            return new CandidateZones(Set.of(named.get()), states, ZoneEvidence.TIME_ZONE);
        }
        if (state.isPresent()) {
            return new CandidateZones(narrowed(state.get(), Stream.of(zip, areaCode).flatMap(Optional::stream)), states, ZoneEvidence.STATE);
        }
        if (zip.isPresent()) {
            return new CandidateZones(zip.get().zones(), states, ZoneEvidence.POSTAL_CODE);
        }
        return areaCode.map(region -> new CandidateZones(region.zones(), states, ZoneEvidence.AREA_CODE))
                .orElseGet(() -> new CandidateZones(MAINLAND, states, ZoneEvidence.NONE));
    }

    /**
     * A ZIP or an area code of another state says nothing about where in this state the customer is;
     * of the same state, it keeps the state's zones it also covers. The ZIP is asked first because a
     * mobile number keeps its area code when its owner moves.
     */
    private Set<ZoneId> narrowed(ZoneTables.Region state, Stream<ZoneTables.Region> evidence) {
        Optional<ZoneTables.Region> sameState = evidence.filter(region -> region.state().equals(state.state()))
                .findFirst();
        if (sameState.isEmpty()) {
            return state.zones();
        }
        Set<ZoneId> common = new HashSet<>(state.zones());
        common.retainAll(sameState.get().zones());
        return common.isEmpty() ? state.zones() : common;
    }

    private Optional<ZoneId> usZone(String name) {
        return name == null ? Optional.empty()
                : Optional.ofNullable(usZonesByLowerCaseName.get(name.strip().toLowerCase(Locale.ROOT)));
    }

    private static Optional<String> areaCodeOf(String phoneNumber) {
        return PhoneNumber.parse(phoneNumber).map(number -> number.e164().substring(2, 5));
    }
}
