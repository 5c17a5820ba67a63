package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.adapter.workspace.document.WorkflowElement;
import io.campaignoutreach.adapter.workspace.document.WorkflowElement.Node;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.workflow.Ending;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Step.Condition;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A workflow node's step (decision P52): its transitions ({@code next}, {@code then},
 * {@code else}) and its type's parameters ({@code wait}, {@code smsType}, {@code branch},
 * {@code end}), checked with every problem at its path. A member another type of node takes is
 * an unknown member here.
 */
final class WorkflowSteps {

    private static final String DEFAULT = "default";
    private static final List<String> NEXT_KEYS = Stream.concat(
            Arrays.stream(CallOutcome.values()).map(CallOutcome::disposition), Stream.of(DEFAULT)).toList();

    private WorkflowSteps() {
    }

    /**
     * The node's step, or null after a problem. A {@code wait}, {@code sms} or {@code branch}
     * without its parameters, and a node of a type the language does not know, pass through; the
     * domain refuses the first three in a workflow with transitions.
     */
    static Step read(Node node, Checks at) {
        unknownMembers(node, at);
        return switch (node.nodeType()) {
            case Step.CALL -> call(node, at);
            case Step.WAIT -> node.pause() != null ? wait(node, at) : pass(node, at);
            case Step.SMS -> node.smsType() == null ? pass(node, at)
                    : new Step.Sms(node.smsType(), Optional.ofNullable(nodeId(at, "next", node.next())));
            case Step.BRANCH -> node.branch() != null || node.then() != null || node.otherwise() != null
                    ? branch(node, at) : pass(node, at);
            case Step.END -> new Step.End(node.end() == null ? Ending.COMPLETED : node.end());
            default -> pass(node, at);
        };
    }

    /** The members of the node that its type does not take. */
    private static void unknownMembers(Node node, Checks at) {
        Map<String, Object> given = new LinkedHashMap<>();
        given.put("next", node.next());
        given.put("wait", node.pause());
        given.put("smsType", node.smsType());
        given.put("branch", node.branch());
        given.put("then", node.then());
        given.put("else", node.otherwise());
        given.put("end", node.end());
        List<String> taken = Step.members(node.nodeType());
        given.forEach((member, value) -> {
            if (value != null && !taken.contains(member)) {
                at.problem(member, Step.END.equals(node.nodeType()) && member.equals("next")
                        ? "an end node has no next" : "unknown member");
            }
        });
    }

    private static Step pass(Node node, Checks at) {
        return new Step.Pass(Optional.ofNullable(nodeId(at, "next", node.next())));
    }

    /** A member naming a node; null after a problem. */
    private static String nodeId(Checks at, String member, Object value) {
        if (value != null && !(value instanceof String)) {
            at.problem(member, "must be a string, not " + describe(value));
            return null;
        }
        String id = at.text(member, (String) value, ConfigurationElements.MAX_TEXT);
        if (id != null && id.isBlank()) {
            at.problem(member, "must name a node, not be blank");
            return null;
        }
        return id;
    }

    private static String describe(Object value) {
        return value == null ? "null" : value instanceof Map<?, ?> ? "an object" : value instanceof List<?> ? "an array"
                : value instanceof Boolean ? "a boolean" : value instanceof Number ? "a number" : "a string";
    }

    private static Step call(Node node, Checks at) {
        if (node.next() != null && !(node.next() instanceof Map<?, ?>)) {
            at.problem("next", "must be an object, not " + describe(node.next()));
            return null;
        }
        Checks next = at.in("next");
        Map<CallOutcome, String> onOutcome = new EnumMap<>(CallOutcome.class);
        Optional<String> otherwise = Optional.empty();
        boolean broken = false;
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) Optional.ofNullable(node.next()).orElse(Map.of())).entrySet()) {
            String key = (String) entry.getKey();
            Optional<CallOutcome> outcome = CallOutcome.fromDisposition(key);
            String target = entry.getValue() == null ? null : nodeId(next, key, entry.getValue());
            if (entry.getValue() == null) {
                next.problem(key, "must be a string, not null");
            }
            if (!key.equals(DEFAULT) && outcome.isEmpty()) {
                next.problem(key, "must be one of " + String.join(", ", NEXT_KEYS));
                broken = true;
            } else if (target == null) {
                broken = true;
            } else if (outcome.isPresent()) {
                onOutcome.put(outcome.get(), target);
            } else {
                otherwise = Optional.of(target);
            }
        }
        return broken ? null : new Step.Call(onOutcome, otherwise);
    }

    private static Step wait(Node node, Checks element) {
        String next = nodeId(element, "next", node.next());
        WorkflowElement.Wait wait = node.pause();
        Checks at = element.in("wait");
        Integer days = at.range("days", wait.days(), 0, Step.Wait.MAX_DAYS);
        Integer hours = at.range("hours", wait.hours(), 0, Step.Wait.MAX_HOURS);
        Integer minutes = at.range("minutes", wait.minutes(), 0, Step.Wait.MAX_MINUTES);
        if (days == null && wait.days() != null || hours == null && wait.hours() != null
                || minutes == null && wait.minutes() != null) {
            return null;
        }
        boolean untilWindow = ConfigurationElements.yes(wait.untilWindow());
        if (zero(days) + zero(hours) + zero(minutes) == 0 && !untilWindow) {
            element.problem("wait", "needs days, hours or minutes above 0, or untilWindow true");
            return null;
        }
        return new Step.Wait(zero(days), zero(hours), zero(minutes), untilWindow, Optional.ofNullable(next));
    }

    private static int zero(Integer value) {
        return value == null ? 0 : value;
    }

    private static Step branch(Node node, Checks at) {
        String then = nodeId(at, "then", node.then());
        String otherwise = nodeId(at, "else", node.otherwise());
        at.required("then", node.then(), "the node when the condition holds");
        at.required("else", node.otherwise(), "the node when the condition does not hold");
        if (!at.required("branch", node.branch(), "what the branch tests")) {
            return null;
        }
        Condition condition = condition(node.branch(), at.in("branch"));
        return condition == null || then == null || otherwise == null ? null
                : new Step.Branch(condition, then, otherwise);
    }

    private static Condition condition(WorkflowElement.Branch branch, Checks at) {
        String on = branch.on();
        if (!at.required("on", on, "one of " + String.join(", ", Condition.NAMES))) {
            return null;
        }
        if (!Condition.NAMES.contains(on)) {
            at.problem("on", "must be one of " + String.join(", ", Condition.NAMES) + ", not \"" + on + "\"");
            return null;
        }
        if (!on.equals(Condition.LAST_CALL_OUTCOME)) {
            if (branch.in() != null) {
                at.problem("in", "only a branch on lastCallOutcome lists outcomes");
                return null;
            }
            return on.equals(Condition.SUCCESS_CRITERIA) ? Condition.CriteriaMet.SUCCESS
                    : Condition.CriteriaMet.FAILURE;
        }
        if (branch.in() == null || branch.in().isEmpty()) {
            at.problem("in", "is required: at least one call outcome");
            return null;
        }
        return new Condition.LastCallOutcomeIn(EnumSet.copyOf(branch.in()));
    }
}
