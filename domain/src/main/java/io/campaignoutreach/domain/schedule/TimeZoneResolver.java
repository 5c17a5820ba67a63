package io.campaignoutreach.domain.schedule;

import io.campaignoutreach.domain.customer.PhoneNumber;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Works out the time zones and states a customer may be in from every usable piece of evidence at once
 * (a US time zone named on the record, the state, the ZIP, the area code): the union of what each
 * says, or every mainland zone when none is usable. No piece outranks another, since any of them may
 * be the true one and a call is lawful only where it is lawful in all of them.
 */
public final class TimeZoneResolver {

    /** Zones of the contiguous states: the answer when nothing about the customer is usable. */
    public static final Set<ZoneId> MAINLAND = Set.of(ZoneId.of("America/New_York"), ZoneId.of("America/Chicago"),
            ZoneId.of("America/Denver"), ZoneId.of("America/Phoenix"), ZoneId.of("America/Los_Angeles"));

    // US zones of zone1970.tab that the tables write as the zone whose rules they share, and the old
    // US/* names customer records still carry, with that zone: a named zone agrees with a state, ZIP
    // or area code when they share a clock, whatever name it goes by.
    private static final Map<String, String> OTHER_US_ZONE_NAMES = Map.ofEntries(
            Map.entry("America/Detroit", "America/New_York"),
            Map.entry("America/Kentucky/Louisville", "America/New_York"),
            Map.entry("America/Kentucky/Monticello", "America/New_York"),
            Map.entry("America/Indiana/Indianapolis", "America/New_York"),
            Map.entry("America/Indiana/Vincennes", "America/New_York"),
            Map.entry("America/Indiana/Winamac", "America/New_York"),
            Map.entry("America/Indiana/Marengo", "America/New_York"),
            Map.entry("America/Indiana/Petersburg", "America/New_York"),
            Map.entry("America/Indiana/Vevay", "America/New_York"),
            Map.entry("America/Indiana/Tell_City", "America/Chicago"),
            Map.entry("America/Indiana/Knox", "America/Chicago"),
            Map.entry("America/Menominee", "America/Chicago"),
            Map.entry("America/North_Dakota/Center", "America/Chicago"),
            Map.entry("America/North_Dakota/New_Salem", "America/Chicago"),
            Map.entry("America/North_Dakota/Beulah", "America/Chicago"),
            Map.entry("America/Juneau", "America/Anchorage"),
            Map.entry("America/Sitka", "America/Anchorage"),
            Map.entry("America/Metlakatla", "America/Anchorage"),
            Map.entry("America/Yakutat", "America/Anchorage"),
            Map.entry("America/Nome", "America/Anchorage"),
            Map.entry("US/Eastern", "America/New_York"),
            Map.entry("US/Central", "America/Chicago"),
            Map.entry("US/Mountain", "America/Denver"),
            Map.entry("US/Pacific", "America/Los_Angeles"),
            Map.entry("US/Arizona", "America/Phoenix"),
            Map.entry("US/Alaska", "America/Anchorage"),
            Map.entry("US/Hawaii", "Pacific/Honolulu"),
            Map.entry("US/Aleutian", "America/Adak"),
            Map.entry("US/East-Indiana", "America/New_York"),
            Map.entry("US/Indiana-Starke", "America/Chicago"),
            Map.entry("US/Michigan", "America/New_York"),
            Map.entry("US/Samoa", "Pacific/Pago_Pago"));

    /** What one piece of evidence says: a state ({@code null} for a named zone) and zones. */
    private record Piece(ZoneEvidence kind, String state, Set<ZoneId> zones) {
    }

    private final ZoneTables tables;
    private final Map<String, ZoneId> usZonesByLowerCaseName = new HashMap<>();
    private final Map<ZoneId, ZoneId> tableZoneOf = new HashMap<>();

    TimeZoneResolver(ZoneTables tables) {
        this.tables = tables;
        tables.allZones().forEach(zone -> tableZoneOf.put(zone, zone));
        OTHER_US_ZONE_NAMES.forEach((name, tableZone) -> tableZoneOf.put(ZoneId.of(name), ZoneId.of(tableZone)));
        tableZoneOf.keySet().forEach(zone -> usZonesByLowerCaseName.put(zone.getId().toLowerCase(Locale.ROOT), zone));
    }

    public static TimeZoneResolver load() {
        return new TimeZoneResolver(ZoneTables.load());
    }

    public CandidateZones resolve(CustomerLocation customer) {
        List<Piece> pieces = new ArrayList<>();
        usZone(customer.timezone()).ifPresent(zone -> pieces.add(new Piece(ZoneEvidence.TIME_ZONE, null, Set.of(zone))));
        tables.state(customer.state()).ifPresent(region -> pieces.add(piece(ZoneEvidence.STATE, region)));
        tables.postalCode(customer.postalCode()).ifPresent(region -> pieces.add(piece(ZoneEvidence.POSTAL_CODE, region)));
        areaCodeOf(customer.phoneNumber()).flatMap(tables::areaCode)
                .ifPresent(region -> pieces.add(piece(ZoneEvidence.AREA_CODE, region)));
        if (pieces.isEmpty()) {
            return new CandidateZones(MAINLAND, Set.of(), Set.of(), false);
        }
        Set<ZoneId> zones = new HashSet<>();
        Set<String> states = new HashSet<>();
        Set<ZoneEvidence> evidence = EnumSet.noneOf(ZoneEvidence.class);
        for (Piece piece : pieces) {
            zones.addAll(piece.zones());
            if (piece.state() != null) {
                states.add(piece.state());
            }
            evidence.add(piece.kind());
        }
        return new CandidateZones(zones, states, evidence, states.size() > 1 || disagreeOnClock(pieces));
    }

    private static Piece piece(ZoneEvidence kind, ZoneTables.Region region) {
        return new Piece(kind, region.state(), region.zones());
    }

    /**
     * Two pieces that share no clock cannot both be true. A state and a ZIP or area code in one part of
     * it share a clock, so a multi-zone state narrowed by its own ZIP is no contradiction.
     */
    private boolean disagreeOnClock(List<Piece> pieces) {
        for (int i = 0; i < pieces.size(); i++) {
            for (int j = i + 1; j < pieces.size(); j++) {
                if (Collections.disjoint(clocks(pieces.get(i)), clocks(pieces.get(j)))) {
                    return true;
                }
            }
        }
        return false;
    }

    private Set<ZoneId> clocks(Piece piece) {
        Set<ZoneId> clocks = new HashSet<>();
        piece.zones().forEach(zone -> clocks.add(tableZoneOf.getOrDefault(zone, zone)));
        return clocks;
    }

    private Optional<ZoneId> usZone(String name) {
        return name == null ? Optional.empty()
                : Optional.ofNullable(usZonesByLowerCaseName.get(name.strip().toLowerCase(Locale.ROOT)));
    }

    private static Optional<String> areaCodeOf(String phoneNumber) {
        return PhoneNumber.parse(phoneNumber).map(number -> number.e164().substring(2, 5));
    }
}
