package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/** What every part of the demo builds with: the organization, ids, one "now" and one seeded random source. */
record DemoContext(OrganizationId organizationId, IdGenerator ids, Instant now, Random random) {

    UUID id() {
        return ids.newId();
    }

    Instant daysAgo(long days) {
        return now.minus(Duration.ofDays(days));
    }

    /** An instant between {@code minDays} and {@code maxDays} days before now, never after now. */
    Instant betweenDaysAgo(int minDays, int maxDays) {
        long minutes = (long) minDays * 1_440 + random.nextInt(Math.max(1, (maxDays - minDays) * 1_440));
        return now.minus(Duration.ofMinutes(minutes)).minusMillis(random.nextInt(60_000));
    }

    <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    boolean chance(double probability) {
        return random.nextDouble() < probability;
    }
}
