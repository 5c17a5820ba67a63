package io.campaignoutreach.bootstrap.providers;

import static io.campaignoutreach.bootstrap.providers.ServedApi.form;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;
import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.adapter.provider.webhooks.TwilioSignature;
import io.campaignoutreach.bootstrap.cli.Cli;
import io.campaignoutreach.bootstrap.cli.CliContext;
import io.campaignoutreach.bootstrap.logging.JsonLineEncoder;
import io.campaignoutreach.bootstrap.store.StoreOpener;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * Provider secrets at rest, on PostgreSQL: Twilio calls and texts accounts and a Vapi calls account are set
 * through the API with distinctive secrets, read back, read again after a restart on the same database, and the
 * database is dumped. No secret, nor its Base64 or hex, is in the dump, in any API answer, in what the commands
 * printed or in the log lines written meanwhile; the API still names the secrets. A server started without
 * COS_SECRETS_KEYS on the same database lists the accounts and answers their webhooks 503.
 */
class ProviderSecretsAtRestTest {

    private static final String ADMIN_URL = "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres";
    private static final String TWILIO_CALLS_SID = "AC" + "5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a";
    private static final String TWILIO_TEXTS_SID = "AC" + "7c7c7c7c7c7c7c7c7c7c7c7c7c7c7c7c";
    private static final String TWILIO_TEXTS_FROM = "+12025550188";
    private static final String CALLS_TOKEN = "tok_SECRET_4f1c9a2e7b5d3c81";
    private static final String TEXTS_TOKEN = "tok_SECRET_texts_8b3d62f0a9e4";
    private static final String VAPI_KEY = "vapi_SECRET_key_91ce44d7a0b2";
    private static final String VAPI_SERVER_SECRET = "vapi_SECRET_srv_27ab8e3f6c15";
    private static final List<String> SECRETS = List.of(CALLS_TOKEN, TEXTS_TOKEN, VAPI_KEY, VAPI_SERVER_SECRET);

    private final String database = "cos_secrets_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    private final String databaseUrl = "jdbc:postgresql://127.0.0.1:5432/" + database + "?user=postgres";
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final ByteArrayOutputStream logLines = new ByteArrayOutputStream();
    private final List<String> answers = new ArrayList<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private final Logger service = (Logger) LoggerFactory.getLogger("io.campaignoutreach");
    private Level serviceLevel;
    private OutputStreamAppender<ILoggingEvent> capture;
    private ServedApi api;

    @BeforeEach
    void createDatabaseAndCaptureLogs() throws Exception {
        try (Connection connection = DriverManager.getConnection(ADMIN_URL);
             Statement statement = connection.createStatement()) {
            statement.execute("create database " + database);
        }
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        JsonLineEncoder encoder = new JsonLineEncoder();
        encoder.setContext(context);
        encoder.start();
        capture = new OutputStreamAppender<>();
        capture.setContext(context);
        capture.setEncoder(encoder);
        capture.setOutputStream(logLines);
        capture.start();
        root.addAppender(capture);
        // Debug lines of the service too: a secret must not be written at any level.
        serviceLevel = service.getLevel();
        service.setLevel(Level.DEBUG);
    }

    @AfterEach
    void dropDatabase() throws Exception {
        try {
            if (api != null) {
                api.close();
            }
        } finally {
            root.detachAppender(capture);
            capture.stop();
            service.setLevel(serviceLevel);
            try (Connection connection = DriverManager.getConnection(ADMIN_URL);
                 Statement statement = connection.createStatement()) {
                statement.execute("drop database if exists " + database + " with (force)");
            }
        }
    }

