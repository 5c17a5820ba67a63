package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.application.outreach.AttemptReview;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.embedded.ApplicationServices;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Operator commands on interrupted call attempts: {@code review list}, {@code review attempts},
 * {@code review resume}, {@code review close}. An enrollment whose attempt was interrupted (its process stopped while the
 * carrier had the call) answers enrollment actions with {@code execution_uncertain} until reviewed.
 */
final class ReviewCommands implements Command {

    private static final int LIST_LIMIT = 1_000;
    private static final String GROUP_USAGE = """
            Usage: %s review <sub-command>

            Enrollments whose call attempt was interrupted: nobody knows whether that call was
            placed, so the engine leaves them alone and enrollment actions on them are answered
            execution_uncertain until an operator reviews them here.

            Sub-commands:
              list [--output FORMAT]
              attempts ID [--output FORMAT]
              resume ID
              close ID --status STATUS [--reason TEXT]
            """.formatted(Cli.PROGRAM);
    private static final String LIST_USAGE = """
            Usage: %s review list [--output FORMAT]

            Lists up to %d enrollments awaiting review, longest waiting first, after a header line,
            one per line, tab-separated: enrollment id (the API's customerCampaignId), organization,
            campaign, customer, attempts, interruptedAt. With --output json: one JSON array of
            objects with those members. Requires COS_DATABASE_URL.

            Options:
              --output FORMAT       text (default) or json
            """.formatted(Cli.PROGRAM, LIST_LIMIT);
    private static final String ATTEMPTS_USAGE = """
            Usage: %s review attempts ID [--output FORMAT]

            Shows the call attempts of the enrollment ID, oldest first, each with what it was
            dialed under, after a header line, one per line, tab-separated: number, state, stage,
            dialedAt, claimedAt, phoneNumber (the number dialed), callerId, zones, states, evidence,
            rulesVersion, gate, providerCallId, callId, outcome, talkSeconds. Lists are
            comma-separated and a dash stands for no value (attempts recorded before trails were
            kept have none for their trail). With --output json: one JSON array of objects with
            those members, null for no value. An enrollment with no attempts, or none of that id,
            shows the header alone (an empty array in JSON). Requires COS_DATABASE_URL.

            Options:
              --output FORMAT       text (default) or json
            """.formatted(Cli.PROGRAM);
    private static final String RESUME_USAGE = """
            Usage: %s review resume ID

            Lets outreach go on for the enrollment ID: it is pending again and due at once. The
            interrupted attempt still counts, so the campaign's cadence spaces the next call after
            it and maxAttempts includes it. Requires COS_DATABASE_URL.
            """.formatted(Cli.PROGRAM);
    private static final String CLOSE_USAGE = """
            Usage: %s review close ID --status STATUS [--reason TEXT]

            Ends outreach for the enrollment ID with STATUS: completed, failed or cancelled.
            Requires COS_DATABASE_URL.

            Options:
              --status STATUS       completed, failed or cancelled (required)
              --reason TEXT         why, kept as the enrollment's status reason (at most 255 characters)
            """.formatted(Cli.PROGRAM);
    private static final String LIST_HEADER = String.join("\t", "id", "organizationId", "campaignId", "customerId",
            "attempts", "interruptedAt");
    private static final int MAX_REASON = 255;

    private final CliContext context;

    ReviewCommands(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "review";
    }

    @Override
    public int run(List<String> args) {
        Map<String, SubCommands.Sub> subs = new LinkedHashMap<>();
        subs.put("list", new SubCommands.Sub(LIST_USAGE,
                rest -> list(Arguments.parse("review list", rest, Set.of(Output.OPTION), Set.of()))));
        subs.put("attempts", new SubCommands.Sub(ATTEMPTS_USAGE,
                rest -> attempts(Arguments.parse("review attempts", rest, Set.of(Output.OPTION), Set.of()))));
        subs.put("resume", new SubCommands.Sub(RESUME_USAGE,
                rest -> resume(Arguments.parse("review resume", rest, Set.of(), Set.of()))));
        subs.put("close", new SubCommands.Sub(CLOSE_USAGE,
                rest -> close(Arguments.parse("review close", rest, Set.of("status", "reason"), Set.of()))));
        return SubCommands.dispatch(context, "review", GROUP_USAGE, subs, args);
    }

    private int list(Arguments arguments) {
        arguments.positionals();
        Output output = Output.of("review list", arguments);
        List<Enrollment> waiting = withReview("review list", review -> review.awaitingReview(LIST_LIMIT));
        if (output == Output.JSON) {
            Output.printJson(context.out(), waiting.stream().map(ReviewCommands::listed).toList());
        } else {
            context.out().println(LIST_HEADER);
            waiting.forEach(e -> context.out().println(String.join("\t", e.id().toString(),
                    e.organizationId().toString(), e.campaignId().toString(), e.customerId().toString(),
                    String.valueOf(e.attempts()), Timestamps.format(e.updatedAt()))));
        }
        return Cli.OK;
    }

    private int attempts(Arguments arguments) {
        EnrollmentId id = EnrollmentId.of(Arguments.uuid("review attempts", "ID",
                arguments.positionals("ID").get(0)));
        Output output = Output.of("review attempts", arguments);
        List<ShownAttempt> shown = withReview("review attempts", review -> review.attempts(id)).stream()
                .map(ShownAttempt::of).toList();
        if (output == Output.JSON) {
            Output.printJson(context.out(), shown);
        } else {
            context.out().println(ShownAttempt.HEADER);
            shown.forEach(attempt -> context.out().println(attempt.line()));
        }
        return Cli.OK;
    }

    private int resume(Arguments arguments) {
        EnrollmentId id = EnrollmentId.of(Arguments.uuid("review resume", "ID", arguments.positionals("ID").get(0)));
        Enrollment resumed = withReview("review resume", review -> review.resume(id));
        context.out().println("Resumed " + resumed.id() + ": pending, due now");
        return Cli.OK;
    }

    private int close(Arguments arguments) {
        EnrollmentId id = EnrollmentId.of(Arguments.uuid("review close", "ID", arguments.positionals("ID").get(0)));
        EnrollmentStatus status = status(arguments.required("status"));
        String reason = arguments.option("reason").orElse(null);
        if (reason != null && reason.length() > MAX_REASON) {
            throw new UsageException("review close", "--reason must be at most " + MAX_REASON + " characters");
        }
        Enrollment closed = withReview("review close", review -> review.close(id, status, reason));
        context.out().println("Closed " + closed.id() + ": " + closed.status().wireName());
        return Cli.OK;
    }

    private <T> T withReview(String command, Function<AttemptReview, T> work) {
        try (Store store = context.openDatabase(command)) {
            return work.apply(ApplicationServices.attemptReview(store.ports(), Wiring.productionClock()));
        }
    }

    private static EnrollmentStatus status(String text) {
        return Arrays.stream(EnrollmentStatus.values()).filter(EnrollmentStatus::isClientSettable)
                .filter(s -> s.wireName().equals(text)).findFirst()
                .orElseThrow(() -> new UsageException("review close",
                        "--status must be completed, failed or cancelled, got '" + text + "'"));
    }

    private static Listed listed(Enrollment e) {
        return new Listed(e.id().toString(), e.organizationId().toString(), e.campaignId().toString(),
                e.customerId().toString(), e.attempts(), Timestamps.format(e.updatedAt()));
    }

    /** One element of {@code review list --output json}. */
    private record Listed(String id, String organizationId, String campaignId, String customerId, int attempts,
                          String interruptedAt) {
    }
}
