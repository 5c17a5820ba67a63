package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.provider.AccountChange;
import io.campaignoutreach.application.provider.AccountView;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.ProviderAccountService;
import io.campaignoutreach.application.provider.ProviderAccounts;
import io.campaignoutreach.application.provider.ProviderSecretsReseal;
import io.campaignoutreach.application.provider.SealedSecret;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.application.provider.WebhookUrls;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.embedded.ApplicationServices;
import io.campaignoutreach.embedded.secrets.AesGcmSecretVault;
import io.campaignoutreach.embedded.secrets.VaultKey;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The provider account use cases over the in-memory store: secrets sealed and never read back, kept when not
 * resent, dropped with their provider; access and scoping; the server's settings that a provider needs; reseal.
 */
class ProviderAccountServiceTest {

    private static final Instant NOW = Instant.parse("2026-12-07T15:00:00Z");
    private static final String SID = "AC0123456789abcdef0123456789abcdef";
    private static final String TOKEN = "tok-5f2a9c41e07b4d8e9a1c3b5d7f9e1a2c";
    private static final WebhookUrls URLS = WebhookUrls.at(URI.create("https://outreach.example.test/"));
    private static final VaultKey OLD = VaultKey.of("k1", key(1));
    private static final VaultKey NEW = VaultKey.of("k2", key(2));

    private StorePorts store;
    private Organization org;
    private Organization other;

    private static byte[] key(int fill) {
        byte[] key = new byte[VaultKey.KEY_BYTES];
        Arrays.fill(key, (byte) fill);
        return key;
    }

    @BeforeEach
    void setUp() {
        store = InMemoryRepositories.create();
        org = TestData.organization();
        other = TestData.organization();
        store.organizations().insert(org);
        store.organizations().insert(other);
    }

    private ProviderAccountService accounts(SecretVault vault, WebhookUrls urls) {
        return ApplicationServices.over(store, Clock.fixed(NOW, ZoneOffset.UTC), UUID::randomUUID,
                JobSettings.defaults(), vault, urls).providerAccounts();
    }

    private ProviderAccountService accounts() {
        return accounts(new AesGcmSecretVault(List.of(OLD)), URLS);
    }

    private static AccessContext access(Organization organization, boolean readOnly, Capability... capabilities) {
        return new AccessContext(organization.id(), ApiKeyId.of(UUID.fromString(
                "0190a5b2-0000-7000-8000-0000000000a2")), "Operations", Set.of(capabilities), readOnly);
    }

    private static AccountChange twilio(Map<String, String> secrets) {
        return new AccountChange(ProviderKind.TWILIO, Map.of("accountSid", SID, "fromNumber", "+12025550100"),
                secrets);
    }

    @Test
    void givenATwilioAccount_whenConfigured_thenItsTokenIsStoredSealedAndOnlyItsNameIsRead() {
        AccessContext manager = access(org, false, Capability.PROVIDERS_MANAGE);

        AccountView view = accounts().configure(manager, ProviderChannel.TEXTS, twilio(Map.of("authToken", TOKEN)),
                new Violations());

        ProviderAccount stored = store.providerAccounts().find(org.id(), ProviderChannel.TEXTS).orElseThrow();
        assertThat(stored.sealedSecrets().get("authToken")).startsWith("v1:k1:").doesNotContain(TOKEN);
        assertThat(view.account().secretNames()).containsExactly("authToken");
        assertThat(view.webhookUrls()).containsExactly(Map.entry("incomingTexts",
                "https://outreach.example.test/webhooks/twilio/" + stored.id() + "/texts/inbound"));
        assertThat(String.valueOf(view)).doesNotContain(TOKEN);
        assertThat(accounts().list(manager)).extracting(v -> v.account().channel())
                .containsExactly(ProviderChannel.TEXTS);
        assertThat(accounts().list(access(other, false, Capability.PROVIDERS_MANAGE))).isEmpty();
    }

    @Test
    void givenAStoredToken_whenTheSettingsChangeWithoutIt_thenItIsKept_andWithAnotherProvider_thenDropped() {
        AccessContext manager = access(org, false, Capability.PROVIDERS_MANAGE);
        accounts().configure(manager, ProviderChannel.CALLS, twilio(Map.of("authToken", TOKEN)), new Violations());
        String sealed = store.providerAccounts().find(org.id(), ProviderChannel.CALLS).orElseThrow().sealedSecrets()
                .get("authToken");

        accounts().configure(manager, ProviderChannel.CALLS, new AccountChange(ProviderKind.TWILIO,
                Map.of("accountSid", SID, "callsPerSecond", "4"), Map.of()), new Violations());
        ProviderAccount kept = store.providerAccounts().find(org.id(), ProviderChannel.CALLS).orElseThrow();
        accounts().configure(manager, ProviderChannel.CALLS, new AccountChange(ProviderKind.SIMULATED, Map.of(),
                Map.of()), new Violations());
        ProviderAccount simulated = store.providerAccounts().find(org.id(), ProviderChannel.CALLS).orElseThrow();

        assertThat(kept.sealedSecrets()).containsExactly(Map.entry("authToken", sealed));
        assertThat(kept.settings()).containsEntry("callsPerSecond", "4").doesNotContainKey("fromNumber");
        assertThat(simulated.id()).isEqualTo(kept.id());
        assertThat(simulated.sealedSecrets()).isEmpty();
        assertThatThrownBy(() -> accounts().configure(manager, ProviderChannel.CALLS, twilio(Map.of()),
                new Violations())).as("the token went with the provider: it must be sent again")
                .isInstanceOf(ValidationException.class).hasMessageNotContaining(TOKEN);
    }