    @Test
    void givenProviderAccountsWithSecrets_whenStoredReadRestartedAndDumped_thenNoSecretIsShownStoredOrLogged()
            throws Exception {
        String vaultKey = randomKey();
        int deadPort = ServedApi.freePort();
        Map<String, String> env = new HashMap<>(Map.of("COS_HOST", "127.0.0.1", "COS_DATABASE_URL", databaseUrl,
                "COS_SECRETS_KEYS", "k1:" + vaultKey,
                // Nothing listens there: calls the engine places for the demo's due enrollments go nowhere.
                "COS_TWILIO_API_URL", "http://127.0.0.1:" + deadPort,
                "COS_VAPI_API_URL", "http://127.0.0.1:" + deadPort, "COS_DB_POOL_SIZE", "4"));
        assertThat(command("migrate")).isEqualTo(Cli.OK);
        int demoFrom = printed.size();
        assertThat(command("demo")).isEqualTo(Cli.OK);
        String twilioKey = printed.toString(StandardCharsets.UTF_8).substring(demoFrom).lines()
                .filter(line -> line.startsWith("cc_")).findFirst().orElseThrow();
        int orgFrom = printed.size();
        assertThat(command("org", "create", "--name", "Second Agency")).isEqualTo(Cli.OK);
        String secondOrg = printed.toString(StandardCharsets.UTF_8).substring(orgFrom).strip();
        int keyFrom = printed.size();
        assertThat(command("key", "create", "--org", secondOrg, "--name", "providers",
                "--capabilities", "providers.manage")).isEqualTo(Cli.OK);
        String vapiKey = printed.toString(StandardCharsets.UTF_8).substring(keyFrom).lines()
                .filter(line -> line.startsWith("cc_")).findFirst().orElseThrow();

        // First run: the accounts are set with their secrets and read back.
        api = serve(env, twilioKey);
        record(api.send("PUT", "/v2/provider-accounts/calls", "{\"provider\":\"twilio\",\"settings\":{"
                + "\"accountSid\":\"" + TWILIO_CALLS_SID + "\",\"fromNumber\":\"+12025550133\"},"
                + "\"secrets\":{\"authToken\":\"" + CALLS_TOKEN + "\"}}"), 200);
        JsonNode texts = json(record(api.send("PUT", "/v2/provider-accounts/texts", "{\"provider\":\"twilio\","
                + "\"settings\":{\"accountSid\":\"" + TWILIO_TEXTS_SID + "\",\"fromNumber\":\"" + TWILIO_TEXTS_FROM
                + "\"},\"secrets\":{\"authToken\":\"" + TEXTS_TOKEN + "\"}}"), 200));
        ServedApi second = api.as(vapiKey);
        JsonNode vapi = json(record(second.send("PUT", "/v2/provider-accounts/calls", "{\"provider\":\"vapi\","
                + "\"settings\":{\"assistantId\":\"0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0\",\"phoneNumberId\":"
                + "\"9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d\"},\"secrets\":{\"apiKey\":\"" + VAPI_KEY
                + "\",\"serverSecret\":\"" + VAPI_SERVER_SECRET + "\"}}"), 200));
        // A change of settings alone keeps the stored secret.
        record(api.send("PUT", "/v2/provider-accounts/texts", "{\"provider\":\"twilio\",\"settings\":{"
                + "\"accountSid\":\"" + TWILIO_TEXTS_SID + "\",\"fromNumber\":\"" + TWILIO_TEXTS_FROM + "\"}}"), 200);
        assertAccountsListed(api, second, texts, vapi);
        // The stored token opens: Twilio's signed request to the texts account is taken.
        String incoming = texts.at("/webhookUrls/incomingTexts").asText();
        assertThat(incoming).isEqualTo(incomingTexts(api, texts));
        assertThat(signedText(api, incoming, "SM" + "00000000000000000000000000000001").statusCode())
                .isEqualTo(200);
        api.close();

        // Second run on the same database and key: the same accounts, the secrets still usable.
        api = serve(env, twilioKey);
        second = api.as(vapiKey);
        assertAccountsListed(api, second, texts, vapi);
        incoming = incomingTexts(api, texts);
        assertThat(signedText(api, incoming, "SM" + "00000000000000000000000000000002").statusCode())
                .isEqualTo(200);
        String vapiEvents = api.base() + "/webhooks/vapi/" + vapi.get("id").asText() + "/events?attempt=unknown";
        String statusUpdate = "{\"message\":{\"type\":\"status-update\",\"status\":\"in-progress\"}}";
        assertThat(api.postJson(vapiEvents, statusUpdate, Map.of("x-vapi-secret", "wrong")).statusCode())
                .isEqualTo(403);
        assertThat(api.postJson(vapiEvents, statusUpdate, Map.of("x-vapi-secret", VAPI_SERVER_SECRET))
                .statusCode()).isEqualTo(204);
        api.close();

        // Third run without COS_SECRETS_KEYS: it starts and lists the accounts; their webhooks cannot be checked.
        Map<String, String> keyless = new HashMap<>(env);
        keyless.remove("COS_SECRETS_KEYS");
        api = serve(keyless, twilioKey);
        second = api.as(vapiKey);
        assertAccountsListed(api, second, texts, vapi);
        incoming = incomingTexts(api, texts);
        vapiEvents = api.base() + "/webhooks/vapi/" + vapi.get("id").asText() + "/events?attempt=unknown";
        HttpResponse<String> unopenable = signedText(api, incoming, "SM" + "00000000000000000000000000000003");
        answers.add(unopenable.headers().map() + " " + unopenable.body());
        assertThat(unopenable.statusCode()).isEqualTo(503);
        HttpResponse<String> vapiUnopenable = api.postJson(vapiEvents, statusUpdate,
                Map.of("x-vapi-secret", VAPI_SERVER_SECRET));
        answers.add(vapiUnopenable.headers().map() + " " + vapiUnopenable.body());
        assertThat(vapiUnopenable.statusCode()).isEqualTo(503);
        // Nor can a secret be stored: refused, not kept in the clear.
        HttpResponse<String> refused = api.send("PUT", "/v2/provider-accounts/texts", "{\"provider\":\"twilio\","
                + "\"settings\":{\"accountSid\":\"" + TWILIO_TEXTS_SID + "\",\"fromNumber\":\"" + TWILIO_TEXTS_FROM
                + "\"},\"secrets\":{\"authToken\":\"" + TEXTS_TOKEN + "\"}}");
        record(refused, 422);
        assertThat(refused.body()).contains("secrets");
        // Still serving after the refusals.
        assertThat(api.get("/v2/provider-accounts").statusCode()).isEqualTo(200);
        api.close();
        api = null;

        String dump = pgDump();
        assertThat(dump).as("the dump holds the accounts").contains("provider_accounts", TWILIO_CALLS_SID,
                TWILIO_TEXTS_SID, "authToken", "serverSecret", "apiKey");
        String logs = logLines.toString(StandardCharsets.UTF_8);
        assertThat(logs).as("log lines were captured").contains("Secrets at rest");
        String commandOutput = printed.toString(StandardCharsets.UTF_8);
        List<String> secrets = new ArrayList<>(SECRETS);
        // The key that seals them is no more stored, shown or logged than they are.
        secrets.add(vaultKey);
        for (String secret : secrets) {
            for (String form : forms(secret)) {
                assertThat(dump).as("pg_dump").doesNotContain(form);
                assertThat(logs).as("log lines").doesNotContain(form);
                assertThat(commandOutput).as("command output").doesNotContain(form);
                assertThat(answers).as("API answers").noneMatch(answer -> answer.contains(form));
            }
        }
    }

