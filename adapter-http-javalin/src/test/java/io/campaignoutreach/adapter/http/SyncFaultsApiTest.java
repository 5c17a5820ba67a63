package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Pins, word for word, what POST /v2/sync/medicare answers to a broad table of broken records
 * (every kind of member, every rule, in every place a record can break it): status, every error
 * with its path, message, expected, received and code in their order, and the failed records. The
 * answers are in {@code src/test/resources/sync-faults.json}; the test writes what it got to
 * {@code target/sync-faults.json}, to compare when it fails. A difference is a change of the API.
 */
class SyncFaultsApiTest {

    private static final String PATH = "/v2/sync/medicare";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Path EXPECTED = Path.of("src", "test", "resources", "sync-faults.json");
    private static final Path ACTUAL = Path.of("target", "sync-faults.json");

    private static final List<String> RECORD_TEXTS = List.of("firstName", "lastName", "mbiNumber", "email",
            "postalCode", "timezone", "state", "city", "county", "address", "address2", "language", "filingStatus",
            "medicaidNumber", "vaNumber", "carrierAssignedCustomerId", "partnerCustomerId", "externalId");
    /** The most characters of each text member of a record, as docs/openapi.yaml publishes them. */
    private static final Map<String, Integer> RECORD_TEXT_LIMITS = limits(RECORD_TEXTS, name -> switch (name) {
        case "postalCode" -> 20;
        case "timezone", "state", "language", "filingStatus" -> 50;
        default -> 255;
    });
    private static final List<String> RECORD_BOOLEANS = List.of("isDecisionMaker", "medicaid", "veteran",
            "socialSecurityDisability", "doNotCall", "doNotSMS", "doNotEmail", "doNotMail");
    private static final List<String> POLICY_TEXTS = List.of("carrierName", "planName", "planCode", "aorNpn",
            "writingAgentNpn", "policySubType", "policyNumber", "applicationId", "planState", "planCounty",
            "carrierAssignedPolicyId", "aorFirstName", "aorLastName", "writingAgentName", "sepType", "sepCode",
            "sepNotes", "monthlyPremium", "deductible", "outOfPocketMax", "initialCommission", "renewalCommission",
            "spifAmount", "isReplacing", "reasonForPurchase", "policyNotes", "carrierEnrollmentCode",
            "hospitalNetwork", "pcpNetwork", "status", "electionPeriod", "writtenAs");
    private static final Map<String, Integer> POLICY_TEXT_LIMITS = limits(POLICY_TEXTS,
            name -> name.equals("sepNotes") || name.equals("policyNotes") ? 4000 : 255);
    private static final List<String> POLICY_DATES = List.of("effectiveDate", "enrollmentDate",
            "applicationApprovalDate", "terminationDate", "renewalDate", "cancelledDate", "sepStartDate",
            "sepEndDate", "sepDocumentationDate");
    private static final List<String> POLICY_BOOLEANS = List.of("sepDocumentationReceived", "wasAgent", "isRewrite");

    private static TestApi api;

    @BeforeAll
    static void setUp() {
        api = new TestApi();
        MedicareSyncApiTest.defineTier(api);
    }

    @AfterAll
    static void tearDown() {
        api.close();
    }

    @Test
    void givenEachBrokenBody_whenSynced_thenTheAnswerIsWordForWordThePinnedOne() throws IOException {
        Map<String, String> cases = cases();
        ObjectNode actual = JSON.createObjectNode();
        cases.forEach((name, body) -> {
            TestApi.Response response = api.post(PATH, api.fullKey, body);
            ObjectNode answer = actual.putObject(name);
            answer.put("status", response.status());
            answer.set("body", response.json());
        });
        Files.createDirectories(ACTUAL.getParent());
        Files.writeString(ACTUAL, JSON.writeValueAsString(actual) + "\n");

        assertThat(EXPECTED).as("pinned answers; see " + ACTUAL).exists();
        JsonNode expected = JSON.readTree(EXPECTED.toFile());
        SoftAssertions softly = new SoftAssertions();
        softly.assertThat(names(actual)).as("cases").containsExactlyElementsOf(names(expected));
        for (String name : cases.keySet()) {
            // As text, so that the order of members and of errors counts as much as their words.
            softly.assertThat(JSON.writeValueAsString(actual.get(name))).as(name + " (now in " + ACTUAL + ")")
                    .isEqualTo(JSON.writeValueAsString(expected.path(name)));
        }
        softly.assertAll();
    }

