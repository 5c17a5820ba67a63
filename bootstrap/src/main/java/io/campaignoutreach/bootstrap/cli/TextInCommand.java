package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.outreach.TextEventIntake;
import io.campaignoutreach.bootstrap.config.OutreachSettings;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.embedded.ApplicationServices;
import java.util.List;
import java.util.Set;

/**
 * Operator command {@code text-in}: a text from a customer's number, handed to the service as the
 * carrier hands one, to try the keywords or to record a text that reached the agency another way.
 */
final class TextInCommand implements Command {

    private static final String USAGE = """
            Usage: %s text-in --from NUMBER --body TEXT [--to NUMBER]

            Hands the service a text from NUMBER as the carrier would: STOP and the other opt-out
            words revoke the number's consent to texts and to marketing calls at once, START opts
            back in, HELP asks for help; a serving process then sends the one answer. Other words
            are stored, and open an inquiry where the campaign that texted the number takes them.
            The text concerns the organizations that texted or called NUMBER from --to, or hold it
            as a customer. Requires COS_DATABASE_URL.

            Options:
              --from NUMBER         the customer's number (required)
              --body TEXT           what they wrote (required, at most %d characters)
              --to NUMBER           the service's number it was sent to (default: COS_CALLER_ID)
            """.formatted(Cli.PROGRAM, Message.MAX_BODY_LENGTH);

    private final CliContext context;

    TextInCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "text-in";
    }

    @Override
    public int run(List<String> args) {
        if (Arguments.asksForHelp(args)) {
            context.out().print(USAGE);
            return Cli.OK;
        }
        Arguments arguments = Arguments.parse("text-in", args, Set.of("from", "body", "to"), Set.of());
        arguments.positionals();
        PhoneNumber from = number("--from", arguments.required("from"));
        String body = arguments.required("body");
        if (body.isBlank() || body.length() > Message.MAX_BODY_LENGTH) {
            throw new UsageException("text-in", "--body must be 1 to " + Message.MAX_BODY_LENGTH + " characters");
        }
        PhoneNumber to = arguments.option("to").map(text -> number("--to", text))
                .orElseGet(() -> OutreachSettings.fromEnvironment(context.env()).dialing().callerId());
        try (Store store = context.openDatabase("text-in")) {
            Wiring wiring = Wiring.create(store.ports());
            TextEventIntake intake = ApplicationServices.textEvents(store.ports(), wiring.clock(), wiring.ids());
            int organizations = store.ports().transactions().inTransaction(() -> intake.concerned(from, to).size());
            if (organizations == 0) {
                context.out().println("No organization texted or called " + from.e164() + " from " + to.e164()
                        + " or holds it as a customer: nothing recorded");
                return Cli.OK;
            }
            String providerId = "cli-" + wiring.ids().newId();
            intake.deliver(List.of(new MessageEvent.Inbound(providerId, from, to, body, wiring.clock().instant(),
                    false)));
            context.out().println("Handed in " + providerId + " from " + from.e164() + " to " + to.e164() + " for "
                    + organizations + " organization(s)");
        }
        return Cli.OK;
    }

    private static PhoneNumber number(String option, String text) {
        return PhoneNumber.parse(text).orElseThrow(() -> new UsageException("text-in",
                option + " must be a US phone number, such as +12025550100, got '" + text + "'"));
    }
}
