package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.enrollmentjob.JobItem;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The entries of the jobs last read, each under the version of its job's row that was committed
 * when they were read. A client polls a running job every few seconds, and each poll used to read
 * all of its up to 1,000 entries again; entries change only in the unit of work that also updates
 * the job's row ({@code recordProgress}), so while the row's version is the one cached, so are the
 * entries. The version is the row's {@code xmin} (the transaction that wrote it) with its
 * {@code updated_at}: no two committed versions of a row share both. Kept are the entries read
 * outside a unit of work, and those a claim read in the unit of work it began itself, once that
 * commits (so the first poll after the claim reads no entry); nothing uncommitted, or overtaken
 * later in the same transaction, is ever served. The entries are immutable records, safe to share
 * between requests. At most {@link #JOBS} jobs are kept, the least recently used dropped first: at
 * about 140 bytes an entry, some 9 MB when every one is a full-size job.
 */
final class JobItemsCache {

    static final int JOBS = 64;

    /** A committed version of a job's row. */
    record Version(long xmin, Instant updatedAt) {
    }

    private record Entry(Version version, List<JobItem> items) {
    }

    private final LinkedHashMap<UUID, Entry> entries = new LinkedHashMap<>(JOBS * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<UUID, Entry> eldest) {
            return size() > JOBS;
        }
    };

    /** The job's entries if they were read at {@code version}, or null. */
    synchronized List<JobItem> find(UUID jobId, Version version) {
        Entry entry = entries.get(jobId);
        return entry != null && entry.version().equals(version) ? entry.items() : null;
    }

    synchronized void put(UUID jobId, Version version, List<JobItem> items) {
        entries.put(jobId, new Entry(version, List.copyOf(items)));
    }
}
