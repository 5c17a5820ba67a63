package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.adapter.http.ApiServerSettings;
import io.campaignoutreach.adapter.http.ApiServices;
import io.campaignoutreach.adapter.http.message.InboundTextRoutes;
import io.campaignoutreach.application.messaging.InboundTexts;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.application.provider.WebhookUrls;
import io.campaignoutreach.bootstrap.config.OutreachSettings;
import io.campaignoutreach.bootstrap.config.ProviderSettings;
import io.campaignoutreach.bootstrap.config.SecretSettings;
import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.config.TestAids;
import io.campaignoutreach.bootstrap.metrics.OutreachMeters;
import io.campaignoutreach.bootstrap.metrics.ProviderMeters;
import io.campaignoutreach.bootstrap.metrics.ServerMetrics;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.OutreachEngineSetup;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Operator command {@code serve}: runs the API until the process is asked to stop. */
public final class ServeCommand implements Command {

    private static final Logger LOG = LoggerFactory.getLogger(ServeCommand.class);
    private static final String USAGE = """
            Usage: %s serve [--demo]

            Starts the API on COS_HOST:COS_PORT and runs until stopped (SIGTERM or Ctrl-C), then
            finishes requests in flight and closes the store. With COS_DATABASE_URL it uses that
            PostgreSQL database and migrates its schema first; without it, the in-memory store.

            Options:
              --demo   start on a fresh in-memory store filled with the demo workspace, and print
                       the demo organization's id and a key with every capability
            """.formatted(Cli.PROGRAM);

    private final CliContext context;

    public ServeCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "serve";
    }

    @Override
    public int run(List<String> args) {
        if (Arguments.asksForHelp(args)) {
            context.out().print(USAGE);
            return Cli.OK;
        }
        RunningServer running = start(args);
        Runtime.getRuntime().addShutdownHook(new Thread(running::close, "shutdown"));
        running.awaitClosed();
        return Cli.OK;
    }

    /** Starts the server and returns at once; the caller decides how long it runs. */
    public RunningServer start(List<String> args) {
        Arguments arguments = Arguments.parse("serve", args, Set.of(), Set.of("demo"));
        arguments.positionals();
        boolean demo = arguments.flag("demo");
        Settings settings = context.settings();
        OutreachSettings outreach = OutreachSettings.fromEnvironment(context.env());
        TestAids aids = TestAids.fromEnvironment(context.env(), outreach);
        // Read before the store opens, so that a malformed key or URL stops the process before it serves.
        SecretSettings secrets = SecretSettings.fromEnvironment(context.env());
        ProviderSettings providers = ProviderSettings.fromEnvironment(context.env());
        SecretVault vault = secrets.vault().orElse(SecretVault.NONE);
        Store store = demo ? demoStore(settings) : context.openStore(settings);
        ApiServer server = null;
        try {
            LOG.info("Store: {}", store.description());
            if (store.persistent()) {
                store.migrate();
            }
            Wiring wiring = Wiring.create(store.ports(), settings.jobSettings(), vault, providers.webhookUrls());
            DemoCommand.Seeded seeded = demo ? DemoCommand.seed(store, wiring) : null;
            PrometheusMeterRegistry registry = ServerMetrics.create(wiring.services().enrollmentJobs(), store);
            OutreachEngineSetup.OutreachRuntime engine = OutreachEngineSetup.engine(outreach, providers, vault,
                    store.ports(), wiring, OutreachMeters.bind(registry, store.ports().outreach(), wiring.clock()),
                    new ProviderMeters(registry));
            ApiServices services = wiring.apiServices(registry, store.rateLimiter(settings.keyRateLimit()),
                    settings.authFailureLimit(), store.health(), testInboundTexts(aids, engine, outreach),
                    engine.webhooks());
            server = new ApiServer(services, new ApiServerSettings(settings.host(), settings.port()));
            int port = server.start();
            wiring.services().jobWorkers().start();
            engine.start();
            LOG.info("Campaign Outreach Service listening on {}:{}", settings.host(), port);
            LOG.info("Outreach engine: {}", engine.dials() ? outreach.engine().workers() + " worker(s) ("
                    + engine.ownerPrefix() + "*) on organizations' provider accounts, else "
                    + (outreach.carrierOn() ? "the simulated carrier" : "no carrier (their calls wait)")
                    : "off (" + OutreachSettings.CARRIER + "=off and no " + ProviderSettings.PUBLIC_BASE_URL
                    + "), no calls are placed");
            LOG.info("Providers: {}", providers.publicBaseUrl().map(base -> "Twilio and Vapi report to " + base
                    + WebhookUrls.PREFIX + "/").orElse("none (no " + ProviderSettings.PUBLIC_BASE_URL
                    + "), organizations use the simulated carrier"));
            LOG.info("Secrets at rest: {}", vault.canSeal() ? "key " + vault.currentKeyId() + " seals, "
                    + secrets.keys().size() + " key(s) open" : "no " + SecretSettings.KEYS + ", none can be stored");
            if (seeded != null) {
                // Printed once the server listens, so whoever waits for these lines can use them at once.
                DemoCommand.print(store, wiring, seeded, context.out());
                context.out().println("Try it:");
                context.out().println("  curl -s -H 'x-api-key: " + seeded.key().secret().value()
                        + "' 'http://localhost:" + port + "/v2/campaigns?perPage=2'");
            }
            return new RunningServer(server, engine, wiring.services().jobWorkers(), store, port);
        } catch (RuntimeException e) {
            if (server != null) {
                server.close();
            }
            store.close();
            throw e;
        }
    }

    /** The carrier's inbound texts when the operator turned the test aid on, said loudly; otherwise none. */
    private static InboundTexts testInboundTexts(TestAids aids, OutreachEngineSetup.OutreachRuntime engine,
                                                 OutreachSettings outreach) {
        if (!aids.inboundTexts()) {
            return null;
        }
        LOG.warn("{}=on: POST {} hands the simulated carrier texts from any number, which every organization"
                + " that knows the number acts on; never turn it on where real customers are", TestAids.INBOUND_TEXTS,
                InboundTextRoutes.PATH);
        return engine.inboundTexts(outreach.dialing().callerId()).orElseThrow();
    }

    private static Store demoStore(Settings settings) {
        LOG.warn("serve --demo: using a fresh in-memory store. All data is lost when the process exits.");
        if (settings.database().isPresent()) {
            LOG.warn("serve --demo ignores {}; run 'demo' to fill that database instead", Settings.DATABASE_URL);
        }
        return new InMemoryStore();
    }
}
