package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A sync key's advisory lock number may never change: during a rolling deploy, nodes of two
 * versions lock the same keys, and would miss each other's locks if they numbered them apart.
 */
class LockNumbersTest {

    private static final OrganizationId ORGANIZATION =
            OrganizationId.of(UUID.fromString("0190a5e2-5b7c-7d3e-9f10-1234567890ab"));

    @Test
    void givenKnownKeys_whenNumbered_thenTheNumbersEveryVersionGivesThemAscendingAndOnce() {
        long[] numbers = JdbiCustomerRepository.lockNumbers(ORGANIZATION,
                List.of("phone:+15555550123", "mbi:1EG4TE5MK73", "external:A-1", "mbi:1EG4TE5MK73"));

        assertThat(numbers).containsExactly(-4970166630407649488L, -3166368462310976095L, 5710041124480816741L);
    }

    @Test
    void givenTheSameKeyInTwoOrganizations_whenNumbered_thenTheNumbersDiffer() {
        OrganizationId other = OrganizationId.of(UUID.fromString("0190a5e2-5b7c-7d3e-9f10-1234567890ac"));

        assertThat(JdbiCustomerRepository.lockNumbers(other, List.of("mbi:1EG4TE5MK73")))
                .doesNotContain(-4970166630407649488L);
        assertThat(JdbiCustomerRepository.lockNumbers(ORGANIZATION, List.of())).isEmpty();
    }
}