    /** Both organizations' accounts: secrets named, not shown; every answer kept for the final check. */
    private void assertAccountsListed(ServedApi first, ServedApi second, JsonNode texts, JsonNode vapi)
            throws Exception {
        JsonNode firstList = json(record(first.get("/v2/provider-accounts"), 200));
        assertThat(firstList.get("data")).hasSize(2);
        assertThat(firstList.at("/data/0/channel").asText()).isEqualTo("calls");
        assertThat(firstList.at("/data/0/provider").asText()).isEqualTo("twilio");
        assertThat(firstList.at("/data/0/settings/accountSid").asText()).isEqualTo(TWILIO_CALLS_SID);
        assertThat(firstList.at("/data/0/secretsSet")).extracting(JsonNode::asText).containsExactly("authToken");
        assertThat(firstList.at("/data/1/id").asText()).isEqualTo(texts.get("id").asText());
        assertThat(firstList.at("/data/1/secretsSet")).extracting(JsonNode::asText).containsExactly("authToken");
        JsonNode textsRead = json(record(first.get("/v2/provider-accounts/texts"), 200));
        assertThat(textsRead.at("/webhookUrls/incomingTexts").asText()).isEqualTo(incomingTexts(first, texts));
        assertThat(textsRead.get("settings").get("fromNumber").asText()).isEqualTo(TWILIO_TEXTS_FROM);
        JsonNode secondList = json(record(second.get("/v2/provider-accounts"), 200));
        assertThat(secondList.get("data")).hasSize(1);
        assertThat(secondList.at("/data/0/id").asText()).isEqualTo(vapi.get("id").asText());
        assertThat(secondList.at("/data/0/secretsSet")).extracting(JsonNode::asText)
                .containsExactly("apiKey", "serverSecret");
        JsonNode vapiRead = json(record(second.get("/v2/provider-accounts/calls"), 200));
        assertThat(vapiRead.at("/webhookUrls/serverUrl").asText()).isEqualTo(second.base() + "/webhooks/vapi/"
                + vapi.get("id").asText() + "/events");
    }

