package io.campaignoutreach.application.workflow;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentCreates;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Creates, reads and publishes workflows (decision P73). */
public final class WorkflowService implements WorkflowUseCases {

    /** The operation an idempotency key of a workflow's create is stored with. */
    public static final String CREATE_OPERATION = "workflows.create";
    /**
     * How many times a publication is tried when the outreach engine changed one of the enrollments it moves
     * meanwhile: each try reads them again, and the engine's rounds are short.
     */
    private static final int PUBLISH_TRIES = 3;
    private static final Pattern NODE_SEGMENT = Pattern.compile("nodes\\[(\\d+)]");

    private final WorkflowRepository workflows;
    private final CampaignRepository campaigns;
    private final EnrollmentRepository enrollments;
    private final TransactionRunner transactions;
    private final IdempotentCreates idempotent;
    private final IdGenerator ids;
    private final Clock clock;

    public WorkflowService(WorkflowRepository workflows, CampaignRepository campaigns,
                           EnrollmentRepository enrollments, TransactionRunner transactions,
                           IdempotentCreates idempotent, IdGenerator ids, Clock clock) {
        this.workflows = workflows;
        this.campaigns = campaigns;
        this.enrollments = enrollments;
        this.transactions = transactions;
        this.idempotent = idempotent;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public Created<Workflow> create(AccessContext access, WorkflowDraft draft, IdempotentRequest idempotency) {
        // Checked before a repeat is answered, so a key that may not create workflows learns nothing from one.
        access.requireWrite(Capability.CAMPAIGNS_MANAGE);
        OrganizationId organizationId = access.organizationId();
        return idempotent.create(organizationId, idempotency, CREATE_OPERATION, () -> {
            Instant now = clock.instant();
            Workflow made = checked(draft, entry -> new Workflow(WorkflowId.of(ids.newId()), organizationId,
                    draft.name(), draft.nodes(), entry, draft.published(), now, now));
            workflows.save(made);
            return made;
        }, workflow -> workflow.id().toString(), id -> workflows.findById(organizationId,
                WorkflowId.of(UUID.fromString(id))).orElseThrow(() -> new NotFoundException("Workflow")));
    }

    @Override
    public Page<Workflow> list(AccessContext access, PageRequest page) {
        access.require(Capability.CAMPAIGNS_VIEW);
        return workflows.findPage(access.organizationId(), page);
    }

    @Override
    public Workflow get(AccessContext access, WorkflowId id) {
        access.require(Capability.CAMPAIGNS_VIEW);
        return workflows.findById(access.organizationId(), id).orElseThrow(() -> new NotFoundException("Workflow"));
    }

    @Override
    public Published publish(AccessContext access, WorkflowId id, WorkflowDraft version) {
        access.requireWrite(Capability.CAMPAIGNS_MANAGE);
        for (int tried = 1; ; tried++) {
            try {
                return transactions.inTransaction(() -> publishOnce(access.organizationId(), id, version));
            } catch (ConflictException enrollmentChangedMeanwhile) {
                if (tried == PUBLISH_TRIES) {
                    throw enrollmentChangedMeanwhile;
                }
            }
        }
    }

    private Published publishOnce(OrganizationId organizationId, WorkflowId id, WorkflowDraft version) {
        Workflow current = workflows.lockById(organizationId, id)
                .orElseThrow(() -> new NotFoundException("Workflow"));
        Instant now = clock.instant();
        Workflow next = checked(version, entry -> current.nextVersion(
                version.name() == null ? current.name() : version.name(), version.nodes(), entry, now));
        workflows.save(next);
        return new Published(next, moveOffRemovedNodes(next, now));
    }

    /**
     * Moves to the new version's entry node the pending enrollments of the campaigns running the workflow that wait
     * on a node it no longer has. An enrollment mid-call keeps its node until the call has ended, since the call's
     * outcome is the old node's to route; the engine then finds its node gone and starts it at the entry node.
     */
    private int moveOffRemovedNodes(Workflow workflow, Instant now) {
        OrganizationId organizationId = workflow.organizationId();
        List<Campaign> running = campaigns.findByIds(organizationId, campaigns.findReferences(organizationId)
                        .stream().map(CampaignReference::id).toList()).stream()
                .filter(c -> c.flow().enableFlow() && workflow.id().equals(c.flow().flowWorkflowId()))
                .toList();
        List<Enrollment> moved = new ArrayList<>();
        for (Campaign campaign : running) {
            enrollments.findByCampaign(organizationId, campaign.id()).stream()
                    .filter(e -> e.status() == EnrollmentStatus.PENDING && e.currentNodeId() != null
                            && workflow.node(e.currentNodeId()).isEmpty())
                    .map(e -> e.moveToEntry(workflow.entryNodeId(), now))
                    .forEach(moved::add);
        }
        if (!moved.isEmpty()) {
            enrollments.updateAll(moved);
        }
        return moved.size();
    }

    private static String entryOf(WorkflowDraft draft) {
        return draft.entryNodeId() != null ? draft.entryNodeId() : draft.nodes().get(0).nodeId();
    }

    /**
     * Builds the workflow from {@code build}, given the entry node, with every broken rule reported at once at the
     * request's own members: node ids repeated, the workflow language's rules (which name a node as
     * {@code nodes[1]}), and an entry node the nodes lack. With repeated ids the language cannot tell the nodes
     * apart, so only they are reported.
     */
    private static Workflow checked(WorkflowDraft draft, Function<String, Workflow> build) {
        List<Violation> broken = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        List<WorkflowNode> nodes = draft.nodes();
        for (int i = 0; i < nodes.size(); i++) {
            Integer first = seen.putIfAbsent(nodes.get(i).nodeId(), i);
            if (first != null) {
                broken.add(Violation.of(List.of("nodes", String.valueOf(i), "nodeId"), ViolationCode.CUSTOM,
                        "repeats the nodeId of node " + first + "; node ids are unique within a workflow"));
            }
        }
        boolean entryKnown = draft.entryNodeId() == null || seen.containsKey(draft.entryNodeId());
        if (broken.isEmpty()) {
            try {
                Workflow built = build.apply(entryKnown ? entryOf(draft) : nodes.get(0).nodeId());
                if (entryKnown) {
                    return built;
                }
            } catch (ValidationException language) {
                language.violations().stream().map(WorkflowService::atRequestPath).forEach(broken::add);
            }
        }
        if (!entryKnown) {
            broken.add(Violation.of(List.of("entryNodeId"), ViolationCode.NOT_FOUND,
                    "no node with nodeId \"" + draft.entryNodeId() + "\" in this workflow"));
        }
        throw new ValidationException(broken);
    }

    /** {@code nodes[1].next.busy} as the request's path segments: {@code nodes}, {@code 1}, {@code next}... */
    private static Violation atRequestPath(Violation violation) {
        List<String> path = new ArrayList<>();
        for (String segment : violation.path()) {
            Matcher node = NODE_SEGMENT.matcher(segment);
            if (node.matches()) {
                path.add("nodes");
                path.add(node.group(1));
            } else {
                path.add(segment);
            }
        }
        return new Violation(path, violation.message(), violation.expected(), violation.received(),
                violation.code());
    }
}
