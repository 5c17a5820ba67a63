package io.campaignoutreach.bootstrap.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.bootstrap.cli.Cli;
import io.campaignoutreach.bootstrap.cli.CliContext;
import io.campaignoutreach.bootstrap.providers.ServedApi;
import io.campaignoutreach.bootstrap.store.StoreOpener;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The API's writes on PostgreSQL, through the real server on a fresh database: a campaign created once per
 * idempotency key (across a restart), configurations created, replaced and deleted only when unused, customers
 * created, changed and deleted, and a workflow published as a new version.
 */
class ApiWritesOnPostgresTest {

    private static final String ADMIN_URL = "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String database = "cos_writes_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    private final String databaseUrl = "jdbc:postgresql://127.0.0.1:5432/" + database + "?user=postgres";
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private ServedApi api;

    @BeforeEach
    void createDatabase() throws Exception {
        try (Connection connection = DriverManager.getConnection(ADMIN_URL);
             Statement statement = connection.createStatement()) {
            statement.execute("create database " + database);
        }
    }

    @AfterEach
    void dropDatabase() throws Exception {
        try {
            if (api != null) {
                api.close();
            }
        } finally {
            try (Connection connection = DriverManager.getConnection(ADMIN_URL);
                 Statement statement = connection.createStatement()) {
                statement.execute("drop database if exists " + database + " with (force)");
            }
        }
    }

    @Test
    void givenAnAgencyOnPostgres_whenItCreatesThroughTheApi_thenKeysHoldAcrossARestartAndUsedConfigurationsStay()
            throws Exception {
        String key = agencyKey();
        api = serve(key);
        String keyed = "{\"name\":\"Turning 65\",\"dialAfterhours\":true}";

        HttpResponse<String> first = create("/v2/campaigns", keyed, "pg-create-1");
        api.close();
        api = serve(key);
        HttpResponse<String> again = create("/v2/campaigns", keyed, "pg-create-1");

        assertThat(first.statusCode()).as(first.body()).isEqualTo(201);
        assertThat(again.statusCode()).isEqualTo(201);
        assertThat(again.headers().firstValue("Idempotent-Replayed")).contains("true");
        assertThat(json(again).at("/campaign/id")).isEqualTo(json(first).at("/campaign/id"));
        assertThat(create("/v2/campaigns", "{\"name\":\"Other\"}", "pg-create-1").statusCode()).isEqualTo(409);
        assertThat(api.read("/v2/campaigns").get("itemsTotal").asInt()).isEqualTo(1);

        String routing = json(create("/v2/routing-configs", "{\"name\":\"Agents\",\"agents\":[{\"name\":\"Ann\"}]}",
                null)).get("id").asText();
        String transfer = json(create("/v2/transfer-configs", "{\"name\":\"Softphone\",\"type\":\"softphone\","
                + "\"routingConfigId\":\"" + routing + "\"}", null)).get("id").asText();
        HttpResponse<String> replaced = api.send("PUT", "/v2/transfer-configs/" + transfer,
                "{\"name\":\"Softphone 2\",\"type\":\"softphone\",\"routingConfigId\":\"" + routing + "\"}");
        HttpResponse<String> inUse = api.send("DELETE", "/v2/routing-configs/" + routing, "");

        assertThat(json(replaced).at("/routingConfig/agents/0/member/user/name").asText()).isEqualTo("Ann");
        assertThat(inUse.statusCode()).isEqualTo(409);
        assertThat(json(inUse).get("message").asText()).contains("transfer configuration \"Softphone 2\"");
        assertThat(api.send("DELETE", "/v2/transfer-configs/" + transfer, "").statusCode()).isEqualTo(204);
        assertThat(api.send("DELETE", "/v2/routing-configs/" + routing, "").statusCode()).isEqualTo(204);
        assertThat(api.read("/v2/routing-configs").get("itemsTotal").asInt()).isZero();
    }

