package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.workflow.Ending;
import io.campaignoutreach.domain.workflow.Step.Condition;
import io.campaignoutreach.domain.workflow.Step;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A workflow node's step in the workspace document (decision P52): its transitions ({@code next},
 * {@code then}, {@code else}) and its type's parameters ({@code wait}, {@code smsType},
 * {@code branch}, {@code end}), read with every problem at its path.
 */
final class WorkflowSteps {

    private static final String DEFAULT = "default";
    private static final List<String> NEXT_KEYS = Stream.concat(
            Arrays.stream(CallOutcome.values()).map(CallOutcome::disposition), Stream.of(DEFAULT)).toList();
    private static final List<String> SMS_TYPES = Arrays.stream(SmsType.values()).map(SmsType::key).toList();
    private static final List<String> ENDINGS = Arrays.stream(Ending.values()).map(Ending::wireName).toList();
    private static final List<String> OUTCOMES = Arrays.stream(CallOutcome.values())
            .map(CallOutcome::disposition).toList();

    private WorkflowSteps() {
    }

    /**
     * The step of a node of type {@code nodeType}, or null after a problem. A {@code wait},
     * {@code sms} or {@code branch} without its parameters, and a node of a type the language
     * does not know, pass through; the domain refuses the first three in a workflow with transitions.
     */
    static Step read(JsonMembers node, String nodeType) {
        switch (nodeType) {
            case Step.CALL:
                return call(node);
            case Step.WAIT:
                return node.has("wait") ? wait(node) : pass(node);
            case Step.SMS:
                if (!node.has("smsType")) {
                    return pass(node);
                }
                SmsType type = node.choice("smsType", SmsType::fromKey, SMS_TYPES);
                Optional<String> next = next(node);
                return type == null ? null : new Step.Sms(type, next);
            case Step.BRANCH:
                return node.has("branch") || node.has("then") || node.has("else") ? branch(node) : pass(node);
            case Step.END:
                if (node.has("next")) {
                    node.problem("next", "an end node has no next");
                    node.markRead("next");
                }
                Ending ending = node.has("end") ? node.choice("end", Ending::fromWireName, ENDINGS) : Ending.COMPLETED;
                return ending == null ? null : new Step.End(ending);
            default:
                return pass(node);
        }
    }

    private static Step pass(JsonMembers node) {
        return new Step.Pass(next(node));
    }

    private static Optional<String> next(JsonMembers node) {
        return Optional.ofNullable(nonBlank(node, "next"));
    }

    private static String nonBlank(JsonMembers node, String member) {
        String id = node.string(member, ConfigurationReader.MAX_TEXT);
        if (id != null && id.isBlank()) {
            node.problem(member, "must name a node, not be blank");
            return null;
        }
        return id;
    }

    private static Step call(JsonMembers node) {
        Map<CallOutcome, String> onOutcome = new EnumMap<>(CallOutcome.class);
        Optional<String> otherwise = Optional.empty();
        boolean broken = false;
        for (Map.Entry<String, String> entry : node.stringMap("next").entrySet()) {
            String where = "next." + entry.getKey();
            Optional<CallOutcome> outcome = CallOutcome.fromDisposition(entry.getKey());
            if (entry.getValue().isBlank()) {
                node.problem(where, "must name a node, not be blank");
                broken = true;
            } else if (entry.getKey().equals(DEFAULT)) {
                otherwise = Optional.of(entry.getValue());
            } else if (outcome.isPresent()) {
                onOutcome.put(outcome.get(), entry.getValue());
            } else {
                node.problem(where, "must be one of " + String.join(", ", NEXT_KEYS));
                broken = true;
            }
        }
        return broken ? null : new Step.Call(onOutcome, otherwise);
    }

    private static Step wait(JsonMembers node) {
        Optional<String> next = next(node);
        return node.object("wait").map(wait -> {
            Integer days = wait.int32("days", 0, Step.Wait.MAX_DAYS);
            Integer hours = wait.int32("hours", 0, Step.Wait.MAX_HOURS);
            Integer minutes = wait.int32("minutes", 0, Step.Wait.MAX_MINUTES);
            Boolean untilWindow = wait.bool("untilWindow");
            wait.finish();
            boolean unread = wait.has("days") && days == null || wait.has("hours") && hours == null
                    || wait.has("minutes") && minutes == null || wait.has("untilWindow") && untilWindow == null;
            if (unread) {
                return null;
            }
            if (zero(days) + zero(hours) + zero(minutes) == 0 && !Boolean.TRUE.equals(untilWindow)) {
                node.problem("wait", "needs days, hours or minutes above 0, or untilWindow true");
                return null;
            }
            return new Step.Wait(zero(days), zero(hours), zero(minutes), Boolean.TRUE.equals(untilWindow), next);
        }).orElse(null);
    }

    private static int zero(Integer value) {
        return value == null ? 0 : value;
    }

    private static Step branch(JsonMembers node) {
        String then = nonBlank(node, "then");
        String otherwise = nonBlank(node, "else");
        if (!node.has("then")) {
            node.problem("then", "is required: the node when the condition holds");
        }
        if (!node.has("else")) {
            node.problem("else", "is required: the node when the condition does not hold");
        }
        if (!node.has("branch")) {
            node.problem("branch", "is required: what the branch tests");
            return null;
        }
        Condition condition = node.object("branch").map(WorkflowSteps::condition).orElse(null);
        return condition == null || then == null || otherwise == null ? null
                : new Step.Branch(condition, then, otherwise);
    }

    private static Condition condition(JsonMembers branch) {
        String on = branch.choice("on", name -> Optional.of(name).filter(Condition.NAMES::contains), Condition.NAMES);
        if (!branch.has("on")) {
            branch.problem("on", "is required: one of " + String.join(", ", Condition.NAMES));
        }
        Condition condition = null;
        if (Condition.LAST_CALL_OUTCOME.equals(on)) {
            condition = outcomes(branch);
        } else if (Condition.SUCCESS_CRITERIA.equals(on)) {
            condition = Condition.CriteriaMet.SUCCESS;
        } else if (Condition.FAILURE_CRITERIA.equals(on)) {
            condition = Condition.CriteriaMet.FAILURE;
        }
        if (on != null && !on.equals(Condition.LAST_CALL_OUTCOME) && branch.has("in")) {
            branch.problem("in", "only a branch on lastCallOutcome lists outcomes");
            branch.markRead("in");
        }
        branch.finish();
        return condition;
    }

    private static Condition outcomes(JsonMembers branch) {
        List<String> names = branch.strings("in");
        EnumSet<CallOutcome> in = EnumSet.noneOf(CallOutcome.class);
        boolean broken = false;
        for (int i = 0; i < names.size(); i++) {
            Optional<CallOutcome> outcome = CallOutcome.fromDisposition(names.get(i));
            if (outcome.isEmpty()) {
                branch.problem("in[" + i + "]", "must be one of " + String.join(", ", OUTCOMES) + ", not \""
                        + names.get(i) + "\"");
                broken = true;
            } else {
                in.add(outcome.get());
            }
        }
        if (in.isEmpty() && !broken) {
            branch.problem("in", "is required: at least one call outcome");
        }
        return in.isEmpty() || broken ? null : new Condition.LastCallOutcomeIn(in);
    }
}
