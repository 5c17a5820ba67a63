package io.campaignoutreach.domain.campaign;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.InvalidTransitionException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A configurable outreach program of an organization: its status, how it dials and redials, which
 * SMS it sends, what counts as success, and the workflow and configurations it uses. Status moves
 * follow D13; every change goes through {@link #update}.
 */
public final class Campaign {

    public static final String RECEPTIONIST_SUITE = "receptionist";
    public static final String RETENTION_SUITE = "retention";
    public static final String JOURNEY_MODE = "journey";

    private final CampaignId id;
    private final OrganizationId organizationId;
    private final long version;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final CampaignStatus status;
    private final Instant startDate;
    private final Instant endDate;
    private final CampaignProfile profile;
    private final DialingSettings dialing;
    private final FlowSettings flow;
    private final SmsSettings sms;
    private final OutcomeRules outcomes;
    private final CampaignLinks links;
    private final String lastModifiedByName;
    private final boolean lastModifiedByIsStaff;
    private final List<String> compatibilityWarnings;

    private Campaign(CampaignId id, OrganizationId organizationId, long version, Instant createdAt, Instant updatedAt,
                     CampaignStatus status, Instant startDate, Instant endDate, CampaignProfile profile,
                     DialingSettings dialing, FlowSettings flow, SmsSettings sms, OutcomeRules outcomes,
                     CampaignLinks links, String lastModifiedByName, boolean lastModifiedByIsStaff,
                     List<String> compatibilityWarnings) {
        this.id = Objects.requireNonNull(id, "id");
        this.organizationId = Objects.requireNonNull(organizationId, "organizationId");
        this.version = version;
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        this.status = Objects.requireNonNull(status, "status");
        this.startDate = startDate;
        this.endDate = endDate;
        this.profile = Objects.requireNonNull(profile, "profile");
        this.dialing = Objects.requireNonNull(dialing, "dialing");
        this.flow = Objects.requireNonNull(flow, "flow");
        this.sms = Objects.requireNonNull(sms, "sms");
        this.outcomes = Objects.requireNonNull(outcomes, "outcomes");
        this.links = Objects.requireNonNull(links, "links");
        this.lastModifiedByName = lastModifiedByName;
        this.lastModifiedByIsStaff = lastModifiedByIsStaff;
        this.compatibilityWarnings = List.copyOf(compatibilityWarnings);
    }

    /** A new campaign, as set up by an operator import or the demo; checks the creation rules. */
    public static Campaign create(CampaignId id, OrganizationId organizationId, CampaignStatus status,
                                  Instant startDate, Instant endDate, CampaignProfile profile, DialingSettings dialing,
                                  FlowSettings flow, SmsSettings sms, OutcomeRules outcomes, CampaignLinks links,
                                  Instant now) {
        Violations violations = new Violations();
        checkName(profile.name(), violations);
        checkDates(startDate, endDate, violations);
        violations.throwIfAny();
        return new Campaign(id, organizationId, 0, now, now, status, startDate, endDate, profile, dialing, flow, sms,
                outcomes, links, null, false, List.of());
    }

    /** Rebuilds a stored campaign; for stores only, no rules are checked. */
    public static Campaign reconstitute(CampaignId id, OrganizationId organizationId, long version, Instant createdAt,
                                        Instant updatedAt, CampaignStatus status, Instant startDate, Instant endDate,
                                        CampaignProfile profile, DialingSettings dialing, FlowSettings flow,
                                        SmsSettings sms, OutcomeRules outcomes, CampaignLinks links,
                                        String lastModifiedByName, boolean lastModifiedByIsStaff,
                                        List<String> compatibilityWarnings) {
        return new Campaign(id, organizationId, version, createdAt, updatedAt, status, startDate, endDate, profile,
                dialing, flow, sms, outcomes, links, lastModifiedByName, lastModifiedByIsStaff,
                compatibilityWarnings);
    }

    /**
     * Applies a partial change. Broken value rules are reported together, before the status move
     * is judged: a move outside D13 is an {@link InvalidTransitionException} (P1 puts value rules
     * before state rules). When nothing changes, the same campaign comes back (its
     * {@code updatedAt} and version untouched).
     */
    public Campaign update(CampaignChanges changes, String modifiedByName, Instant now) {
        CampaignStatus newStatus = changes.status().orElse(status);
        Violations violations = new Violations();
        CampaignProfile newProfile = profile;
        if (changes.name().isPresent()) {
            checkName(changes.name().value(), violations);
            newProfile = newProfile.withName(changes.name().value());
        }
        newProfile = newProfile.withDescription(changes.description().orElse(profile.description()))
                .withTags(changes.tags().orElse(profile.tags()));
        if (changes.kind().isPresent()) {
            newProfile = newProfile.withKind(changes.kind().value());
        }
        Instant newEndDate = changes.endDate().orElse(endDate);
        if (changes.endDate().isPresent()) {
            checkDates(startDate, newEndDate, violations);
        }
        List<TransferConfigId> newTransferIds = newTransferConfigIds(changes, violations);
        violations.throwIfAny();
        if (newStatus == null || !status.canMoveTo(newStatus)) {
            throw new InvalidTransitionException("campaign", status.wireName(),
                    newStatus == null ? "null" : newStatus.wireName());
        }

        DialingSettings newDialing = dialing
                .withRedial(changes.redial().orElse(dialing.redial()),
                        changes.redialPatterns().orElse(dialing.redialPatterns()))
                .withConcurrency(changes.maxConcurrentCalls().orElse(dialing.maxConcurrentCalls()),
                        newDialerConfig(changes));
        FlowSettings newFlow = new FlowSettings(changes.enableFlow().orElse(flow.enableFlow()),
                changes.flowWorkflowId().orElse(flow.flowWorkflowId()), flow.behaviorsEngineEnabled());
        SmsSettings newSms = sms.merge(changes.smsTypes(), changes.smsContent(),
                changes.smsCompanyName().orElse(sms.companyName()));
        OutcomeRules newOutcomes = changes.features() == null ? outcomes
                : outcomes.withFeatures(changes.features().applyTo(outcomes.features()));
        CampaignLinks newLinks = new CampaignLinks(newTransferIds,
                changes.appointmentConfigId().orElse(links.appointmentConfigId()),
                changes.callFormId().orElse(links.callFormId()));

        Campaign candidate = new Campaign(id, organizationId, version, createdAt, updatedAt, newStatus, startDate,
                newEndDate, newProfile, newDialing, newFlow, newSms, newOutcomes, newLinks, lastModifiedByName,
                lastModifiedByIsStaff, compatibilityWarnings);
        if (candidate.sameConfigurationAs(this)) {
            return this;
        }
        return new Campaign(id, organizationId, version + 1, createdAt, now, newStatus, startDate, newEndDate,
                newProfile, newDialing, newFlow, newSms, newOutcomes, newLinks, modifiedByName, false,
                compatibilityWarnings);
    }

    private List<TransferConfigId> newTransferConfigIds(CampaignChanges changes, Violations violations) {
        List<TransferConfigId> ids = changes.transferConfigIds().isPresent()
                ? nullToEmpty(changes.transferConfigIds().value())
                : links.transferConfigIds();
        if (changes.transferConfigIds().isPresent() && new java.util.HashSet<>(ids).size() != ids.size()) {
            violations.add(Violation.of(List.of("transferConfigIds"), ViolationCode.CUSTOM,
                    "transferConfigIds must not repeat an id"));
            return links.transferConfigIds();
        }
        if (!changes.transferConfigId().isPresent()) {
            return ids;
        }
        TransferConfigId defaultId = changes.transferConfigId().value();
        if (changes.transferConfigIds().isPresent()) {
            TransferConfigId first = ids.isEmpty() ? null : ids.get(0);
            if (!Objects.equals(first, defaultId)) {
                violations.add(Violation.of(List.of("transferConfigId"), ViolationCode.CUSTOM,
                        "transferConfigId must equal the first item of transferConfigIds when both are sent"));
            }
            return ids;
        }
        if (defaultId == null) {
            return List.of();
        }
        List<TransferConfigId> reordered = new ArrayList<>();
        reordered.add(defaultId);
        ids.stream().filter(existing -> !existing.equals(defaultId)).forEach(reordered::add);
        return reordered;
    }

    private DialerConfig newDialerConfig(CampaignChanges changes) {
        if (!changes.dialerConfig().isPresent()) {
            return dialing.dialerConfig();
        }
        DialerConfigChange change = changes.dialerConfig().value();
        return change == null ? null : change.applyTo(dialing.dialerConfig());
    }

    private static <T> List<T> nullToEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    private static void checkName(String name, Violations violations) {
        if (name == null || name.isBlank()) {
            violations.add(new Violation(List.of("name"), "name must not be blank", "non-blank string",
                    name == null ? "null" : "blank string", ViolationCode.TOO_SMALL));
        } else if (name.codePointCount(0, name.length()) > CampaignProfile.MAX_NAME_LENGTH) {
            violations.add(new Violation(List.of("name"),
                    "name must be at most " + CampaignProfile.MAX_NAME_LENGTH + " characters",
                    "at most " + CampaignProfile.MAX_NAME_LENGTH + " characters",
                    name.codePointCount(0, name.length()) + " characters",
                    ViolationCode.TOO_BIG));
        }
    }

    private static void checkDates(Instant start, Instant end, Violations violations) {
        if (start != null && end != null && end.isBefore(start)) {
            violations.add(Violation.of(List.of("endDate"), ViolationCode.CUSTOM,
                    "endDate must not be before the campaign's startDate"));
        }
    }

    private boolean sameConfigurationAs(Campaign other) {
        return status == other.status
                && Objects.equals(endDate, other.endDate)
                && profile.equals(other.profile)
                && dialing.equals(other.dialing)
                && flow.equals(other.flow)
                && sms.equals(other.sms)
                && outcomes.equals(other.outcomes)
                && links.equals(other.links);
    }

    /**
     * The campaign with the outreach engine's record of its last run: bookkeeping of the engine, not
     * a change anyone made, so version and {@code updatedAt} stay as they are.
     */
    public Campaign withRedialTracking(RedialTracking tracking) {
        DialingSettings tracked = new DialingSettings(dialing.dialAfterhours(), dialing.outboundEnabled(),
                dialing.outboundBatchSize(), dialing.maxConcurrentCalls(), dialing.maxAttempts(), dialing.redial(),
                dialing.redialPatterns(), tracking, dialing.dialerConfig());
        return new Campaign(id, organizationId, version, createdAt, updatedAt, status, startDate, endDate, profile,
                tracked, flow, sms, outcomes, links, lastModifiedByName, lastModifiedByIsStaff,
                compatibilityWarnings);
    }

    /** Receptionist campaigns manage their enrollments automatically (spec rule 6). */
    public boolean isReceptionist() {
        return RECEPTIONIST_SUITE.equals(profile.suite());
    }

    /** A retention journey: suite {@code retention} and mode {@code journey} (D9). */
    public boolean isRetentionJourney() {
        return RETENTION_SUITE.equals(profile.suite()) && JOURNEY_MODE.equals(profile.mode());
    }

    public CampaignId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public long version() { return version; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public CampaignStatus status() { return status; }
    public Instant startDate() { return startDate; }
    public Instant endDate() { return endDate; }
    public CampaignProfile profile() { return profile; }
    public DialingSettings dialing() { return dialing; }
    public FlowSettings flow() { return flow; }
    public SmsSettings sms() { return sms; }
    public OutcomeRules outcomes() { return outcomes; }
    public CampaignLinks links() { return links; }
    public String lastModifiedByName() { return lastModifiedByName; }
    public boolean lastModifiedByIsStaff() { return lastModifiedByIsStaff; }
    public List<String> compatibilityWarnings() { return compatibilityWarnings; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Campaign other && id.equals(other.id) && version == other.version
                && createdAt.equals(other.createdAt) && updatedAt.equals(other.updatedAt)
                && organizationId.equals(other.organizationId) && Objects.equals(startDate, other.startDate)
                && Objects.equals(lastModifiedByName, other.lastModifiedByName)
                && lastModifiedByIsStaff == other.lastModifiedByIsStaff
                && compatibilityWarnings.equals(other.compatibilityWarnings) && sameConfigurationAs(other);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, version);
    }

    @Override
    public String toString() {
        return "Campaign[" + id + " " + status.wireName() + " v" + version + "]";
    }
}
