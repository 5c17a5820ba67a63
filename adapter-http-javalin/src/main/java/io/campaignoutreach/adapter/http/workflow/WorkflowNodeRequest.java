package io.campaignoutreach.adapter.http.workflow;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.adapter.http.json.OpenValue;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.json.WireNamed;
import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.workflow.Ending;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Step.Condition;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * A workflow node in the shape workspace documents give it (decision P52): {@code nodeId}, {@code nodeType} and
 * the members of its type. A {@code call} node's {@code next} is an object of call outcome to node, any other
 * node's a node id, so {@code next} is read here rather than by its Java type; a member the node's type does not
 * take is a rule between members, which a schema of one node shape cannot state.
 */
record WorkflowNodeRequest(
        @NotNull @NotBlank @CodePointLength(max = MAX_TEXT) String nodeId,
        @NotNull @NotBlank @CodePointLength(max = MAX_TEXT) String nodeType,
        @Nullable JsonNode next,
        @JsonProperty("wait") @Valid WaitRequest pause,
        SmsType smsType,
        @Valid BranchRequest branch,
        @CodePointLength(min = 1, max = MAX_TEXT) String then,
        @JsonProperty("else") @CodePointLength(min = 1, max = MAX_TEXT) String otherwise,
        Ending end) {

    static final int MAX_TEXT = 255;
    private static final String DEFAULT = "default";
    private static final List<String> NEXT_KEYS = Stream.concat(
            Arrays.stream(CallOutcome.values()).map(CallOutcome::disposition), Stream.of(DEFAULT)).toList();

    /** How long a wait node waits; a part not sent is 0. */
    record WaitRequest(@Min(0) @Max(Step.Wait.MAX_DAYS) Integer days, @Min(0) @Max(Step.Wait.MAX_HOURS) Integer hours,
                       @Min(0) @Max(Step.Wait.MAX_MINUTES) Integer minutes, Boolean untilWindow) {
    }

    /** What a branch node tests. */
    record BranchRequest(@NotNull On on, @Size(min = 1) List<@NotNull CallOutcome> in) {
    }

    /** The facts a branch may test. */
    enum On implements WireNamed {
        LAST_CALL_OUTCOME(Condition.LAST_CALL_OUTCOME), SUCCESS_CRITERIA(Condition.SUCCESS_CRITERIA),
        FAILURE_CRITERIA(Condition.FAILURE_CRITERIA);

        private final String wireName;

        On(String wireName) {
            this.wireName = wireName;
        }

        @Override
        public String wireName() {
            return wireName;
        }
    }

    /**
     * The nodes as the domain's, or empty when a node broke a rule, each said in {@code violations} at its path
     * ({@code nodes.1.next.busy}). {@code nodes} is null when its binding found something wrong in them, which
     * was reported then: their own members' rules hold before those between members are judged.
     */
    static Optional<List<WorkflowNode>> toNodes(List<WorkflowNodeRequest> nodes, Violations violations) {
        if (nodes == null) {
            return Optional.empty();
        }
        List<WorkflowNode> read = new ArrayList<>();
        boolean whole = true;
        for (int i = 0; i < nodes.size(); i++) {
            Optional<WorkflowNode> node = nodes.get(i).toNode(List.of("nodes", String.valueOf(i)), violations);
            node.ifPresent(read::add);
            whole &= node.isPresent();
        }
        return whole ? Optional.of(read) : Optional.empty();
    }

    private Optional<WorkflowNode> toNode(List<String> at, Violations violations) {
        Violations found = new Violations();
        Optional<String> thenNode = named(Values.append(at, "then"), then, found);
        Optional<String> elseNode = named(Values.append(at, "else"), otherwise, found);
        notTheTypes(at, found);
        Step step = switch (nodeType) {
            case Step.CALL -> call(at, found);
            case Step.WAIT -> pause == null ? pass(at, found) : waitStep(at, found);
            case Step.SMS -> smsType == null ? pass(at, found) : new Step.Sms(smsType, single(at, found));
            case Step.BRANCH -> branch == null && then == null && otherwise == null ? pass(at, found)
                    : branchStep(at, thenNode, elseNode, found);
            case Step.END -> new Step.End(end == null ? Ending.COMPLETED : end);
            default -> pass(at, found);
        };
        violations.addAll(found.list());
        return found.isEmpty() ? Optional.of(new WorkflowNode(nodeId, nodeType, step)) : Optional.empty();
    }

    /** The members sent that the node's type does not take. */
    private void notTheTypes(List<String> at, Violations found) {
        Map<String, Object> given = new LinkedHashMap<>();
        given.put("next", OpenValue.of(next) instanceof OpenValue.Nothing ? null : next);
        given.put("wait", pause);
        given.put("smsType", smsType);
        given.put("branch", branch);
        given.put("then", then);
        given.put("else", otherwise);
        given.put("end", end);
        List<String> taken = Step.members(nodeType);
        given.forEach((member, value) -> {
            if (value != null && !taken.contains(member)) {
                found.add(custom(Values.append(at, member), Step.END.equals(nodeType) && member.equals("next")
                        ? "an end node has no next: the run ends there"
                        : "is not a member of a " + nodeType + " node, which takes " + String.join(", ", taken)));
            }
        });
    }

    private Step pass(List<String> at, Violations found) {
        return new Step.Pass(single(at, found));
    }

    /** The one next node of a node that is not a call. */
    private Optional<String> single(List<String> at, Violations found) {
        OpenValue named = OpenValue.of(next);
        if (named instanceof OpenValue.Members) {
            found.add(custom(Values.append(at, "next"), "is an object only in a call node; a " + nodeType
                    + " node's next is a nodeId"));
            return Optional.empty();
        }
        return named instanceof OpenValue.Nothing ? Optional.empty()
                : transition(Values.append(at, "next"), named, found);
    }

    private Step call(List<String> at, Violations found) {
        Map<CallOutcome, String> onOutcome = new EnumMap<>(CallOutcome.class);
        Optional<String> otherwiseNode = Optional.empty();
        OpenValue named = OpenValue.of(next);
        if (named instanceof OpenValue.Nothing) {
            return new Step.Call(onOutcome, otherwiseNode);
        }
        List<String> nextAt = Values.append(at, "next");
        if (!(named instanceof OpenValue.Members members)) {
            found.add(custom(nextAt, "is an object in a call node: a call outcome or default to a nodeId"));
            return null;
        }
        List<String> unknown = new ArrayList<>();
        for (Map.Entry<String, OpenValue> member : members.members().entrySet()) {
            Optional<CallOutcome> outcome = CallOutcome.fromDisposition(member.getKey());
            if (outcome.isEmpty() && !member.getKey().equals(DEFAULT)) {
                unknown.add("'" + Values.abbreviate(member.getKey()) + "'");
                continue;
            }
            Optional<String> target = transition(Values.append(nextAt, member.getKey()), member.getValue(), found);
            if (target.isPresent() && outcome.isPresent()) {
                onOutcome.put(outcome.get(), target.get());
            } else if (target.isPresent()) {
                otherwiseNode = target;
            }
        }
        if (!unknown.isEmpty()) {
            found.add(custom(nextAt, "names " + String.join(", ", unknown) + ", which is not a call outcome ("
                    + String.join(", ", NEXT_KEYS) + ")"));
        }
        return new Step.Call(onOutcome, otherwiseNode);
    }

    private Step waitStep(List<String> at, Violations found) {
        Optional<String> after = single(at, found);
        int days = zero(pause.days());
        int hours = zero(pause.hours());
        int minutes = zero(pause.minutes());
        boolean untilWindow = Boolean.TRUE.equals(pause.untilWindow());
        if (days + hours + minutes == 0 && !untilWindow) {
            found.add(custom(Values.append(at, "wait"), "needs days, hours or minutes above 0, or untilWindow true"));
            return null;
        }
        return new Step.Wait(days, hours, minutes, untilWindow, after);
    }

    private static int zero(Integer part) {
        return part == null ? 0 : part;
    }

    private Step branchStep(List<String> at, Optional<String> thenNode, Optional<String> elseNode,
                            Violations found) {
        required(at, "then", then, "the node when the condition holds", found);
        required(at, "else", otherwise, "the node when the condition does not hold", found);
        if (branch == null) {
            found.add(custom(Values.append(at, "branch"), "is required with then and else: what the branch tests"));
            return null;
        }
        Condition condition = condition(Values.append(at, "branch"), found);
        return condition == null || thenNode.isEmpty() || elseNode.isEmpty() ? null
                : new Step.Branch(condition, thenNode.get(), elseNode.get());
    }

    private Condition condition(List<String> at, Violations found) {
        List<String> inAt = Values.append(at, "in");
        if (branch.on() != On.LAST_CALL_OUTCOME) {
            if (branch.in() != null) {
                found.add(custom(inAt, "only a branch on lastCallOutcome lists outcomes"));
                return null;
            }
            return branch.on() == On.SUCCESS_CRITERIA ? Condition.CriteriaMet.SUCCESS
                    : Condition.CriteriaMet.FAILURE;
        }
        if (branch.in() == null) {
            found.add(custom(inAt, "is required in a branch on lastCallOutcome: at least one call outcome"));
            return null;
        }
        return new Condition.LastCallOutcomeIn(EnumSet.copyOf(branch.in()));
    }

    private static void required(List<String> at, String member, String value, String what, Violations found) {
        if (value == null) {
            found.add(custom(Values.append(at, member), "is required in a branch node: " + what));
        }
    }

    /** {@code then} or {@code else}: a nodeId that is not blank; its length is the member's own constraint. */
    private static Optional<String> named(List<String> at, String value, Violations found) {
        if (value != null && value.isBlank()) {
            found.add(new Violation(at, "must name a node, not be blank", "a nodeId", "blank text",
                    ViolationCode.TOO_SMALL));
            return Optional.empty();
        }
        return Optional.ofNullable(value);
    }

    /**
     * A node named by {@code next}, whose form depends on the node's type: what it must be is a rule between
     * members, so each problem is said as one.
     */
    private static Optional<String> transition(List<String> at, OpenValue value, Violations found) {
        if (value instanceof OpenValue.Text text && !text.text().isBlank()
                && text.text().codePointCount(0, text.text().length()) <= MAX_TEXT) {
            return Optional.of(text.text());
        }
        found.add(custom(at, "must be the nodeId of a node of this workflow: text of 1 to " + MAX_TEXT
                + " characters, not blank"));
        return Optional.empty();
    }

    private static Violation custom(List<String> at, String message) {
        return Violation.of(at, ViolationCode.CUSTOM, message);
    }
}
