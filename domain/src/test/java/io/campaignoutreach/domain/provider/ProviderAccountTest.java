package io.campaignoutreach.domain.provider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class ProviderAccountTest {

    private static final String SID = "AC0123456789abcdef0123456789abcdef";
    private static final String TOKEN = "0123456789abcdef0123456789abcdef";
    private static final Instant NOW = Instant.parse("2026-12-07T15:00:00Z");

    private static List<String> findings(ProviderChannel channel, ProviderKind kind, Map<String, String> settings,
                                         Map<String, String> secrets, Set<String> kept) {
        Violations found = new Violations();
        ProviderAccount.check(channel, kind, settings, secrets, kept, found);
        return found.list().stream().map(v -> String.join(".", v.path()) + ":" + v.code().wireName()).toList();
    }

    @Test
    void givenACompleteTwilioAccount_whenChecked_thenNothingIsFound() {
        assertThat(findings(ProviderChannel.CALLS, ProviderKind.TWILIO, Map.of("accountSid", SID, "fromNumber",
                "+12025550100", "callsPerSecond", "5"), Map.of("authToken", TOKEN), Set.of())).isEmpty();
        assertThat(findings(ProviderChannel.TEXTS, ProviderKind.TWILIO, Map.of("accountSid", SID,
                "messagingServiceSid", "MG0123456789abcdef0123456789abcdef"), Map.of(), Set.of("authToken")))
                .as("a secret already stored need not be sent again").isEmpty();
    }

    @Test
    void givenMistypedSettingsAndUnknownMembers_whenChecked_thenEachIsFoundAtItsPath() {
        assertThat(findings(ProviderChannel.CALLS, ProviderKind.TWILIO, Map.of("accountSid", "AC12",
                "fromNumber", "2025550100", "messagingServiceSid", "MG1", "callsPerSecond", "0"),
                Map.of("authToken", "short", "apiKey", "abcdefghijkl"), Set.of()))
                .containsExactly("settings.accountSid:invalid_string", "settings.callsPerSecond:invalid_string",
                        "settings.fromNumber:invalid_string", "settings.messagingServiceSid:unrecognized_keys",
                        "secrets.apiKey:unrecognized_keys", "secrets.authToken:invalid_string");
    }

    @Test
    void givenMissingRequiredMembers_whenChecked_thenEachIsRequired() {
        assertThat(findings(ProviderChannel.CALLS, ProviderKind.VAPI, Map.of(), Map.of(), Set.of()))
                .containsExactly("secrets.apiKey:invalid_type", "settings.assistantId:invalid_type",
                        "settings.phoneNumberId:invalid_type", "secrets.serverSecret:invalid_type");
    }

    @Test
    void givenVapiWithHmac_whenNoStoredCredentialIsNamed_thenItIsRequired() {
        Map<String, String> settings = Map.of("assistantId", UUID.randomUUID().toString(), "phoneNumberId",
                UUID.randomUUID().toString(), "serverAuth", "hmac");

        assertThat(findings(ProviderChannel.CALLS, ProviderKind.VAPI, settings,
                Map.of("apiKey", TOKEN, "serverSecret", TOKEN), Set.of()))
                .containsExactly("settings.serverCredentialId:invalid_type");
    }

    @Test
    void givenVapiForTexts_whenChecked_thenTheProviderIsRefusedAlone() {
        assertThat(findings(ProviderChannel.TEXTS, ProviderKind.VAPI, Map.of("x", "y"), Map.of(), Set.of()))
                .containsExactly("provider:invalid_enum_value");
        assertThatThrownBy(() -> ProviderAccount.create(ProviderAccountId.of(UUID.randomUUID()),
                OrganizationId.of(UUID.randomUUID()), ProviderChannel.TEXTS, ProviderKind.VAPI, Map.of(), Map.of(),
                NOW)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void givenASecretOfTheWrongForm_whenChecked_thenItsValueIsNeverQuoted() {
        Violations found = new Violations();
        ProviderAccount.check(ProviderChannel.CALLS, ProviderKind.TWILIO, Map.of("accountSid", SID),
                Map.of("authToken", "has spaces in it"), Set.of(), found);

        assertThat(found.list()).singleElement().satisfies(violation -> {
            assertThat(violation.path()).containsExactly("secrets", "authToken");
            assertThat(String.valueOf(violation)).doesNotContain("has spaces in it");
        });
    }

    @Test
    void givenAnAccount_whenReconfiguredOrResealed_thenItsIdStaysAndItsVersionMoves() {
        ProviderAccount account = ProviderAccount.create(ProviderAccountId.of(UUID.randomUUID()),
                OrganizationId.of(UUID.randomUUID()), ProviderChannel.CALLS, ProviderKind.TWILIO,
                Map.of("accountSid", SID), Map.of("authToken", "v1:k1:AAAA"), NOW);

        ProviderAccount changed = account.reconfigure(ProviderKind.SIMULATED, Map.of(), Map.of(), NOW.plusSeconds(5));
        ProviderAccount resealed = account.resealed(Map.of("authToken", "v1:k2:BBBB"));

        assertThat(changed.id()).isEqualTo(account.id());
        assertThat(changed.version()).isEqualTo(account.version() + 1);
        assertThat(changed.createdAt()).isEqualTo(NOW);
        assertThat(changed.updatedAt()).isEqualTo(NOW.plusSeconds(5));
        assertThat(resealed.settings()).isEqualTo(account.settings());
        assertThat(resealed.version()).isEqualTo(account.version() + 1);
        assertThatThrownBy(() -> account.resealed(Map.of("apiKey", "v1:k2:BBBB")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(account.toString()).contains("authToken").doesNotContain("v1:k1:AAAA");
    }

    @Test
    void givenEveryField_whenListed_thenVapiCarriesNoTexts() {
        assertThat(AccountFields.of(ProviderKind.VAPI, ProviderChannel.TEXTS)).isEmpty();
        assertThat(AccountFields.of(ProviderKind.SIMULATED, ProviderChannel.CALLS)).isEmpty();
        assertThat(AccountFields.of(ProviderKind.TWILIO, ProviderChannel.CALLS)).extracting(AccountField::name)
                .contains("accountSid", "authToken", "fromNumber", "callsPerSecond");
    }
}
