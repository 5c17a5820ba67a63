package io.campaignoutreach.bootstrap.soak;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Finds what the traffic names through the API itself, before the traffic starts (these requests
 * are not counted): campaigns, sources, inquiries and, through the inquiries, customers.
 */
final class Discovery {

    /** Campaigns of this suite take no enrollment actions through the API (spec rule 6). */
    private static final String RECEPTIONIST = "receptionist";
    private static final Set<String> ENROLLABLE_STATUSES = Set.of("active", "draft", "paused");
    private static final int MAX_INQUIRY_READS = 300;

    private final Api api;
    private final ObjectMapper json = new ObjectMapper();

    Discovery(Api api) {
        this.api = api;
    }

    /**
     * With {@code seeded}, the jobs use the seeded campaigns and customers; without, the jobs use
     * the enrollable campaigns and the customers found here.
     */
    Targets discover(SoakWorkspace.Seeded seeded) throws IOException, InterruptedException {
        List<Targets.Campaign> campaigns = new ArrayList<>();
        Set<String> routingGroups = new LinkedHashSet<>();
        Set<String> words = new LinkedHashSet<>();
        eachItem("/v2/campaigns?perPage=100&sortBy=createdAt&sortDirection=asc", item -> {
            Targets.Campaign campaign = new Targets.Campaign(item.path("id").asText(), item.path("name").asText(),
                    item.path("status").asText(), item.path("suite").asText());
            campaigns.add(campaign);
            item.path("transferConfigIds").forEach(id -> routingGroups.add(id.asText()));
            for (String word : campaign.name().split("[^A-Za-z]+")) {
                if (word.length() >= 4) {
                    words.add(word.toLowerCase(Locale.ROOT));
                }
            }
        });
        Set<String> sourceCampaigns = new LinkedHashSet<>();
        eachItem("/v2/sources?perPage=100", item -> sourceCampaigns.add(item.path("campaignId").asText()));
        List<String> inquiries = new ArrayList<>();
        Set<String> searches = new LinkedHashSet<>();
        Set<String> agents = new LinkedHashSet<>();
        eachItem("/v2/inquiries?perPage=100", item -> {
            inquiries.add(item.path("id").asText());
            String name = item.path("customerName").asText("");
            if (!name.isBlank()) {
                searches.add(name.substring(name.lastIndexOf(' ') + 1));
            }
            String phone = item.path("callerId").asText("");
            if (phone.length() >= 6) {
                searches.add(phone.substring(phone.length() - 4));
            }
            if (item.hasNonNull("agentName")) {
                agents.add(item.path("agentName").asText());
            }
        });
        List<Targets.Customer> inquiryCustomers = customersOf(inquiries);

        Set<String> jobCampaignIds = new LinkedHashSet<>();
        List<Targets.Customer> jobCustomers = new ArrayList<>();
        List<Targets.Customer> readCustomers = new ArrayList<>(inquiryCustomers);
        if (seeded != null) {
            seeded.jobCampaigns().forEach(id -> jobCampaignIds.add(id.toString()));
            seeded.customers().forEach(c -> jobCustomers.add(new Targets.Customer(c.id().toString(),
                    c.phone().e164())));
            readCustomers.addAll(jobCustomers);
        } else {
            campaigns.stream().filter(c -> !RECEPTIONIST.equals(c.suite()) && ENROLLABLE_STATUSES.contains(c.status()))
                    .forEach(c -> jobCampaignIds.add(c.id()));
            jobCustomers.addAll(inquiryCustomers);
        }
        List<String> patched = campaigns.stream().map(Targets.Campaign::id).filter(id -> !jobCampaignIds.contains(id))
                .toList();
        return new Targets(List.copyOf(campaigns), patched, List.copyOf(words), List.copyOf(sourceCampaigns),
                List.copyOf(inquiries), List.copyOf(searches), List.copyOf(agents), List.copyOf(routingGroups),
                List.copyOf(readCustomers), List.copyOf(jobCampaignIds), List.copyOf(jobCustomers));
    }

    /** The distinct customers the inquiries name, read from the inquiries' full records. */
    private List<Targets.Customer> customersOf(List<String> inquiries) throws IOException, InterruptedException {
        Set<String> seen = new LinkedHashSet<>();
        List<Targets.Customer> customers = new ArrayList<>();
        for (String id : inquiries.subList(0, Math.min(inquiries.size(), MAX_INQUIRY_READS))) {
            JsonNode inquiry = read("/v2/inquiries/" + id);
            JsonNode customer = inquiry.path("customer");
            if (customer.hasNonNull("id") && inquiry.hasNonNull("callerId") && seen.add(customer.get("id").asText())) {
                customers.add(new Targets.Customer(customer.get("id").asText(), inquiry.get("callerId").asText()));
            }
        }
        return customers;
    }

    /** Every item of a paged list, page after page. */
    private void eachItem(String firstPage, Consumer<JsonNode> consumer) throws IOException, InterruptedException {
        int page = 1;
        while (true) {
            JsonNode body = read(firstPage + "&page=" + page);
            body.path("items").forEach(consumer);
            if (body.path("nextPage").isNull() || body.path("nextPage").isMissingNode()) {
                return;
            }
            page = body.path("nextPage").asInt();
        }
    }

    private JsonNode read(String pathAndQuery) throws IOException, InterruptedException {
        Api.Response response = api.send(api.get(pathAndQuery));
        if (response.status() != 200) {
            throw new IllegalStateException("GET " + pathAndQuery + " answered " + response.status() + ": "
                    + SoakReport.shorten(response.body()));
        }
        return json.readTree(response.body());
    }
}
