package io.campaignoutreach.domain.schedule;

import static io.campaignoutreach.domain.schedule.ZoneEvidence.AREA_CODE;
import static io.campaignoutreach.domain.schedule.ZoneEvidence.POSTAL_CODE;
import static io.campaignoutreach.domain.schedule.ZoneEvidence.STATE;
import static io.campaignoutreach.domain.schedule.ZoneEvidence.TIME_ZONE;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class TimeZoneResolverTest {

    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
    private static final ZoneId CHICAGO = ZoneId.of("America/Chicago");
    private static final ZoneId DENVER = ZoneId.of("America/Denver");
    private static final ZoneId LOS_ANGELES = ZoneId.of("America/Los_Angeles");
    private static final ZoneId PUERTO_RICO = ZoneId.of("America/Puerto_Rico");
    private static final TimeZoneResolver RESOLVER = TimeZoneResolver.load();

    private static CandidateZones resolve(String timezone, String state, String zip, String phone) {
        return RESOLVER.resolve(new CustomerLocation(timezone, state, zip, phone));
    }

    private static Arguments row(String timezone, String state, String zip, String phone, Set<ZoneId> zones,
                                 Set<String> states, Set<ZoneEvidence> evidence, boolean conflicting) {
        return Arguments.of(new CustomerLocation(timezone, state, zip, phone),
                new CandidateZones(zones, states, evidence, conflicting));
    }

    static Stream<Arguments> evidence() {
        return Stream.of(
                // A California address with a Manhattan phone: either may be true.
                row(null, "CA", null, "+12125550100", Set.of(LOS_ANGELES, NEW_YORK), Set.of("CA", "NY"),
                        Set.of(STATE, AREA_CODE), true),
                // A Miami phone with a Georgia address keeps Florida's rules in play.
                row(null, "GA", null, "+13055550100", Set.of(NEW_YORK), Set.of("GA", "FL"),
                        Set.of(STATE, AREA_CODE), true),
                // A Pacific zone named on a Florida record: Florida's zones and the named one.
                row("America/Los_Angeles", "FL", null, null, Set.of(LOS_ANGELES, NEW_YORK, CHICAGO), Set.of("FL"),
                        Set.of(TIME_ZONE, STATE), true),
                row("America/New_York", "NY", "10001", "+12125550100", Set.of(NEW_YORK), Set.of("NY"),
                        Set.of(TIME_ZONE, STATE, POSTAL_CODE, AREA_CODE), false),
                // A multi-zone state keeps all its zones; its own ZIP and area code agree with it.
                row(null, "TN", "37203", "+16155550100", Set.of(NEW_YORK, CHICAGO), Set.of("TN"),
                        Set.of(STATE, POSTAL_CODE, AREA_CODE), false),
                // An old name for a zone the tables write otherwise still agrees with the state.
                row("America/Indiana/Knox", "IN", null, null, Set.of(ZoneId.of("America/Indiana/Knox"), NEW_YORK, CHICAGO),
                        Set.of("IN"), Set.of(TIME_ZONE, STATE), false),
                row(null, "IL", null, "+15005550100", Set.of(CHICAGO), Set.of("IL"), Set.of(STATE), false),
                row(null, null, null, "+17875550100", Set.of(PUERTO_RICO), Set.of("PR"), Set.of(AREA_CODE), false),
                row(null, "FL", null, "+17875550100", Set.of(PUERTO_RICO, NEW_YORK, CHICAGO), Set.of("FL", "PR"),
                        Set.of(STATE, AREA_CODE), true),
                row(null, null, "00901", "+16715550100", Set.of(PUERTO_RICO, ZoneId.of("Pacific/Guam")),
                        Set.of("PR", "GU"), Set.of(POSTAL_CODE, AREA_CODE), true),
                row("America/Chicago", null, null, null, Set.of(CHICAGO), Set.of(), Set.of(TIME_ZONE), false),
                row("garbage", "XX", "ABCDE", "+15005550100", TimeZoneResolver.MAINLAND, Set.of(), Set.of(), false));
    }

    @ParameterizedTest
    @MethodSource("evidence")
    void givenLocationEvidence_whenResolved_thenUnionOfEveryPiece(CustomerLocation customer, CandidateZones expected) {
        assertThat(RESOLVER.resolve(customer)).isEqualTo(expected);
    }

    @Test
    void givenZoneInOtherCaseOrOldName_whenResolved_thenAccepted() {
        assertThat(resolve(" america/chicago ", null, null, null).zones()).containsExactly(CHICAGO);
        assertThat(resolve("US/Eastern", null, null, null).zones()).containsExactly(ZoneId.of("US/Eastern"));
        assertThat(resolve("US/Eastern", "NY", null, null).conflicting()).isFalse();
    }

    @Test
    void givenGarbageOrForeignZone_whenResolved_thenIgnored() {
        assertThat(resolve("Central Time", "IL", null, null).zones()).containsExactly(CHICAGO);
        assertThat(resolve("Europe/Paris", "IL", null, null).evidence()).containsExactly(STATE);
        assertThat(resolve("EST", "il", null, null).zones()).containsExactly(CHICAGO);
    }

    @Test
    void givenFullStateName_whenResolved_thenNotRecognisedAndZipDecides() {
        CandidateZones zones = resolve(null, "Texas", "79901", null);
        assertThat(zones.evidence()).containsExactly(POSTAL_CODE);
        assertThat(zones.zones()).containsExactly(DENVER);
        assertThat(zones.states()).containsExactly("TX");
    }

    @Test
    void givenOnlyAreaCode_whenResolved_thenAreaCodeZonesAndState() {
        CandidateZones zones = resolve(null, null, null, "+13125550100");
        assertThat(zones.zones()).containsExactly(CHICAGO);
        assertThat(zones.states()).containsExactly("IL");
        assertThat(resolve(null, null, null, "+19285550100").zones())
                .containsExactlyInAnyOrder(ZoneId.of("America/Phoenix"), DENVER);
    }

    @Test
    void givenTerritoriesAndDistantStates_whenResolved_thenTheirOwnZones() {
        assertThat(resolve(null, "HI", null, null).zones()).containsExactly(ZoneId.of("Pacific/Honolulu"));
        assertThat(resolve(null, "PR", null, null).zones()).containsExactly(PUERTO_RICO);
        assertThat(resolve(null, null, "85004", null).zones()).containsExactly(ZoneId.of("America/Phoenix"));
        // Phoenix's ZIP no longer narrows Arizona: the state's Navajo Nation keeps Mountain time.
        assertThat(resolve(null, "AZ", "85004", null).zones()).containsExactlyInAnyOrder(ZoneId.of("America/Phoenix"), DENVER);
        assertThat(resolve(null, null, null, "+19075550100").zones())
                .containsExactlyInAnyOrder(ZoneId.of("America/Anchorage"), ZoneId.of("America/Adak"));
        assertThat(resolve(null, null, null, "+13405550100").zones()).containsExactly(ZoneId.of("America/St_Thomas"));
    }

    @ParameterizedTest
    @CsvSource({"945,TX", "350,CA", "448,FL", "656,FL", "572,OK", "659,AL", "826,VA", "839,SC", "472,NC", "557,MO",
            "464,IL", "227,MD", "363,NY", "983,CO"})
    void givenOverlayInServiceSince2021_whenResolved_thenItsState(String npa, String state) {
        CandidateZones zones = resolve(null, null, null, "+1" + npa + "5550100");
        assertThat(zones.evidence()).containsExactly(AREA_CODE);
        assertThat(zones.states()).containsExactly(state);
        assertThat(ZoneTables.load().state(state).orElseThrow().zones()).containsAll(zones.zones());
    }

    @Test
    void givenTables_whenLoaded_thenEveryStateHasZonesAndEveryRowNamesAKnownState() {
        ZoneTables tables = ZoneTables.load();
        assertThat(tables.stateCodes()).hasSize(56);
        for (String npa : tables.areaCodeList()) {
            assertThat(tables.state(tables.areaCode(npa).orElseThrow().state())).as(npa).isPresent();
        }
        for (String prefix : tables.zipPrefixList()) {
            ZoneTables.Region zip = tables.postalCode(prefix + "01").orElseThrow();
            Set<ZoneId> stateZones = tables.state(zip.state()).orElseThrow().zones();
            assertThat(stateZones).as(prefix).containsAnyElementsOf(zip.zones());
        }
    }
}
