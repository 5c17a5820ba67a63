package io.campaignoutreach.adapter.http.openapi;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScratchDumpTest {
    @Test
    void dump() throws Exception {
        try (OpenApiTestServer s = new OpenApiTestServer()) {
            var org = s.org.id();
            var routing = TestData.routingConfig(org);
            s.store.routingConfigs().save(routing);
            var wf = TestData.workflow(org);
            s.store.workflows().save(wf);
            var t = TestData.transferConfig(org, routing.id());
            s.store.transferConfigs().save(t);
            var a = TestData.appointmentConfig(org, routing.id(), t.id(), wf.id());
            s.store.appointmentConfigs().save(a);
            var c = CampaignBuilder.aCampaign(org).status(CampaignStatus.ACTIVE).transferConfigIds(List.of(t.id()))
                .appointmentConfigId(a.id()).flowWorkflowId(wf.id()).build();
            s.store.campaigns().insert(c);
            var cu = TestData.customer(org, TestData.phone(3));
            s.store.customers().insert(cu);
            s.store.enrollments().insert(TestData.enrollment(org, c.id(), cu.id()));
            String k = s.key(s.org, Set.of(Capability.ALL), false);
            Files.writeString(Path.of("/tmp/oa/list.json"), s.send("GET", "/v2/campaigns", k, null, Map.of()).text());
            Files.writeString(Path.of("/tmp/oa/options.json"), s.send("GET", "/v2/campaigns/options", k, null, Map.of()).text());
            Files.writeString(Path.of("/tmp/oa/patch.json"), s.send("PATCH", "/v2/campaigns/" + c.id(), k, "{\"name\":\"x\"}", Map.of("Content-Type","application/json")).text());
            Files.writeString(Path.of("/tmp/oa/customer.json"), s.send("GET", "/v2/customers/" + cu.id(), k, null, Map.of()).text());
        }
    }
}