    private static Map<String, String> cases() {
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("valid batch with a record failing a custom field's rule", records(
                valid(1) + "}", valid(2) + ",\"customFields\":[{\"fieldKey\":\"tier\",\"value\":\"9\"}]}",
                valid(3) + ",\"customFields\":[{\"fieldKey\":\"nickname\",\"value\":\"Ace\"}]}"));
        cases.put("every record member of the wrong JSON type", records(valid(1) + "}", "{" + join(
                RECORD_TEXTS.stream().map(name -> q(name) + ":7"),
                "\"phoneNumber\":2125550100,\"dateOfBirth\":19500101,\"gender\":1,\"maritalStatus\":false",
                "\"dependentCount\":\"3\",\"householdIncome\":true",
                RECORD_BOOLEANS.stream().map(name -> q(name) + ":\"true\""),
                "\"customFields\":{},\"policies\":\"none\"") + "}"));
        cases.put("record members as arrays and objects", records("{\"firstName\":[\"Ada\"],\"lastName\":{},"
                + "\"phoneNumber\":[],\"email\":{\"a\":1},\"veteran\":[true],\"dependentCount\":[1],"
                + "\"customFields\":[[]],\"policies\":[{}, []]}"));
        cases.put("every record member null", records("{" + join(
                RECORD_TEXTS.stream().map(name -> q(name) + ":null"), "\"phoneNumber\":null,\"dateOfBirth\":null",
                "\"gender\":null,\"maritalStatus\":null,\"dependentCount\":null,\"householdIncome\":null",
                RECORD_BOOLEANS.stream().map(name -> q(name) + ":null"), "\"customFields\":null,\"policies\":null")
                + "}"));
        cases.put("optional record members null, the rest valid", records(valid(4) + "," + join(
                RECORD_TEXTS.stream().filter(name -> !name.endsWith("Name")).map(name -> q(name) + ":null"),
                "\"dateOfBirth\":null,\"gender\":null,\"maritalStatus\":null,\"dependentCount\":null",
                RECORD_BOOLEANS.stream().map(name -> q(name) + ":null")) + "}", "{}"));
        cases.put("every policy member of the wrong JSON type", records(valid(5) + ",\"policies\":[{" + join(
                POLICY_TEXTS.stream().map(name -> q(name) + ":1"), POLICY_DATES.stream().map(name -> q(name) + ":2024"),
                POLICY_BOOLEANS.stream().map(name -> q(name) + ":0"),
                "\"policyType\":3,\"aorAgentId\":5,\"policyLives\":\"2\"") + "}]}"));
        cases.put("every policy member null", records(valid(6) + ",\"policies\":[{" + join(
                POLICY_TEXTS.stream().map(name -> q(name) + ":null"),
                POLICY_DATES.stream().map(name -> q(name) + ":null"),
                POLICY_BOOLEANS.stream().map(name -> q(name) + ":null"),
                "\"policyType\":null,\"aorAgentId\":null,\"policyLives\":null") + "},{" + join(
                POLICY_TEXTS.stream().map(name -> q(name) + ":null"), "\"policyType\":\"MA\"") + "}]}"));
        cases.put("every record text one character too long", records("{" + join(
                RECORD_TEXTS.stream().map(name -> q(name) + ":" + q("x".repeat(RECORD_TEXT_LIMITS.get(name) + 1))),
                "\"phoneNumber\":" + q("2".repeat(33))) + "}"));
        cases.put("every record text at its limit, in characters", records(
                "{" + join(RECORD_TEXTS.stream().map(name -> q(name) + ":"
                        + q("\uD83D\uDE00".repeat(RECORD_TEXT_LIMITS.get(name)))),
                        "\"phoneNumber\":\"+1 (212) 555-0101          \"") + "}",
                "{\"firstName\":\"F\"}"));
        cases.put("every policy text one character too long, and at its limit", records(valid(7)
                + ",\"policies\":[{\"policyType\":\"MS\"," + join(POLICY_TEXTS.stream().map(name -> q(name) + ":"
                + q("p".repeat(POLICY_TEXT_LIMITS.get(name) + 1)))) + "},{\"policyType\":\"MS\"," + join(
                POLICY_TEXTS.stream().map(name -> q(name) + ":" + q("p".repeat(POLICY_TEXT_LIMITS.get(name)))))
                + "}]}"));
        cases.put("empty texts", records("{\"firstName\":\"\",\"lastName\":\"\",\"phoneNumber\":\"\",\"externalId\":\"\","
                + "\"email\":\"\",\"mbiNumber\":\"\",\"dateOfBirth\":\"\",\"gender\":\"\",\"customFields\":"
                + "[{\"fieldKey\":\"\",\"value\":\"\"}],\"policies\":[{\"policyType\":\"\",\"planName\":\"\","
                + "\"effectiveDate\":\"\",\"aorAgentId\":\"\"}]}"));
        cases.put("blank names", records(
                "{\"firstName\":\"  \",\"lastName\":\"\\t\",\"phoneNumber\":\"2125550102\"}",
                "{\"firstName\":\"\\u2003\",\"lastName\":\" \\n \",\"phoneNumber\":\"2125550103\"}",
                "{\"firstName\":" + q(" ".repeat(256)) + ",\"lastName\":\"\\u00a0\",\"phoneNumber\":\"2125550104\"}"));
        cases.put("bad enumeration values", records(valid(8) + ",\"gender\":\"male\",\"maritalStatus\":\"single\","
                        + "\"policies\":[{\"policyType\":\"HMO\"},{\"policyType\":\"ma\"},{\"policyType\":"
                        + q("M".repeat(70)) + "}]}",
                valid(9) + ",\"gender\":\"Prefer not to say\",\"maritalStatus\":" + q("S".repeat(80)) + "}"));
        cases.put("bad dates", records(valid(10) + ",\"dateOfBirth\":\"1950-02-30\",\"policies\":[{\"policyType\":"
                + "\"PDP\",\"effectiveDate\":\"2024-1-1\",\"enrollmentDate\":\"2024-01-01T00:00:00Z\","
                + "\"applicationApprovalDate\":\"01/02/2024\",\"terminationDate\":\"2024-13-01\","
                + "\"renewalDate\":\"2024-02-29\",\"cancelledDate\":\"2023-02-29\",\"sepStartDate\":\"+2024-01-01\","
                + "\"sepEndDate\":" + q("9".repeat(70)) + ",\"sepDocumentationDate\":\"0000-01-01\"}]}",
                valid(11) + ",\"dateOfBirth\":\"19500101\"}"));
        cases.put("bad phone numbers", records("{\"firstName\":\"A\",\"lastName\":\"B\",\"phoneNumber\":\"555\"}",
                "{\"firstName\":\"A\",\"lastName\":\"B\",\"phoneNumber\":\"+44 20 7946 0958\"}",
                "{\"firstName\":\"A\",\"lastName\":\"B\",\"phoneNumber\":\"22125550100\"}",
                "{\"firstName\":\"A\",\"lastName\":\"B\",\"phoneNumber\":\"phone: 212 555 0100 x\"}",
                "{\"firstName\":\"A\",\"lastName\":\"B\",\"phoneNumber\":\"12125550105\"}",
                "{\"firstName\":\"A\",\"lastName\":\"B\",\"phoneNumber\":" + q("1".repeat(32)) + "}"));
        cases.put("integers out of range or not whole", records(valid(12) + ",\"dependentCount\":2147483648,"
                        + "\"householdIncome\":-2147483649,\"policies\":[{\"policyType\":\"MA\",\"policyLives\":1.5}]}",
                valid(13) + ",\"dependentCount\":1e3,\"householdIncome\":3.0,\"policies\":[{\"policyType\":\"MA\","
                        + "\"policyLives\":" + "9".repeat(40) + "}]}",
                valid(14) + ",\"dependentCount\":-2147483648,\"householdIncome\":2147483647}"));
        cases.put("bad uuids", records(valid(15) + ",\"policies\":[{\"policyType\":\"MA\",\"aorAgentId\":\"x\"},"
                + "{\"policyType\":\"MA\",\"aorAgentId\":\"{0190a5b2-2222-7000-8000-00000000000a}\"},"
                + "{\"policyType\":\"MA\",\"aorAgentId\":\"0190A5B2-2222-7000-8000-00000000000A\"}]}"));
        cases.put("missing required members", records("{}", "{\"email\":7,\"policies\":[{}],\"customFields\":[{}]}",
                "{\"gender\":\"x\",\"phoneNumber\":\"555\",\"policies\":[{\"planName\":1}]}",
                "{\"firstName\":\"A\",\"lastName\":\"B\",\"customFields\":[{\"fieldKey\":\"tier\"},{\"value\":\"1\"}]}"));
        cases.put("repeated custom field keys", records(valid(16) + ",\"customFields\":["
                + "{\"fieldKey\":\"tier\",\"value\":\"1\"},{\"fieldKey\":\"tier\",\"value\":null},"
                + "{\"fieldKey\":\"other\",\"value\":\"x\"},{\"fieldKey\":\"tier\",\"value\":\"2\"},"
                + "{\"fieldKey\":\"other\",\"value\":\"y\"}]}",
                valid(17) + ",\"customFields\":[{\"fieldKey\":\"a\",\"value\":5},{\"fieldKey\":\"a\",\"value\":\"x\"},"
                        + "{\"fieldKey\":\"a\",\"value\":\"y\",\"extra\":1},{\"fieldKey\":\"a\",\"value\":\"z\"}]}",
                valid(18) + ",\"customFields\":[{\"fieldKey\":" + q("k".repeat(70)) + ",\"value\":\"1\"},"
                        + "{\"fieldKey\":" + q("k".repeat(70)) + ",\"value\":\"2\"},"
                        + "{\"fieldKey\":" + q("k".repeat(64)) + ",\"value\":\"1\"},"
                        + "{\"fieldKey\":" + q("k".repeat(64)) + ",\"value\":\"2\"}]}"));
        cases.put("custom field faults", records(valid(19) + ",\"customFields\":[{\"fieldKey\":null,\"value\":1},"
                + "{\"fieldKey\":7,\"value\":{}},\"tier\",null,[],{\"fieldKey\":\"ok\",\"value\":"
                + q("v".repeat(10_001)) + "},{\"fieldKey\":\"ok2\",\"value\":" + q("v".repeat(10_000)) + "},"
                + "{\"fieldKey\":\"x\",\"value\":\"1\",\"label\":\"X\",\"id\":\"1\"}]}"));
        cases.put("unknown members everywhere", "{\"dryRun\":true,\"id\":1," + q("u".repeat(80)) + ":1,\"records\":["
                + valid(20) + ",\"id\":\"x\",\"createdAt\":\"2024-01-01T00:00:00Z\",\"status\":\"Lead\","
                + "\"clientCustomerId\":\"c\",\"policies\":[{\"policyType\":\"MA\",\"id\":\"p\",\"customFields\":[]}],"
                + "\"customFields\":[{\"fieldKey\":\"tier\",\"value\":\"1\",\"fieldLabel\":\"Tier\"}]}]}");
        cases.put("unknown top-level members only", "{\"records\":[" + valid(21) + "}],\"batch\":1}");
        cases.put("too many policies and custom fields, their items unread", records(valid(22) + ",\"policies\":["
                + IntStream.range(0, 51).mapToObj(i -> i == 3 ? "{\"policyType\":\"X\"}" : "{\"policyType\":\"MA\"}")
                .collect(Collectors.joining(",")) + "],\"customFields\":[" + IntStream.range(0, 101)
                .mapToObj(i -> i == 5 ? "7" : "{\"fieldKey\":\"k" + i + "\",\"value\":\"v\"}")
                .collect(Collectors.joining(",")) + "],\"email\":5}"));
        cases.put("the most policies and custom fields, one item broken", records(valid(23) + ",\"policies\":["
                + IntStream.range(0, 50).mapToObj(i -> i == 49 ? "{\"policyType\":\"X\"}" : "{\"policyType\":\"MA\"}")
                .collect(Collectors.joining(",")) + "],\"customFields\":[" + IntStream.range(0, 100)
                .mapToObj(i -> i == 99 ? "7" : "{\"fieldKey\":\"k" + i + "\",\"value\":\"v\"}")
                .collect(Collectors.joining(",")) + "]}"));
        cases.put("records that are not objects", records(valid(24) + "}", "\"just text\"", "1", "null", "[]",
                "true", "{\"firstName\":\"A\",\"lastName\":\"B\",\"phoneNumber\":\"2\"}"));
        cases.put("faults in records past the tenth, in index order", records(IntStream.range(0, 12)
                .mapToObj(i -> i == 2 || i == 10 || i == 11 ? "{\"firstName\":" + i + "}" : valid(30 + i) + "}")
                .toArray(String[]::new)));
        cases.put("records missing", "{}");
        cases.put("records null", "{\"records\":null}");
        cases.put("records an object", "{\"records\":{\"0\":{\"firstName\":\"A\"}},\"x\":1}");
        cases.put("records a text", "{\"records\":\"x\"}");
        cases.put("records empty", "{\"records\":[]}");
        cases.put("too many records, their faults unread", records(IntStream.range(0, 101)
                .mapToObj(i -> i == 7 ? "{\"firstName\":7}" : valid(100 + i) + "}").toArray(String[]::new)));
        cases.put("too many records with a control character in one", records(IntStream.range(0, 101)
                .mapToObj(i -> i == 7 ? "{\"firstName\":\"A\\u0001\",\"lastName\":\"B\",\"phoneNumber\":\"555\"}"
                        : valid(100 + i) + "}").toArray(String[]::new)));
        cases.put("rules of every body among the records' own", records(
                "{\"firstName\":\"A\\u0007\",\"lastName\":\"B\",\"phoneNumber\":\"2125550106\",\"externalId\":\"e\\u0000\"}",
                valid(25) + ",\"email\":" + q("e".repeat(100_001)) + "}",
                valid(26) + ",\"policies\":[{\"policyType\":\"MA\",\"planName\":\"\\u001f\"}]}"));
        cases.put("huge values echoed cut", records("{\"firstName\":" + q("f".repeat(300)) + ",\"lastName\":"
                + q("\uD83D\uDE00".repeat(200)) + ",\"phoneNumber\":" + q("9".repeat(300)) + ",\"externalId\":"
                + q("x".repeat(256)) + ",\"mbiNumber\":7}"));
        cases.put("many faults at once", "{\"dryRun\":true,\"records\":[" + valid(27) + "},"
                + "{\"nickname\":\"N\",\"firstName\":\" \",\"lastName\":7,\"phoneNumber\":\"+44 20 7946 0958\","
                + "\"dateOfBirth\":\"1950-02-30\",\"gender\":\"male\",\"householdIncome\":2147483648,"
                + "\"customFields\":[{\"fieldKey\":\"tier\",\"value\":\"1\"},{\"fieldKey\":\"tier\",\"value\":null},"
                + "{\"value\":1}],\"policies\":[{\"policyNumber\":\"P-1\"},{\"policyType\":\"HMO\","
                + "\"aorAgentId\":\"x\",\"policyLives\":1.5,\"premium\":1}]},"
                + "{\"lastName\":\"Oz\",\"phoneNumber\":\"555\",\"externalId\":\"ext-3\"},\"just text\"]}");
        return cases;
    }

    /** The start of a valid record, without its closing brace, so that a case can add members. */
    private static String valid(int n) {
        return "{\"firstName\":\"First" + n + "\",\"lastName\":\"Last" + n + "\",\"phoneNumber\":\"212555"
                + String.format("%04d", 1000 + n) + "\"";
    }

    private static String records(String... records) {
        return "{\"records\":[" + String.join(",", records) + "]}";
    }

    /** Members given as text or streams of text, joined by commas. */
    private static String join(Object... parts) {
        return java.util.Arrays.stream(parts).map(part -> part instanceof java.util.stream.Stream<?> stream
                ? stream.map(String::valueOf).collect(Collectors.joining(",")) : String.valueOf(part))
                .collect(Collectors.joining(","));
    }

    private static String q(String text) {
        try {
            return JSON.copy().disable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(text);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Integer> limits(List<String> names, Function<String, Integer> limit) {
        Map<String, Integer> limits = new LinkedHashMap<>();
        names.forEach(name -> limits.put(name, limit.apply(name)));
        return limits;
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new java.util.ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
