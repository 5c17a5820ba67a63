package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.CallStage;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code review list | attempts | resume | close}: an operator settles enrollments whose call attempt
 * was interrupted.
 */
class ReviewCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final CliFixture cli = new CliFixture();
    private Enrollment interrupted;
    private Enrollment other;

    @BeforeEach
    void interruptOneAttempt() {
        Organization organization = TestData.organization();
        cli.repositories.organizations().insert(organization);
        Campaign campaign = TestData.campaign(organization.id());
        cli.repositories.campaigns().insert(campaign);
        interrupted = interrupted(organization, campaign, 1);
        other = interrupted(organization, campaign, 2);
    }

    private Enrollment interrupted(Organization organization, Campaign campaign, int phone) {
        Customer customer = TestData.customer(organization.id(), TestData.phone(phone));
        cli.repositories.customers().insert(customer);
        Instant now = Instant.now();
        Enrollment started = Enrollment.start(EnrollmentId.of(TestData.newId()), organization.id(), campaign.id(),
                customer.id(), null, now);
        cli.repositories.enrollments().insert(started);
        Enrollment calling = started.beginAttempt(now);
        Enrollment stopped = calling.interrupt(now);
        cli.repositories.enrollments().updateAll(List.of(calling));
        cli.repositories.enrollments().updateAll(List.of(stopped));
        return stopped;
    }

    private Enrollment reread(Enrollment enrollment) {
        return cli.repositories.outreach().lock(List.of(enrollment.id())).get(0);
    }

    @Test
    void givenInterruptedAttempts_whenListed_thenEachIsShownOnceInTextAndJson() throws Exception {
        assertThat(cli.run("review", "list")).isZero();
        List<String> lines = cli.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("id\torganizationId\tcampaignId\tcustomerId\tattempts\tinterruptedAt");
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).startsWith(interrupted.id() + "\t").contains("\t1\t");

        assertThat(cli.run("review", "list", "--output", "json")).isZero();
        JsonNode listed = JSON.readTree(cli.out());
        assertThat(listed).hasSize(2);
        assertThat(listed.get(1).get("id").asText()).isEqualTo(other.id().toString());
    }

    @Test
    void givenAnInterruptedAttempt_whenItsAttemptsAreShown_thenOneLineWithItsTrailInTextAndJson() throws Exception {
        Customer customer = cli.repositories.customers().findById(interrupted.organizationId(),
                interrupted.customerId()).orElseThrow();
        Attempt attempt = Attempt.start(interrupted.organizationId(), interrupted.campaignId(), customer.id(),
                interrupted.id(), 1, customer.phone(), TestData.at(1));
        cli.repositories.transactions().inTransaction(() -> {
            cli.repositories.outreach().recordAttempts(TestEngines.dialed(attempt), "other-process", TestData.at(60));
            cli.repositories.outreach().lockAttempts(List.of(attempt.key()));
            cli.repositories.outreach().updateAttempts(List.of(attempt.progressed(CallStage.RINGING, "carrier-7")
                    .interrupted()));
        });

        assertThat(cli.run("review", "attempts", interrupted.id().toString())).isZero();
        List<String> lines = cli.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("number\tstate\tstage\tdialedAt\tclaimedAt\tphoneNumber\tcallerId");
        assertThat(lines.get(1).split("\t")).startsWith("1", "interrupted", "ringing").contains(customer.phone().e164(),
                "America/New_York", "NY", "open", "carrier-7").endsWith("-", "-", "-");

        assertThat(cli.run("review", "attempts", interrupted.id().toString(), "--output", "json")).isZero();
        JsonNode shown = JSON.readTree(cli.out());
        assertThat(shown).hasSize(1);
        assertThat(shown.get(0).get("zones").get(0).asText()).isEqualTo("America/New_York");
        assertThat(shown.get(0).get("outcome").isNull()).isTrue();

        assertThat(cli.run("review", "attempts", other.id().toString())).isZero();
        assertThat(cli.out().lines()).hasSize(1);
        assertThat(cli.run("review", "attempts", "not-a-uuid")).isNotZero();
        assertThat(cli.err()).contains("ID must be a uuid");
    }

    @Test
    void givenAnInterruptedAttempt_whenResumedOrClosed_thenOutreachGoesOnOrEndsAndTheListEmpties() {
        assertThat(cli.run("review", "resume", interrupted.id().toString())).isZero();
        assertThat(cli.out()).startsWith("Resumed " + interrupted.id());
        assertThat(reread(interrupted).status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(reread(interrupted).reviewRequired()).isFalse();
        assertThat(reread(interrupted).attempts()).isEqualTo(1);

        assertThat(cli.run("review", "close", other.id().toString(), "--status", "failed", "--reason",
                "carrier log shows the call")).isZero();
        assertThat(reread(other).status()).isEqualTo(EnrollmentStatus.FAILED);
        assertThat(reread(other).statusReason()).isEqualTo("carrier log shows the call");

        assertThat(cli.run("review", "list")).isZero();
        assertThat(cli.out().lines()).hasSize(1);
    }

    @Test
    void givenBadArguments_whenRun_thenRefusedWithoutChange() {
        assertThat(cli.run("review", "close", interrupted.id().toString(), "--status", "expired")).isNotZero();
        assertThat(cli.err()).contains("--status must be completed, failed or cancelled");
        assertThat(cli.run("review", "resume", "not-a-uuid")).isNotZero();
        assertThat(cli.err()).contains("ID must be a uuid");
        assertThat(cli.run("review", "resume", TestData.newId().toString())).isNotZero();
        assertThat(cli.err()).contains("awaiting review not found");
        assertThat(reread(interrupted)).isEqualTo(interrupted);
    }
}
