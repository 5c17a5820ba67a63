package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.messaging.MessageSubmission;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.messaging.OutboundText;
import io.campaignoutreach.application.provider.AccountChange;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.ProviderAccountService;
import io.campaignoutreach.application.provider.ProviderAccounts;
import io.campaignoutreach.application.provider.ProviderAdapter;
import io.campaignoutreach.application.provider.ProviderCarriers;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.provider.WebhookUrls;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.embedded.ApplicationServices;
import io.campaignoutreach.embedded.secrets.AesGcmSecretVault;
import io.campaignoutreach.embedded.secrets.VaultKey;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Which carrier an organization's calls and texts take: its own account's, through its provider's adapter and
 * built once per version of the account; the server's without one; none, said plainly, when its secrets cannot
 * be opened.
 */
class ProviderCarriersTest {

    private static final Instant NOW = Instant.parse("2026-12-07T15:00:00Z");
    private static final PhoneNumber CUSTOMER = new PhoneNumber("+12125550143");
    private static final PhoneNumber CALLER = new PhoneNumber("+12025550100");
    private static final AesGcmSecretVault VAULT = new AesGcmSecretVault(List.of(VaultKey.of("k1",
            new byte[VaultKey.KEY_BYTES])));

    private final AtomicLong nanos = new AtomicLong();
    private final List<String> placed = new ArrayList<>();
    private final List<OpenedAccount> built = new ArrayList<>();
    private StorePorts store;
    private Organization org;
    private Organization other;

    /** A provider that notes the accounts it built carriers for; each carrier notes the calls it placed. */
    private final ProviderAdapter twilio = new ProviderAdapter() {
        @Override
        public ProviderKind kind() {
            return ProviderKind.TWILIO;
        }

        @Override
        public Telephony telephony(OpenedAccount account) {
            built.add(account);
            return carrier("twilio:" + account.secret("authToken"));
        }

        @Override
        public Messaging messaging(OpenedAccount account) {
            built.add(account);
            return text -> new MessageSubmission.Accepted("twilio-text:" + account.requiredSetting("accountSid"));
        }

        @Override
        public WebhookReply receive(OpenedAccount account, WebhookRequest request) {
            return WebhookReply.noContent();
        }
    };

    private Telephony carrier(String name) {
        return new Telephony() {
            @Override
            public Submission place(CallAttempt attempt) {
                placed.add(name);
                return new Submission.Accepted(name);
            }

            @Override
            public Optional<CallEvent.Ended> fetch(PlacedCall call) {
                return Optional.empty();
            }
        };
    }

    @BeforeEach
    void setUp() {
        store = InMemoryRepositories.create();
        org = TestData.organization();
        other = TestData.organization();
        store.organizations().insert(org);
        store.organizations().insert(other);
    }

    private ProviderAccountService accounts() {
        return ApplicationServices.over(store, Clock.fixed(NOW, ZoneOffset.UTC), UUID::randomUUID,
                JobSettings.defaults(), VAULT, WebhookUrls.at(URI.create("https://outreach.example.test")))
                .providerAccounts();
    }

    private void twilioFor(Organization organization, String token, Map<String, String> settings) {
        Map<String, String> all = new HashMap<>(settings);
        all.put("accountSid", "AC0123456789abcdef0123456789abcdef");
        accounts().configure(AccessContext.trusted(organization.id(), "test"), ProviderChannel.CALLS,
                new AccountChange(ProviderKind.TWILIO, all, Map.of("authToken", token)), new Violations());
    }

    private ProviderCarriers carriers(AesGcmSecretVault vault) {
        return new ProviderCarriers(new ProviderAccounts(store.providerAccounts(), vault), store.transactions(),
                Map.of(ProviderKind.TWILIO, twilio), carrier("simulated"),
                text -> new MessageSubmission.Accepted("simulated-text"), nanos::get);
    }

