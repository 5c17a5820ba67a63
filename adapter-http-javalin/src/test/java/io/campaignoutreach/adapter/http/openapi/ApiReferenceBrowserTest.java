package io.campaignoutreach.adapter.http.openapi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.adapter.http.TestApi;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The reference at /docs as a reader sees it: loaded in headless Chromium, every operation of the published
 * document rendered as a page element, every schema listed, and "try it out" answered by this server with the
 * key given under "Authorize".
 */
class ApiReferenceBrowserTest {

    private static final Duration RENDER = Duration.ofSeconds(60);
    private static HeadlessChromium browser;

    private final OpenApiDocument document = OpenApiDocument.load();
    private TestApi api;

    @BeforeAll
    static void startBrowser() throws Exception {
        Optional<Path> chromium = HeadlessChromium.find();
        if (chromium.isEmpty() && System.getenv(HeadlessChromium.REQUIRED) != null) {
            fail("Chromium is required here but was not found on the PATH (apt-get install -y chromium)");
        }
        assumeTrue(chromium.isPresent(), "Chromium is not installed, so the rendered reference is not checked in a "
                + "browser; apt-get install -y chromium (scripts/test installs it)");
        browser = HeadlessChromium.start(chromium.get());
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    @BeforeEach
    void setUp() {
        api = new TestApi();
        browser.navigate("http://127.0.0.1:" + api.port() + "/docs");
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenReferencePage_whenLoaded_thenEveryOperationAndSchemaOfTheDocumentIsRendered() {
        List<String> operationIds = new ArrayList<>();
        document.operations().forEach(operation -> operationIds.add(operation.node().path("operationId").asText()));
        List<String> schemas = new ArrayList<>();
        document.root().path("components").path("schemas").fieldNames().forEachRemaining(schemas::add);

        browser.await("document.querySelectorAll('.opblock').length", count -> count.asInt() == operationIds.size(),
                RENDER);

        JsonNode rendered = browser.evaluate("Array.from(document.querySelectorAll('.opblock-summary-operation-id'))"
                + ".map(e => e.textContent.trim())");
        assertThat(HeadlessChromium.texts(rendered)).containsExactlyInAnyOrderElementsOf(operationIds);
        // The schema list is virtualized: it renders the entries in view, and knows them all.
        JsonNode known = browser.evaluate("ui.specSelectors.definitions().keySeq().toArray()");
        assertThat(HeadlessChromium.texts(known)).containsExactlyInAnyOrderElementsOf(schemas);
        JsonNode inView = browser.await("Array.from(document.querySelectorAll('.models .model-container'))"
                + ".map(e => e.dataset.name)", list -> !list.isEmpty(), RENDER);
        assertThat(HeadlessChromium.texts(inView)).isSubsetOf(schemas);
        click("document.querySelector('#model-ErrorBody .model-box-control')");
        JsonNode errorBody = browser.await("document.querySelector('#model-ErrorBody').textContent",
                text -> text.asText().contains("message"), RENDER);
        assertThat(errorBody.asText()).contains("code");
        assertThat(browser.evaluate("document.querySelector('.information-container .title').textContent")
                .asText()).contains(document.root().path("info").path("title").asText());
    }

    @Test
    void givenKeyUnderAuthorize_whenOperationTriedOut_thenThisServerAnswersWithTheOrganizationsData() {
        TestApi.Seeded seeded = api.seedCampaignAndCustomer();
        String operation = "document.querySelector('[id$=\"-listCampaigns\"]')";
        browser.await(operation + " !== null", JsonNode::asBoolean, RENDER);

        browser.evaluate("ui.preauthorizeApiKey('ApiKey', '" + api.fullKey + "')");
        click(operation + ".querySelector('.opblock-summary-control')");
        click(operation + ".querySelector('.try-out__btn')");
        click(operation + ".querySelector('.execute')");

        JsonNode status = browser.await(operation + "?.querySelector('.live-responses-table tbody .response-col_status')"
                + "?.textContent?.trim() ?? ''", value -> !value.asText().isEmpty(), RENDER);
        assertThat(status.asText()).isEqualTo("200");
        assertThat(browser.evaluate(operation + ".querySelector('.live-responses-table tbody .response-col_description')"
                + ".textContent").asText()).contains(seeded.campaign().id().toString())
                .contains("\"Spring\"");
        assertThat(browser.evaluate(operation + ".querySelector('.request-url pre').textContent").asText())
                .startsWith("http://127.0.0.1:" + api.port() + "/v2/campaigns");
    }

    /** Clicks the element once it is rendered; React renders each step of "try it out" after the last click. */
    private void click(String element) {
        browser.await("(() => { const e = " + element + "; if (!e) { return false; } e.click(); return true; })()",
                JsonNode::asBoolean, RENDER);
    }
}