    @Test
    void givenAnAgencyOnPostgres_whenItWritesCustomersAndWorkflows_thenTheyAreStoredChangedAndVersioned()
            throws Exception {
        api = serve(agencyKey());

        HttpResponse<String> customer = create("/v2/customers", "{\"phoneNumber\":\"(305) 555-0142\","
                + "\"firstName\":\"Rosa\"}", "pg-customer-1");
        HttpResponse<String> again = create("/v2/customers", "{\"firstName\":\"Rosa\","
                + "\"phoneNumber\":\"(305) 555-0142\"}", "pg-customer-1");
        String path = customer.headers().firstValue("Location").orElseThrow();
        HttpResponse<String> taken = create("/v2/customers", "{\"phoneNumber\":\"305-555-0142\"}", null);
        HttpResponse<String> changed = api.send("PATCH", path, "{\"lastName\":\"Diaz\"}");

        assertThat(customer.statusCode()).as(customer.body()).isEqualTo(201);
        assertThat(again.headers().firstValue("Idempotent-Replayed")).contains("true");
        assertThat(taken.statusCode()).isEqualTo(409);
        assertThat(json(changed).get("lastName").asText()).isEqualTo("Diaz");
        assertThat(api.send("DELETE", path, "").statusCode()).isEqualTo(204);
        assertThat(api.get(path).statusCode()).isEqualTo(404);

        String flow = "{\"name\":\"Two calls\",\"published\":true,\"nodes\":["
                + "{\"nodeId\":\"first\",\"nodeType\":\"call\",\"next\":{\"answered\":\"done\"}},"
                + "{\"nodeId\":\"second\",\"nodeType\":\"call\"},{\"nodeId\":\"done\",\"nodeType\":\"end\"}]}";
        HttpResponse<String> workflow = create("/v2/workflows", flow, "pg-workflow-1");
        String workflowPath = workflow.headers().firstValue("Location").orElseThrow();
        HttpResponse<String> version = api.send("POST", workflowPath + "/versions",
                "{\"nodes\":[{\"nodeId\":\"first\",\"nodeType\":\"call\"},{\"nodeId\":\"done\","
                        + "\"nodeType\":\"end\"}]}");

        assertThat(workflow.statusCode()).as(workflow.body()).isEqualTo(201);
        assertThat(version.statusCode()).as(version.body()).isEqualTo(200);
        assertThat(api.read(workflowPath).get("version").asInt()).isEqualTo(2);
        assertThat(api.read("/v2/workflows").get("itemsTotal").asInt()).isEqualTo(1);
    }

    private HttpResponse<String> create(String path, String body, String idempotencyKey) throws Exception {
        return idempotencyKey == null ? api.send("POST", path, body)
                : api.send("POST", path, body, Map.of("Idempotency-Key", idempotencyKey));
    }

    /** A new organization and a key with every capability, made by the operator's commands. */
    private String agencyKey() {
        assertThat(command("migrate")).isEqualTo(Cli.OK);
        int from = printed.size();
        assertThat(command("org", "create", "--name", "Harbor Insurance")).isEqualTo(Cli.OK);
        String organization = printed.toString(StandardCharsets.UTF_8).substring(from).lines()
                .reduce((first, last) -> last).orElseThrow().strip();
        from = printed.size();
        assertThat(command("key", "create", "--org", organization, "--name", "ops", "--capabilities", "*"))
                .isEqualTo(Cli.OK);
        return printed.toString(StandardCharsets.UTF_8).substring(from).lines()
                .filter(line -> line.startsWith("cc_")).findFirst().orElseThrow();
    }

    private ServedApi serve(String key) throws Exception {
        return ServedApi.start(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0", "COS_DATABASE_URL", databaseUrl,
                "COS_DB_POOL_SIZE", "4", "COS_RATE_LIMIT_PER_MINUTE", "1000000", "COS_RATE_LIMIT_BURST", "100000"),
                List.of(), StoreOpener.fromSettings(), printed, key);
    }

    private int command(String... args) {
        PrintStream print = new PrintStream(printed, true, StandardCharsets.UTF_8);
        return new Cli(new CliContext(Map.of("COS_DATABASE_URL", databaseUrl, "COS_DB_POOL_SIZE", "2"), print, print,
                StoreOpener.fromSettings())).run(args);
    }

    private static JsonNode json(HttpResponse<String> response) throws Exception {
        return JSON.readTree(response.body());
    }
}
