package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code text-in}: an operator hands the service a customer's text, as the carrier would. */
class TextInCommandTest {

    private final CliFixture cli = new CliFixture();
    private Organization organization;
    private Customer customer;

    @BeforeEach
    void givenACustomerTheOrganizationTexted() {
        organization = TestData.organization();
        cli.repositories.organizations().insert(organization);
        Campaign campaign = TestData.campaign(organization.id());
        cli.repositories.campaigns().insert(campaign);
        customer = TestData.customer(organization.id(), TestData.phone(7));
        cli.repositories.customers().insert(customer);
        Instant now = Instant.now();
        Message pending = Message.pending(MessageId.of(TestData.newId()), organization.id(), customer.phone(),
                DialingRules.DEFAULTS.callerId(), MessageKind.CAMPAIGN, SmsType.REDIAL, customer.id(), campaign.id(),
                EnrollmentId.of(TestData.newId()), "Hi", now, now);
        cli.repositories.messages().add(List.of(pending.queued("Hi", now).accepted("SM1", now)));
    }

    @Test
    void givenStop_whenHandedIn_thenTheNumberIsOptedOutAndOneConfirmationAwaitsSending() {
        assertThat(cli.run("text-in", "--from", customer.phone().e164(), "--body", "STOP")).isZero();

        assertThat(cli.out()).startsWith("Handed in cli-").contains("from " + customer.phone().e164())
                .contains("for 1 organization(s)");
        ConsentLedger ledger = ConsentLedger.of(cli.repositories.consentLedger()
                .entriesFor(organization.id(), List.of(customer.phone())).get(customer.phone()));
        assertThat(ledger.revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
        assertThat(ledger.revoked(ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING)).isTrue();
        assertThat(cli.repositories.messages().page(organization.id(), new MessageQuery(customer.id(), null),
                PageRequest.first()).items()).extracting(Message::kind)
                .contains(MessageKind.CUSTOMER, MessageKind.OPT_OUT_CONFIRMATION);
    }

    @Test
    void givenABadNumberOrNoBody_whenHandedIn_thenAUsageErrorAndNothingStored() {
        assertThat(cli.run("text-in", "--from", "12", "--body", "STOP")).isEqualTo(Cli.USAGE);
        assertThat(cli.err()).contains("--from must be a US phone number");
        assertThat(cli.run("text-in", "--from", customer.phone().e164())).isEqualTo(Cli.USAGE);
        assertThat(cli.repositories.consentLedger().entriesFor(organization.id(), List.of(customer.phone())))
                .isEmpty();
    }

    @Test
    void givenANumberNobodyContacted_whenHandedIn_thenNothingIsStored() {
        assertThat(cli.run("text-in", "--from", new PhoneNumber("+15005550999").e164(), "--body", "STOP"))
                .isZero();

        assertThat(cli.out()).contains("nothing recorded");

        assertThat(cli.repositories.consentLedger().entriesFor(organization.id(),
                List.of(new PhoneNumber("+15005550999")))).isEmpty();
    }
}
