package io.campaignoutreach.domain.schedule;

import java.time.ZoneId;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The state, area code and ZIP prefix tables ({@code states.csv}, {@code area-codes.csv}, {@code zip3.csv}). */
final class ZoneTables {

    /** What one piece of evidence (a state, an area code, a ZIP prefix) says: a state and its zones. */
    record Region(String state, Set<ZoneId> zones) {

        Region {
            zones = Set.copyOf(zones);
        }
    }

    private final Map<String, Region> states = new HashMap<>();
    private final Map<String, Region> areaCodes = new HashMap<>();
    private final Map<String, Region> zipPrefixes = new HashMap<>();

    private ZoneTables() {
    }

    static ZoneTables load() {
        ZoneTables tables = new ZoneTables();
        for (String[] row : DataFile.rows("states.csv")) {
            tables.states.put(row[0], new Region(row[0], DataFile.zones(row[2])));
        }
        for (String[] row : DataFile.rows("area-codes.csv")) {
            tables.areaCodes.put(row[0], new Region(row[1], DataFile.zones(row[2])));
        }
        for (String[] row : DataFile.rows("zip3.csv")) {
            Region region = new Region(row[2], DataFile.zones(row[3]));
            for (int prefix = Integer.parseInt(row[0]); prefix <= Integer.parseInt(row[1]); prefix++) {
                tables.zipPrefixes.put(String.format(Locale.ROOT, "%03d", prefix), region);
            }
        }
        return tables;
    }

    /** A two-letter code in any case; full names and anything else are not recognised. */
    Optional<Region> state(String code) {
        return code == null ? Optional.empty() : Optional.ofNullable(states.get(code.strip().toUpperCase(Locale.ROOT)));
    }

    /** A ZIP or ZIP+4 ({@code 12345}, {@code 12345-6789}, {@code 123456789}). */
    Optional<Region> postalCode(String zip) {
        if (zip == null || !zip.strip().matches("\\d{5}(-?\\d{4})?")) {
            return Optional.empty();
        }
        return Optional.ofNullable(zipPrefixes.get(zip.strip().substring(0, 3)));
    }

    Optional<Region> areaCode(String npa) {
        return Optional.ofNullable(areaCodes.get(npa));
    }

    Set<String> stateCodes() {
        return states.keySet();
    }

    List<String> areaCodeList() {
        return areaCodes.keySet().stream().sorted().toList();
    }

    List<String> zipPrefixList() {
        return zipPrefixes.keySet().stream().sorted().toList();
    }

    Set<ZoneId> allZones() {
        Set<ZoneId> zones = new HashSet<>();
        states.values().forEach(region -> zones.addAll(region.zones()));
        return zones;
    }
}
