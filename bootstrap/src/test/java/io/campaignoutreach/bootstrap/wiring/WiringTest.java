package io.campaignoutreach.bootstrap.wiring;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class WiringTest {

    @Test
    void givenStore_whenWiredForProduction_thenIdsAreTimeOrderedVersion7() {
        Wiring wiring = Wiring.create(InMemoryRepositories.create());

        UUID first = wiring.ids().newId();
        UUID second = wiring.ids().newId();

        assertThat(first.version()).isEqualTo(7);
        assertThat(second).isGreaterThan(first);
    }

    @Test
    void givenProductionClock_whenRead_thenWholeMilliseconds() {
        assertThat(Wiring.productionClock().instant().getNano() % 1_000_000).isZero();
    }

    @Test
    void givenStore_whenWired_thenApiServicesUseTheSameServices() {
        Wiring wiring = Wiring.create(InMemoryRepositories.create());

        assertThat(wiring.apiServices().authenticate()).isSameAs(wiring.authenticate());
        assertThat(wiring.apiServices().listCampaigns()).isSameAs(wiring.campaigns());
        assertThat(wiring.apiServices().getCustomer()).isSameAs(wiring.customers());
    }
}