    @Test
    void givenAServerWithoutKeysOrPublicUrl_whenTwilioIsChosen_thenBothAreSaidAndNothingIsStored() {
        AccessContext manager = access(org, false, Capability.PROVIDERS_MANAGE);

        assertThatThrownBy(() -> accounts(SecretVault.NONE, WebhookUrls.NONE).configure(manager,
                ProviderChannel.CALLS, twilio(Map.of("authToken", TOKEN)), new Violations()))
                .isInstanceOfSatisfying(ValidationException.class, refused -> assertThat(refused.violations())
                        .extracting(v -> String.join(".", v.path())).containsExactly("provider", "secrets"));
        assertThat(accounts(SecretVault.NONE, WebhookUrls.NONE).configure(manager, ProviderChannel.CALLS,
                new AccountChange(ProviderKind.SIMULATED, null, null), new Violations()).account().kind())
                .isEqualTo(ProviderKind.SIMULATED);
        assertThat(store.providerAccounts().list(org.id())).extracting(ProviderAccount::kind)
                .containsExactly(ProviderKind.SIMULATED);
    }

    @Test
    void givenKeysWithoutTheCapabilityOrReadOnly_whenUsed_thenRefused() {
        assertThatThrownBy(() -> accounts().list(access(org, false, Capability.CONSENT_MANAGE)))
                .isInstanceOf(MissingCapabilityException.class);
        assertThatThrownBy(() -> accounts().configure(access(org, true, Capability.ALL), ProviderChannel.CALLS,
                twilio(Map.of("authToken", TOKEN)), new Violations())).isInstanceOf(ReadOnlyKeyException.class);
        assertThatThrownBy(() -> accounts().get(access(org, false, Capability.PROVIDERS_MANAGE),
                ProviderChannel.CALLS)).isInstanceOf(NotFoundException.class);
    }

    @Test
    void givenAnotherOrganizationsAccount_whenRead_thenNotFound() {
        accounts().configure(access(other, false, Capability.ALL), ProviderChannel.CALLS,
                twilio(Map.of("authToken", TOKEN)), new Violations());
        AccessContext mine = access(org, false, Capability.PROVIDERS_MANAGE);

        assertThatThrownBy(() -> accounts().get(mine, ProviderChannel.CALLS)).isInstanceOf(NotFoundException.class);
        assertThat(accounts().list(mine)).isEmpty();
        assertThat(store.providerAccounts().list(other.id())).hasSize(1);
    }

    @Test
    void givenSecretsUnderAnOldKey_whenResealed_thenTheyOpenUnderTheNewKeyAlone() {
        accounts().configure(access(org, false, Capability.ALL), ProviderChannel.CALLS,
                twilio(Map.of("authToken", TOKEN)), new Violations());
        accounts().configure(access(other, false, Capability.ALL), ProviderChannel.TEXTS,
                twilio(Map.of("authToken", TOKEN + "x")), new Violations());
        AesGcmSecretVault rotated = new AesGcmSecretVault(List.of(NEW, OLD));

        ProviderSecretsReseal.Resealed first = ApplicationServices.providerSecretsReseal(store, rotated).resealAll();
        ProviderSecretsReseal.Resealed again = ApplicationServices.providerSecretsReseal(store, rotated).resealAll();

        assertThat(first).isEqualTo(new ProviderSecretsReseal.Resealed(2, 2));
        assertThat(again).isEqualTo(new ProviderSecretsReseal.Resealed(2, 0));
        ProviderAccount resealed = store.providerAccounts().find(org.id(), ProviderChannel.CALLS).orElseThrow();
        assertThat(SealedSecret.parse(resealed.sealedSecrets().get("authToken")).keyId()).isEqualTo("k2");
        OpenedAccount opened = new ProviderAccounts(store.providerAccounts(), new AesGcmSecretVault(List.of(NEW)))
                .openById(resealed.id()).orElseThrow();
        assertThat(opened.secret("authToken")).isEqualTo(TOKEN);
        assertThat(opened.toString()).doesNotContain(TOKEN);
    }
}
