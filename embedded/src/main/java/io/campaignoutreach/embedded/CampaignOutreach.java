package io.campaignoutreach.embedded;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresStore;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.messaging.MessageEventSink;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.OutreachWorkers;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.telephony.CallEventSink;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.UuidV7Generator;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * The service embedded in a program (docs/embedding.md): one store, in memory or on a PostgreSQL
 * data source, with every application service over it. Organizations' use cases come from
 * {@link #forOrganization}; enrollment jobs run when {@link #runPendingJobs()} is called or on the
 * workers {@link #startJobWorkers()} starts. Thread-safe; close it when done.
 */
public final class CampaignOutreach implements AutoCloseable {

    /** How long {@link #close()} lets started job workers finish the chunk in hand. */
    private static final Duration WORKERS_STOP = Duration.ofSeconds(10);

    private final StorePorts store;
    private final ApplicationServices services;
    private final Clock clock;
    private final IdGenerator ids;
    private final Runnable closeStore;

    private CampaignOutreach(StorePorts store, Clock clock, Runnable closeStore) {
        this.store = store;
        this.clock = clock;
        UuidV7Generator uuids = new UuidV7Generator(clock);
        this.ids = uuids::next;
        this.services = ApplicationServices.over(store, clock, ids, JobSettings.defaults());
        this.closeStore = closeStore;
    }

    /**
     * A new, empty store in memory, on the system clock in whole milliseconds (as a server's); everything is lost
     * when the process ends.
     */
    public static CampaignOutreach inMemory() {
        return inMemory(ApplicationServices.systemClock());
    }

    /** A new, empty store in memory whose times come from {@code clock}. */
    public static CampaignOutreach inMemory(Clock clock) {
        return over(InMemoryRepositories.create(), clock);
    }

    /** On PostgreSQL through a data source the caller owns, on the system clock; see {@link #on(DataSource, Clock)}. */
    public static CampaignOutreach on(DataSource dataSource) {
        return on(dataSource, ApplicationServices.systemClock());
    }

    /**
     * On PostgreSQL through a data source the caller configures, pools and closes. The schema of
     * its connections is brought up to date first (the same migrations as the server's), so
     * several processes, servers or embedders, may share the database. Closing this leaves the
     * data source open.
     */
    public static CampaignOutreach on(DataSource dataSource, Clock clock) {
        PostgresStore postgres = PostgresStore.over(Objects.requireNonNull(dataSource, "dataSource"));
        postgres.migrate();
        return new CampaignOutreach(postgres.repositories(), clock, postgres::close);
    }

    /** Over a store's ports that the caller opened and will close. */
    public static CampaignOutreach over(StorePorts store, Clock clock) {
        return new CampaignOutreach(Objects.requireNonNull(store, "store"), Objects.requireNonNull(clock, "clock"),
                () -> { });
    }

    /** Creates an organization (the operator's act) and returns its use cases. */
    public OrganizationOutreach createOrganization(String name, String smsCompanyName) {
        Organization organization = services.organizations().create(name, smsCompanyName);
        return forOrganization(organization.id());
    }

    /**
     * The use cases of an organization, acting as this trusted process with every capability
     * (decision P59); what it reads and changes is that organization's only.
     */
    public OrganizationOutreach forOrganization(OrganizationId organizationId) {
        return OrganizationOutreach.trusted(services, organizationId);
    }

    /**
     * Works every enrollment job that is waiting, of every organization, to its end in the calling
     * thread; returns how many jobs it took. For programs that start no workers.
     */
    public int runPendingJobs() {
        return services.jobWorkers().runPending();
    }

    /** Starts the background job workers, which take each job as it is accepted; {@link #close()} stops them. */
    public void startJobWorkers() {
        services.jobWorkers().start();
    }

    /**
     * The outreach engine's workers, dialing through {@code telephony} and texting through
     * {@code messaging} (for instance the simulated carrier's calls and texts of
     * {@code adapter-telephony-simulated}, given {@link #callEvents} and {@link #textEvents()} to
     * report to) under {@code dialing}'s rules; not started, and the caller closes them.
     */
    public OutreachWorkers outreachWorkers(Telephony telephony, Messaging messaging, EngineSettings settings,
                                           DialingRules dialing) {
        return ApplicationServices.engine(store, telephony, messaging, clock, ids, settings, dialing,
                OutreachEvents.NONE);
    }

    /** One outreach engine whose rounds the caller runs itself ({@link OutreachEngine#runOnce}). */
    public OutreachEngine outreachEngine(Telephony telephony, Messaging messaging, EngineSettings settings,
                                         DialingRules dialing) {
        return ApplicationServices.outreachEngine(store, telephony, messaging, clock, ids, settings, dialing,
                OutreachEvents.NONE);
    }

    /**
     * Where the carrier delivers the events of the calls it placed: their progress, end and analysis.
     * The texts a call's end calls for come from {@code dialing}'s caller ID, as the engine's do.
     */
    public CallEventSink callEvents(DialingRules dialing) {
        return ApplicationServices.callEvents(store, clock, ids, dialing, OutreachEvents.NONE);
    }

    /** Where the carrier delivers the status of the texts it sent, and the texts customers send. */
    public MessageEventSink textEvents() {
        return ApplicationServices.textEvents(store, clock, ids);
    }

    /** Every application service, for use cases {@link OrganizationOutreach} does not offer. */
    public ApplicationServices services() {
        return services;
    }

    /** Stops started job workers, letting them finish the chunk in hand, and closes the store this opened. */
    @Override
    public void close() {
        services.jobWorkers().stop(WORKERS_STOP);
        closeStore.run();
    }
}
