package io.campaignoutreach.bootstrap.soak;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/** Weighted choice among the request kinds the targets allow (no routing group read without routing groups). */
final class TrafficMix {

    private final List<RequestKind> kinds = new ArrayList<>();
    private final int[] cumulative;
    private final List<RequestKind> withoutJobs;
    private final int[] cumulativeWithoutJobs;

    TrafficMix(Targets targets) {
        for (RequestKind kind : RequestKind.values()) {
            if (kind.weight() > 0 && available(kind, targets)) {
                kinds.add(kind);
            }
        }
        cumulative = cumulative(kinds);
        withoutJobs = kinds.stream().filter(kind -> !kind.submitsJob()).toList();
        cumulativeWithoutJobs = cumulative(withoutJobs);
    }

    /** Any kind, by weight. */
    RequestKind pick(Random random) {
        return pick(random, kinds, cumulative);
    }

    /** A kind that submits no job, by weight: for a client that already waits on enough jobs. */
    RequestKind pickWithoutJobs(Random random) {
        return pick(random, withoutJobs, cumulativeWithoutJobs);
    }

    List<RequestKind> kinds() {
        return List.copyOf(kinds);
    }

    private static RequestKind pick(Random random, List<RequestKind> kinds, int[] cumulative) {
        int draw = random.nextInt(cumulative[cumulative.length - 1]);
        int index = Arrays.binarySearch(cumulative, draw + 1);
        return kinds.get(index >= 0 ? index : -index - 1);
    }

    private static int[] cumulative(List<RequestKind> kinds) {
        int[] sums = new int[kinds.size()];
        int sum = 0;
        for (int i = 0; i < kinds.size(); i++) {
            sum += kinds.get(i).weight();
            sums[i] = sum;
        }
        return sums;
    }

    private static boolean available(RequestKind kind, Targets targets) {
        return switch (kind) {
            case CAMPAIGN_STATS, CAMPAIGN_BEHAVIORS, FLOW_OCCUPANCY, CAMPAIGN_LIST, SOURCE_PERFORMANCE ->
                    !targets.campaigns().isEmpty();
            case CAMPAIGN_PATCH -> !targets.patchedCampaigns().isEmpty();
            case CUSTOMER_GET -> !targets.readCustomers().isEmpty();
            case INQUIRY_GET, INQUIRY_PATCH -> !targets.inquiries().isEmpty();
            case ROUTING_GROUP_GET -> !targets.routingGroups().isEmpty();
            case ENROLL, RESTART, SET_STATUS -> !targets.jobCampaigns().isEmpty() && !targets.jobCustomers().isEmpty();
            default -> true;
        };
    }
}
