package io.campaignoutreach.domain.workflow;

import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The rules a workflow's nodes meet together (decision P52): transitions name nodes of the
 * workflow; in a workflow that uses the language, {@code wait}, {@code sms} and {@code branch}
 * nodes carry their parameters; every loop places a call. Each broken rule is a violation whose
 * path starts with the node ({@code nodes[2]}) and names the member.
 */
final class WorkflowRules {

    private static final Map<String, List<String>> REQUIRED = Map.of(
            Step.WAIT, List.of("wait", "is required in a workflow with transitions: days, hours, minutes or untilWindow"),
            Step.SMS, List.of("smsType", "is required in a workflow with transitions: one of the SMS type keys"),
            Step.BRANCH, List.of("branch", "is required in a workflow with transitions: what the branch tests, "
                    + "with then and else"));

    private WorkflowRules() {
    }

    static void check(List<WorkflowNode> nodes) {
        List<Violation> violations = new ArrayList<>();
        Map<String, Integer> index = indexes(nodes);
        boolean plain = nodes.stream().noneMatch(n -> n.step().typed());
        for (int i = 0; i < nodes.size(); i++) {
            WorkflowNode node = nodes.get(i);
            String at = "nodes[" + i + "]";
            node.step().transitions().forEach((member, target) -> {
                if (!index.containsKey(target)) {
                    List<String> path = new ArrayList<>(List.of(at));
                    path.addAll(member);
                    violations.add(Violation.of(path, ViolationCode.NOT_FOUND,
                            "no node with nodeId \"" + target + "\" in this workflow"));
                }
            });
            List<String> required = REQUIRED.get(node.nodeType());
            if (!plain && required != null && node.step() instanceof Step.Pass) {
                violations.add(Violation.of(List.of(at, required.get(0)), ViolationCode.CUSTOM,
                        required.get(1)));
            }
        }
        if (violations.isEmpty()) {
            loopsWithoutCall(nodes, index).forEach(loop -> violations.add(Violation.of(
                    List.of("nodes[" + index.get(loop.get(0)) + "]"), ViolationCode.CUSTOM,
                    "is on a loop without a call node (" + String.join(" -> ", loop) + " -> " + loop.get(0)
                            + "); a loop must place a call, which the campaign's cadence and maxAttempts bound")));
        }
        if (!violations.isEmpty()) {
            throw new ValidationException(violations);
        }
    }

    /** The ids of the nodes a run can reach from {@code entryNodeId}. */
    static Set<String> reachable(List<WorkflowNode> nodes, String entryNodeId) {
        Map<String, Integer> index = indexes(nodes);
        Set<String> reached = new LinkedHashSet<>();
        Deque<String> todo = new ArrayDeque<>(List.of(entryNodeId));
        while (!todo.isEmpty()) {
            String id = todo.pop();
            if (reached.add(id)) {
                todo.addAll(successors(nodes, index.get(id)));
            }
        }
        return reached;
    }

    /** The nodes a run may go to from node {@code i}: those it names, and the following one if it falls through. */
    private static List<String> successors(List<WorkflowNode> nodes, int i) {
        Step step = nodes.get(i).step();
        List<String> next = new ArrayList<>(new LinkedHashSet<>(step.transitions().values()));
        if (step.fallsThrough() && i + 1 < nodes.size()) {
            next.add(nodes.get(i + 1).nodeId());
        }
        return next;
    }

    /** One loop per cycle of nodes that are not calls, found by depth-first search in list order. */
    private static List<List<String>> loopsWithoutCall(List<WorkflowNode> nodes, Map<String, Integer> index) {
        List<List<String>> loops = new ArrayList<>();
        Map<String, Boolean> onPath = new HashMap<>();
        for (WorkflowNode start : nodes) {
            search(nodes, index, start.nodeId(), new ArrayList<>(), onPath, loops);
        }
        return loops;
    }

    private static void search(List<WorkflowNode> nodes, Map<String, Integer> index, String id, List<String> path,
                               Map<String, Boolean> state, List<List<String>> loops) {
        if (nodes.get(index.get(id)).step() instanceof Step.Call) {
            return;
        }
        Boolean seen = state.get(id);
        if (Boolean.TRUE.equals(seen)) {
            loops.add(List.copyOf(path.subList(path.indexOf(id), path.size())));
            return;
        }
        if (seen != null) {
            return;
        }
        state.put(id, true);
        path.add(id);
        for (String next : successors(nodes, index.get(id))) {
            search(nodes, index, next, path, state, loops);
        }
        path.remove(path.size() - 1);
        state.put(id, false);
    }

    private static Map<String, Integer> indexes(List<WorkflowNode> nodes) {
        Map<String, Integer> index = new HashMap<>();
        IntStream.range(0, nodes.size()).forEach(i -> index.put(nodes.get(i).nodeId(), i));
        return index;
    }
}