    /** The texts account's incoming-texts URL on the running server's public base URL. */
    private static String incomingTexts(ServedApi on, JsonNode texts) {
        return on.base() + "/webhooks/twilio/" + texts.get("id").asText() + "/texts/inbound";
    }

    private HttpResponse<String> signedText(ServedApi on, String incoming, String messageSid) throws Exception {
        Map<String, List<String>> text = form("MessageSid", messageSid, "AccountSid", TWILIO_TEXTS_SID,
                "From", "+12025550100", "To", TWILIO_TEXTS_FROM, "Body", "Hello", "NumMedia", "0");
        return on.postForm(incoming, text, Map.of(TwilioSignature.HEADER,
                new TwilioSignature(TEXTS_TOKEN).sign(incoming, text)));
    }

    private ServedApi serve(Map<String, String> env, String key) throws Exception {
        int port = ServedApi.freePort();
        Map<String, String> run = new HashMap<>(env);
        run.put("COS_PORT", String.valueOf(port));
        run.put("COS_PUBLIC_BASE_URL", "http://127.0.0.1:" + port);
        return ServedApi.start(run, List.of(), StoreOpener.fromSettings(), printed, key);
    }

    private int command(String... args) {
        PrintStream print = new PrintStream(printed, true, StandardCharsets.UTF_8);
        Map<String, String> env = Map.of("COS_DATABASE_URL", databaseUrl, "COS_DB_POOL_SIZE", "2");
        return new Cli(new CliContext(env, print, print, StoreOpener.fromSettings())).run(args);
    }

    private String record(HttpResponse<String> response, int expected) {
        answers.add(response.headers().map() + " " + response.body());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(expected);
        return response.body();
    }

    private String pgDump() throws Exception {
        Process dump = new ProcessBuilder("pg_dump", "-h", "127.0.0.1", "-p", "5432", "-U", "postgres",
                "--no-password", database).redirectErrorStream(true).start();
        byte[] text = dump.getInputStream().readAllBytes();
        assertThat(dump.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String output = new String(text, StandardCharsets.UTF_8);
        assertThat(dump.exitValue()).as(output).isZero();
        return output;
    }

    /** The secret as text, in Base64 (standard and URL-safe, padded or not) and in hex. */
    private static List<String> forms(String secret) {
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        String base64 = Base64.getEncoder().encodeToString(bytes);
        String urlSafe = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        return List.of(secret, base64, base64.replace("=", ""), urlSafe, HexFormat.of().formatHex(bytes));
    }

    private static String randomKey() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return Base64.getEncoder().encodeToString(key);
    }

    private static JsonNode json(String text) throws Exception {
        return ServedApi.JSON.readTree(text);
    }
}