    private static CallAttempt call(OrganizationId organization) {
        return new CallAttempt(UUID.randomUUID() + "/1", organization, CUSTOMER, CALLER, 1, false, false, Map.of());
    }

    @Test
    void givenOneOrganizationOnTwilio_whenBothCall_thenEachTakesItsOwnCarrier() {
        twilioFor(org, "token-of-org-0001", Map.of());
        ProviderCarriers carriers = carriers(VAULT);

        carriers.place(call(org.id()));
        carriers.place(call(other.id()));
        MessageSubmission text = carriers.send(new OutboundText(org.id(), "m1", CUSTOMER, CALLER, "Hello"));

        assertThat(placed).containsExactly("twilio:token-of-org-0001", "simulated");
        assertThat(text).as("the organization's texts have no account").isEqualTo(
                new MessageSubmission.Accepted("simulated-text"));
    }

    @Test
    void givenAnAccount_whenItChanges_thenItsCarrierIsBuiltAgainOnlyOnceTheAccountIsReadAgain() {
        twilioFor(org, "token-of-org-0001", Map.of());
        ProviderCarriers carriers = carriers(VAULT);
        carriers.place(call(org.id()));
        carriers.place(call(org.id()));
        twilioFor(org, "token-of-org-0002", Map.of("callsPerSecond", "3"));

        carriers.place(call(org.id()));
        nanos.addAndGet(ProviderCarriers.REREAD_AFTER.toNanos());
        carriers.place(call(org.id()));
        nanos.addAndGet(ProviderCarriers.REREAD_AFTER.plus(Duration.ofSeconds(1)).toNanos());
        carriers.place(call(org.id()));

        assertThat(built).as("one carrier per version of the account, kept with its pacing").hasSize(2);
        assertThat(placed).containsExactly("twilio:token-of-org-0001", "twilio:token-of-org-0001",
                "twilio:token-of-org-0001", "twilio:token-of-org-0002", "twilio:token-of-org-0002");
    }

    @Test
    void givenSecretsSealedUnderAKeyTheServerLacks_whenACallIsPlaced_thenItWaitsWithoutCountingAndNothingIsSent() {
        twilioFor(org, "token-of-org-0001", Map.of());
        ProviderCarriers carriers = carriers(new AesGcmSecretVault(List.of(VaultKey.of("k9",
                new byte[VaultKey.KEY_BYTES]))));

        Submission answer = carriers.place(call(org.id()));

        assertThat(answer).isInstanceOfSatisfying(Submission.Rejected.class, rejected -> {
            assertThat(rejected.countsAsAttempt()).isFalse();
            assertThat(rejected.reason()).doesNotContain("token-of-org-0001");
        });
        assertThat(placed).isEmpty();
    }

    @Test
    void givenAServerNoProviderCanReach_whenAnOrganizationOnTwilioCalls_thenTheCallWaitsWithoutCounting() {
        twilioFor(org, "token-of-org-0001", Map.of());
        ProviderCarriers unreachable = new ProviderCarriers(new ProviderAccounts(store.providerAccounts(), VAULT),
                store.transactions(), Map.of(), carrier("simulated"), text -> null, nanos::get);

        Submission answer = unreachable.place(call(org.id()));

        assertThat(answer).isInstanceOfSatisfying(Submission.Rejected.class,
                rejected -> assertThat(rejected.countsAsAttempt()).isFalse());
        assertThat(placed).as("never on the server's carrier instead").isEmpty();
    }

    @Test
    void givenAnOrganizationOnTheSimulatedCarrier_whenItCalls_thenTheServersCarrierPlacesIt() {
        accounts().configure(AccessContext.trusted(org.id(), "test"), ProviderChannel.CALLS,
                new AccountChange(ProviderKind.SIMULATED, Map.of(), Map.of()), new Violations());

        carriers(VAULT).place(call(org.id()));

        assertThat(placed).containsExactly("simulated");
    }
}
