package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.shared.FieldSpec;
import io.campaignoutreach.domain.shared.Timestamps;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The documents written field by field must be the very text the codec writes for the stored
 * records ({@link CustomerDocuments}), and read back as what was written.
 */
class CustomerDocumentTextTest {

    private static final int CUSTOMERS = 2_000;
    private final JsonCodec codec = new JsonCodec();
    private final CustomerDocumentText text = new CustomerDocumentText(codec);

    @Test
    void givenCustomersOfEveryShape_whenWritten_thenTheTextIsTheCodecsForTheStoredRecords() {
        Random random = new Random(20261128);
        for (int i = 0; i < CUSTOMERS; i++) {
            CustomerProfile profile = CustomerProfile.of(values(CustomerField.values(), CustomerField::spec, random));
            List<Policy> policies = new ArrayList<>();
            for (int p = random.nextInt(3); p > 0; p--) {
                Map<PolicyField, Object> values = values(PolicyField.values(), PolicyField::spec, random);
                values.put(PolicyField.POLICY_TYPE, PolicyField.POLICY_TYPE.spec().allowed().isEmpty()
                        ? "Medicare Advantage" : PolicyField.POLICY_TYPE.spec().allowed().get(0));
                policies.add(new Policy(new UUID(random.nextLong(), random.nextLong()), values,
                        customValues(random), instant(random), instant(random)));
            }
            List<CustomValue> customValues = customValues(random);

            String writtenProfile = text.profile(profile);
            String writtenPolicies = text.policies(policies);
            String writtenValues = text.customValues(customValues);

            assertThat(writtenProfile).isEqualTo(codec.write(byStoredName(profile.values(),
                    StoredFieldNames.CUSTOMER_FIELD)));
            assertThat(writtenPolicies).isEqualTo(codec.write(policies.stream()
                    .map(p -> new CustomerDocuments.PolicyDocument(p.id(),
                            byStoredName(p.values(), StoredFieldNames.POLICY_FIELD), stored(p.customFields()),
                            p.createdAt(), p.updatedAt()))
                    .toList()));
            assertThat(writtenValues).isEqualTo(codec.write(stored(customValues)));

            assertThat(CustomerDocuments.profile(codec.read(writtenProfile, CustomerDocuments.PROFILE)))
                    .isEqualTo(profile);
            assertThat(codec.read(writtenPolicies, CustomerDocuments.POLICIES).stream()
                    .map(CustomerDocuments.PolicyDocument::toDomain).toList()).isEqualTo(policies);
            assertThat(CustomerDocuments.Value.toDomain(codec.read(writtenValues, CustomerDocuments.VALUES)))
                    .isEqualTo(customValues);
        }
    }

    /** About a third of the fields, each with a value of its kind, some of them needing escapes. */
    private static <F extends Enum<F>> Map<F, Object> values(F[] fields, java.util.function.Function<F, FieldSpec> spec,
                                                           Random random) {
        Map<F, Object> values = new EnumMap<>(fields[0].getDeclaringClass());
        for (F field : fields) {
            if (random.nextInt(3) == 0) {
                values.put(field, value(spec.apply(field), random));
            }
        }
        return values;
    }

    private static Object value(FieldSpec spec, Random random) {
        return switch (spec.kind()) {
            case STRING -> text(random, Math.min(spec.maxLength(), 40));
            case ENUM -> spec.allowed().get(random.nextInt(spec.allowed().size()));
            case BOOLEAN -> random.nextBoolean();
            case INT32 -> random.nextInt();
            case DATE -> LocalDate.ofEpochDay(random.nextInt(40_000)).toString();
            case DATE_TIME -> Timestamps.format(instant(random));
            case UUID -> UUID.nameUUIDFromBytes(Long.toString(random.nextLong()).getBytes()).toString();
        };
    }

    private static String text(Random random, int maxLength) {
        String[] pieces = {"a", "Zoë", "\"", "\\", "\n", "\u0001", "😀", " ", "O'Brien", "</script>", "é"};
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(Math.max(1, maxLength / 2));
        while (text.codePointCount(0, text.length()) < length) {
            text.append(pieces[random.nextInt(pieces.length)]);
        }
        String written = text.toString();
        return written.codePointCount(0, written.length()) <= maxLength ? written
                : written.substring(0, written.offsetByCodePoints(0, maxLength));
    }

    /** Whole seconds, milliseconds, microseconds and nanoseconds: the written fraction differs for each. */
    private static Instant instant(Random random) {
        long seconds = 1_600_000_000L + random.nextInt(200_000_000);
        int nanos = switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextInt(1_000) * 1_000_000;
            case 2 -> random.nextInt(1_000_000) * 1_000;
            default -> random.nextInt(1_000_000_000);
        };
        return Instant.ofEpochSecond(seconds, nanos);
    }

    private static List<CustomValue> customValues(Random random) {
        List<CustomValue> values = new ArrayList<>();
        for (int v = random.nextInt(4); v > 0; v--) {
            values.add(new CustomValue("field_" + v, random.nextInt(4) == 0 ? null : text(random, 20)));
        }
        return values;
    }

    private static List<CustomerDocuments.Value> stored(List<CustomValue> values) {
        return values.stream().map(v -> new CustomerDocuments.Value(v.fieldKey(), v.value())).toList();
    }

    private static <F extends Enum<F>> Map<String, Object> byStoredName(Map<F, Object> values, StoredName<F> names) {
        Map<String, Object> stored = new LinkedHashMap<>();
        values.forEach((field, value) -> stored.put(names.of(field), value));
        return stored;
    }
}
