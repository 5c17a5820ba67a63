package io.campaignoutreach.domain.provider;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What each provider's account holds, by channel: the settings and secrets its carrier needs. Forms are those the
 * providers document (Twilio's account and messaging service SIDs, E.164 numbers, Vapi's uuids), so a mistyped
 * value is refused when saved rather than by the provider at the first call.
 */
public final class AccountFields {

    /** Longest secret accepted: Twilio's tokens are 32 characters, Vapi's keys 36. */
    public static final int MAX_SECRET_LENGTH = 256;

    /** Vapi signs with HMAC only through a credential stored at Vapi, which this names. */
    public static final String SERVER_CREDENTIAL_ID = "serverCredentialId";

    private static final Pattern E164 = Pattern.compile("\\+[1-9][0-9]{6,14}");
    private static final Pattern UUID_FORM = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final Pattern SECRET = Pattern.compile("[\\x21-\\x7E]{8," + MAX_SECRET_LENGTH + "}");
    private static final Pattern PER_SECOND = Pattern.compile("[1-9][0-9]{0,2}");

    private static final AccountField TWILIO_ACCOUNT_SID = setting("accountSid", true,
            Pattern.compile("AC[0-9a-fA-F]{32}"), "AC followed by 32 hexadecimal digits");
    private static final AccountField TWILIO_AUTH_TOKEN = secret("authToken");
    private static final AccountField FROM_NUMBER_OPTIONAL = setting("fromNumber", false, E164,
            "a number in E.164 form, +12025550100");

    private static final List<AccountField> TWILIO_CALLS = List.of(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
            FROM_NUMBER_OPTIONAL,
            setting("callsPerSecond", false, PER_SECOND, "a whole number from 1 to 999"));
    private static final List<AccountField> TWILIO_TEXTS = List.of(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
            FROM_NUMBER_OPTIONAL,
            setting("messagingServiceSid", false, Pattern.compile("MG[0-9a-fA-F]{32}"),
                    "MG followed by 32 hexadecimal digits"),
            setting("messagesPerSecond", false, PER_SECOND, "a whole number from 1 to 999"));
    private static final List<AccountField> VAPI_CALLS = List.of(secret("apiKey"),
            setting("assistantId", true, UUID_FORM, "a uuid"),
            setting("phoneNumberId", true, UUID_FORM, "a uuid"),
            secret("serverSecret"),
            setting("serverAuth", false, Pattern.compile("secret|hmac"), "secret or hmac"),
            setting(AccountFields.SERVER_CREDENTIAL_ID, false, UUID_FORM, "a uuid"));

    private AccountFields() {
    }

    /** The fields of {@code kind}'s account for {@code channel}; none for the simulated carrier. */
    public static List<AccountField> of(ProviderKind kind, ProviderChannel channel) {
        return switch (kind) {
            case SIMULATED -> List.of();
            case TWILIO -> channel == ProviderChannel.CALLS ? TWILIO_CALLS : TWILIO_TEXTS;
            case VAPI -> channel == ProviderChannel.CALLS ? VAPI_CALLS : List.of();
        };
    }

    public static Optional<AccountField> named(ProviderKind kind, ProviderChannel channel, String name) {
        return of(kind, channel).stream().filter(field -> field.name().equals(name)).findFirst();
    }

    private static AccountField setting(String name, boolean required, Pattern form, String expected) {
        return new AccountField(name, false, required, form, expected);
    }

    private static AccountField secret(String name) {
        return new AccountField(name, true, true, SECRET, "8 to " + MAX_SECRET_LENGTH
                + " printable characters without spaces");
    }
}
