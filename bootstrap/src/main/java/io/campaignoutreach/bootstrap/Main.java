package io.campaignoutreach.bootstrap;

import io.campaignoutreach.bootstrap.cli.Cli;
import io.campaignoutreach.bootstrap.cli.CliContext;
import io.campaignoutreach.bootstrap.store.StoreOpener;

/** Entry point of the runnable jar: the operator command line, whose {@code serve} runs the API. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        CliContext context = new CliContext(System.getenv(), System.out, System.err, StoreOpener.fromSettings());
        System.exit(new Cli(context).run(args));
    }
}
