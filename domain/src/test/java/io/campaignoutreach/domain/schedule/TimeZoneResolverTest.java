package io.campaignoutreach.domain.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TimeZoneResolverTest {

    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
    private static final ZoneId CHICAGO = ZoneId.of("America/Chicago");
    private static final ZoneId DENVER = ZoneId.of("America/Denver");
    private static final TimeZoneResolver RESOLVER = TimeZoneResolver.load();

    private static CandidateZones resolve(String timezone, String state, String zip, String phone) {
        return RESOLVER.resolve(new CustomerLocation(timezone, state, zip, phone));
    }

    @Test
    void givenValidUsZone_whenResolved_thenItWinsOverStateAndZip() {
        CandidateZones zones = resolve("America/Indiana/Knox", "NY", "10001", "+12125550100");
        assertThat(zones.zones()).containsExactly(ZoneId.of("America/Indiana/Knox"));
        assertThat(zones.evidence()).isEqualTo(ZoneEvidence.TIME_ZONE);
        assertThat(zones.states()).containsExactly("NY");
    }

    @Test
    void givenZoneInOtherCaseOrOldName_whenResolved_thenAccepted() {
        assertThat(resolve(" america/chicago ", null, null, null).zones()).containsExactly(CHICAGO);
        assertThat(resolve("US/Eastern", null, null, null).zones()).containsExactly(ZoneId.of("US/Eastern"));
    }

    @Test
    void givenGarbageOrForeignZone_whenResolved_thenStateDecides() {
        assertThat(resolve("Central Time", "IL", null, null).zones()).containsExactly(CHICAGO);
        assertThat(resolve("Europe/Paris", "IL", null, null).evidence()).isEqualTo(ZoneEvidence.STATE);
        assertThat(resolve("EST", "il", null, null).zones()).containsExactly(CHICAGO);
    }

    @Test
    void givenMultiZoneStateWithoutZip_whenResolved_thenAllItsZones() {
        CandidateZones zones = resolve(null, "TN", null, null);
        assertThat(zones.zones()).containsExactlyInAnyOrder(NEW_YORK, CHICAGO);
        assertThat(zones.states()).containsExactly("TN");
    }

    @Test
    void givenMultiZoneStateWithZipOfThatState_whenResolved_thenNarrowedByZip() {
        assertThat(resolve(null, "TN", "37203", null).zones()).containsExactly(CHICAGO);
        assertThat(resolve(null, "TN", "37902-1234", null).zones()).containsExactly(NEW_YORK);
    }

    @Test
    void givenMultiZoneStateWithZipOfOtherState_whenResolved_thenAreaCodeNarrowsInstead() {
        // ZIP in Georgia says nothing about Tennessee; the 615 area code is Nashville.
        assertThat(resolve(null, "TN", "30301", "+16155550100").zones()).containsExactly(CHICAGO);
        assertThat(resolve(null, "TN", "30301", null).zones()).containsExactlyInAnyOrder(NEW_YORK, CHICAGO);
    }

    @Test
    void givenFullStateName_whenResolved_thenNotRecognisedAndZipDecides() {
        CandidateZones zones = resolve(null, "Texas", "79901", null);
        assertThat(zones.evidence()).isEqualTo(ZoneEvidence.POSTAL_CODE);
        assertThat(zones.zones()).containsExactly(DENVER);
        assertThat(zones.states()).containsExactly("TX");
    }

    @Test
    void givenOnlyAreaCode_whenResolved_thenAreaCodeZonesAndState() {
        CandidateZones zones = resolve(null, null, null, "+13125550100");
        assertThat(zones.evidence()).isEqualTo(ZoneEvidence.AREA_CODE);
        assertThat(zones.zones()).containsExactly(CHICAGO);
        assertThat(zones.states()).containsExactly("IL");
        assertThat(resolve(null, null, null, "+19285550100").zones())
                .containsExactlyInAnyOrder(ZoneId.of("America/Phoenix"), DENVER);
    }

    @Test
    void givenNothingUsable_whenResolved_thenEveryMainlandZoneAndNoState() {
        CandidateZones zones = resolve("garbage", "XX", "ABCDE", "+15005550100");
        assertThat(zones.evidence()).isEqualTo(ZoneEvidence.NONE);
        assertThat(zones.zones()).isEqualTo(TimeZoneResolver.MAINLAND);
        assertThat(zones.states()).isEmpty();
    }

    @Test
    void givenTerritoriesAndDistantStates_whenResolved_thenTheirOwnZones() {
        assertThat(resolve(null, "HI", null, null).zones()).containsExactly(ZoneId.of("Pacific/Honolulu"));
        assertThat(resolve(null, "PR", null, null).zones()).containsExactly(ZoneId.of("America/Puerto_Rico"));
        assertThat(resolve(null, "AZ", "85004", null).zones()).containsExactly(ZoneId.of("America/Phoenix"));
        assertThat(resolve(null, null, null, "+19075550100").zones())
                .containsExactlyInAnyOrder(ZoneId.of("America/Anchorage"), ZoneId.of("America/Adak"));
        assertThat(resolve(null, null, "00901", null).zones()).containsExactly(ZoneId.of("America/Puerto_Rico"));
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
