package io.campaignoutreach.bootstrap.soak;

import java.util.List;

/**
 * What the traffic names: ids found through the API before the traffic starts, and, when the run
 * seeded the organization itself, the job campaigns and customers it made for enrollment jobs.
 *
 * @param campaigns          every campaign, for reads (list filters, stats, behaviors, flow occupancy)
 * @param patchedCampaigns   campaigns whose description the traffic changes (not the job campaigns)
 * @param campaignWords      words of campaign names, for the list's search
 * @param sourceCampaigns    campaigns that have sources, for source performance
 * @param inquiries          inquiry ids
 * @param inquirySearches    customer names and phone digits, for the inquiry search
 * @param agentNames         agent names of inquiries, for the list filter
 * @param routingGroups      transfer config ids the campaigns use
 * @param readCustomers      customers read by id
 * @param jobCampaigns       campaigns the enrollment jobs act on
 * @param jobCustomers       customers the enrollment jobs name, by id or by phone
 */
record Targets(List<Campaign> campaigns, List<String> patchedCampaigns, List<String> campaignWords,
               List<String> sourceCampaigns, List<String> inquiries, List<String> inquirySearches,
               List<String> agentNames, List<String> routingGroups, List<Customer> readCustomers,
               List<String> jobCampaigns, List<Customer> jobCustomers) {

    /** A campaign as listed. */
    record Campaign(String id, String name, String status, String suite) {
    }

    /** A customer: id and E.164 phone number. */
    record Customer(String id, String phone) {
    }

    /** One line for the report: how much of each kind the traffic picks from. */
    String summary() {
        return campaigns.size() + " campaigns (" + jobCampaigns.size() + " for jobs), " + inquiries.size()
                + " inquiries, " + sourceCampaigns.size() + " campaigns with sources, " + routingGroups.size()
                + " routing groups, " + readCustomers.size() + " customers read by id, " + jobCustomers.size()
                + " customers for jobs";
    }
}
