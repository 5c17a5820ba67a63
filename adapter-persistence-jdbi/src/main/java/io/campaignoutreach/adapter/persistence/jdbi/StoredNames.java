package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobStatus;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.messaging.MessageDirection;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.messaging.MessageStatus;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.outreach.CallStage;
import io.campaignoutreach.domain.schedule.ZoneEvidence;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.SourceType;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.workflow.Ending;

/**
 * The stored names of the domain's enumerations that the store writes as text. Each switch has no
 * default, so a constant added to or renamed in the domain fails to compile here until it is
 * given its stored name; the names of constants already stored never change.
 */
final class StoredNames {

    private StoredNames() {
    }

    /** In {@code api_keys.capabilities}. */
    static final StoredName<Capability> CAPABILITY = new StoredName<>(Capability.class, "capability",
            c -> switch (c) {
                case ALL -> "*";
                case CAMPAIGNS_VIEW -> "campaigns.view";
                case CAMPAIGNS_MANAGE -> "campaigns.manage";
                case CUSTOMERS_VIEW -> "customers:view";
                case CAMPAIGN_ENROLLMENT_MANAGE -> "campaign_enrollment.manage";
                case SOURCES_VIEW -> "sources.view";
                case SOURCES_MANAGE -> "sources.manage";
                case INQUIRIES_VIEW -> "inquiries.view";
                case INQUIRIES_MANAGE -> "inquiries.manage";
                case CUSTOMERS_SYNC -> "customers.sync";
                case CUSTOM_FIELDS_MANAGE -> "custom_fields.manage";
                case ROUTING_VIEW -> "routing.view";
                case SUPPRESSIONS_VIEW -> "suppressions.view";
                case SUPPRESSIONS_MANAGE -> "suppressions.manage";
                case CONSENT_VIEW -> "consent.view";
                case CONSENT_MANAGE -> "consent.manage";
                case PROVIDERS_MANAGE -> "providers.manage";
            });

    /** In {@code calls.direction}; the call counts' SQL names both. */
    static final StoredName<CallDirection> CALL_DIRECTION = new StoredName<>(CallDirection.class, "call direction",
            c -> switch (c) {
                case INBOUND -> "inbound";
                case OUTBOUND -> "outbound";
            });

    /** In {@code calls.purpose}; V5 gives the rows before it {@code new}. */
    static final StoredName<CallPurpose> CALL_PURPOSE = new StoredName<>(CallPurpose.class, "call purpose",
            c -> switch (c) {
                case NEW -> "new";
                case FOLLOW_UP -> "follow_up";
                case APPOINTMENT -> "appointment";
            });

    /** In {@code campaigns.profile}, as its member {@code kind}. */
    static final StoredName<CampaignKind> CAMPAIGN_KIND = new StoredName<>(CampaignKind.class, "campaign kind",
            c -> switch (c) {
                case VOICE_AI -> "VOICE_AI";
                case AGENT_FIRST -> "AGENT_FIRST";
            });

    /** In {@code campaigns.status}. */
    static final StoredName<CampaignStatus> CAMPAIGN_STATUS = new StoredName<>(CampaignStatus.class, "campaign status",
            c -> switch (c) {
                case DRAFT -> "draft";
                case ACTIVE -> "active";
                case PAUSED -> "paused";
                case COMPLETED -> "completed";
                case ARCHIVED -> "archived";
                case INACTIVE -> "inactive";
                case CANCELLED -> "cancelled";
                case TESTING -> "testing";
            });

    /** In {@code campaigns.sms}, as the keys of {@code enabled} and {@code content}. */
    static final StoredName<SmsType> SMS_TYPE = new StoredName<>(SmsType.class, "SMS type",
            c -> switch (c) {
                case REDIAL -> "REDIAL";
                case NEW_INQUIRY -> "NEW_INQUIRY";
                case POST_WELCOME -> "POST_WELCOME";
                case FIRST_CONTACT -> "FIRST_CONTACT";
                case MISSED_INQUIRY -> "MISSED_INQUIRY";
                case APPOINTMENT_BOOKED -> "APPOINTMENT_BOOKED";
                case MISSED_APPOINTMENT -> "MISSED_APPOINTMENT";
                case MISSED_FIRST_CONTACT -> "MISSED_FIRST_CONTACT";
                case APPOINTMENT_REMINDER -> "APPOINTMENT_REMINDER";
                case INFORMATIONAL_FOLLOWUP -> "INFORMATIONAL_FOLLOWUP";
            });

    /** In {@code outreach_attempts.state}. */
    static final StoredName<AttemptState> ATTEMPT_STATE = new StoredName<>(AttemptState.class, "attempt state",
            c -> switch (c) {
                case PLACING -> "placing";
                case PLACED -> "placed";
                case INTERRUPTED -> "interrupted";
                case NOT_PLACED -> "not_placed";
            });

    /** In {@code outreach_attempts.stage}. */
    static final StoredName<CallStage> CALL_STAGE = new StoredName<>(CallStage.class, "call stage",
            c -> switch (c) {
                case SUBMITTED -> "submitted";
                case QUEUED -> "queued";
                case RINGING -> "ringing";
                case IN_PROGRESS -> "in_progress";
                case ENDED -> "ended";
            });

    /** In {@code outreach_attempts.evidence}. */
    static final StoredName<ZoneEvidence> ZONE_EVIDENCE = new StoredName<>(ZoneEvidence.class, "zone evidence",
            c -> switch (c) {
                case TIME_ZONE -> "time_zone";
                case STATE -> "state";
                case POSTAL_CODE -> "postal_code";
                case AREA_CODE -> "area_code";
            });

    /** In {@code custom_fields.record_type}. */
    static final StoredName<RecordType> RECORD_TYPE = new StoredName<>(RecordType.class, "custom field record type",
            c -> switch (c) {
                case CUSTOMERS -> "customers";
                case POLICIES -> "policies";
            });

    /** In {@code custom_fields.field_type}. */
    static final StoredName<FieldType> FIELD_TYPE = new StoredName<>(FieldType.class, "custom field type",
            c -> switch (c) {
                case TEXT -> "text";
                case NUMBER -> "number";
                case BOOLEAN -> "boolean";
                case DATE -> "date";
                case SELECT -> "select";
                case MULTI_SELECT -> "multi_select";
            });

    /** In {@code enrollments.status} and {@code enrollment_jobs.target_status}. */
    static final StoredName<EnrollmentStatus> ENROLLMENT_STATUS = new StoredName<>(EnrollmentStatus.class,
            "enrollment status", c -> switch (c) {
                case PENDING -> "pending";
                case IN_PROGRESS -> "in_progress";
                case COMPLETED -> "completed";
                case FAILED -> "failed";
                case CANCELLED -> "cancelled";
                case EXPIRED -> "expired";
                case EXCEEDED_MAX_CALLS -> "exceeded_max_calls";
                case SKIPPED -> "skipped";
            });

    /** In {@code enrollments.workflow_status}. */
    static final StoredName<WorkflowExecutionStatus> WORKFLOW_STATUS = new StoredName<>(
            WorkflowExecutionStatus.class, "workflow execution status", c -> switch (c) {
                case WAITING -> "waiting";
                case RUNNING -> "running";
                case COMPLETED -> "completed";
                case FAILED -> "failed";
            });

    /** In {@code enrollment_jobs.action}. */
    static final StoredName<EnrollmentAction> JOB_ACTION = new StoredName<>(EnrollmentAction.class,
            "enrollment job action", c -> switch (c) {
                case ENROLL -> "enroll";
                case RESTART -> "restart";
                case SET_STATUS -> "set_status";
            });

    /** In {@code enrollment_jobs.status}; the queue's SQL and its claim index (V2) name them too. */
    static final StoredName<JobStatus> JOB_STATUS = new StoredName<>(JobStatus.class, "enrollment job status",
            c -> switch (c) {
                case QUEUED -> "queued";
                case PROCESSING -> "processing";
                case COMPLETED -> "completed";
                case PARTIAL -> "partial";
                case FAILED -> "failed";
            });

    /** In {@code enrollment_job_items.code}. */
    static final StoredName<ItemCode> ITEM_CODE = new StoredName<>(ItemCode.class, "job entry code",
            c -> switch (c) {
                case ENROLLED -> "enrolled";
                case RESTARTED -> "restarted";
                case STATUS_CHANGED -> "status_changed";
                case ALREADY_ACTIVE -> "already_active";
                case TERMINAL_EXISTS -> "terminal_exists";
                case NOT_ENROLLED -> "not_enrolled";
                case CUSTOMER_NOT_FOUND -> "customer_not_found";
                case INVALID_CUSTOMER_REFERENCE -> "invalid_customer_reference";
                case BLOCKED_ACTIVE_RETENTION -> "blocked_active_retention";
                case MISSING_REQUIRED_FIELDS -> "missing_required_fields";
                case CAMPAIGN_UNAVAILABLE -> "campaign_unavailable";
                case NO_PULSE_WORKFLOW -> "no_pulse_workflow";
                case NOT_PROCESSED -> "not_processed";
                case EXECUTION_UNCERTAIN -> "execution_uncertain";
                case CALL_IN_PROGRESS -> "call_in_progress";
            });

    /** In {@code enrollment_job_items.validation_errors}, as each violation's {@code code}. */
    static final StoredName<ViolationCode> VIOLATION_CODE = new StoredName<>(ViolationCode.class, "violation code",
            c -> switch (c) {
                case INVALID_TYPE -> "invalid_type";
                case TOO_SMALL -> "too_small";
                case TOO_BIG -> "too_big";
                case INVALID_ENUM_VALUE -> "invalid_enum_value";
                case INVALID_STRING -> "invalid_string";
                case UNRECOGNIZED_KEYS -> "unrecognized_keys";
                case NOT_FOUND -> "not_found";
                case CUSTOM -> "custom";
            });

    /** In {@code inquiries.status}; a check constraint of V6 names {@code resolved}. */
    static final StoredName<InquiryStatus> INQUIRY_STATUS = new StoredName<>(InquiryStatus.class, "inquiry status",
            c -> switch (c) {
                case NEW -> "new";
                case PENDING_RESOLUTION -> "pending_resolution";
                case UNRESOLVED -> "unresolved";
                case RESOLVED -> "resolved";
                case APPOINTMENT_SCHEDULED -> "appointment_scheduled";
            });

    /** In {@code sources.deal_type}. */
    static final StoredName<DealType> DEAL_TYPE = new StoredName<>(DealType.class, "deal type",
            c -> switch (c) {
                case CPA -> "CPA";
                case CPL -> "CPL";
            });

    /** In {@code sources.source_type}. */
    static final StoredName<SourceType> SOURCE_TYPE = new StoredName<>(SourceType.class, "source type",
            c -> switch (c) {
                case OUTBOUND -> "outbound";
                case INBOUND -> "inbound";
            });

    /** In {@code sources.pricing_model}. */
    static final StoredName<PricingModel> PRICING_MODEL = new StoredName<>(PricingModel.class, "pricing model",
            c -> switch (c) {
                case FLAT_RATE -> "flat_rate";
                case PERCENTAGE -> "percentage";
                case DYNAMIC -> "dynamic";
                case STATIC -> "static";
                case DURATION -> "duration";
            });

    /** In {@code transfer_configs.document}, as its member {@code type}. */
    static final StoredName<TransferType> TRANSFER_TYPE = new StoredName<>(TransferType.class, "transfer type",
            c -> switch (c) {
                case DIRECT -> "DIRECT";
                case DYNAMIC -> "DYNAMIC";
                case SIP -> "SIP";
                case SOFTPHONE -> "SOFTPHONE";
            });

    /**
     * In {@code workflows.nodes}, as the keys of a call node's {@code outcomes} and in a branch's
     * {@code outcomes}, and in {@code outreach_attempts.outcome}.
     */
    static final StoredName<CallOutcome> CALL_OUTCOME = new StoredName<>(CallOutcome.class, "call outcome",
            c -> switch (c) {
                case ANSWERED -> "answered";
                case TRANSFERRED -> "transferred";
                case VOICEMAIL -> "voicemail";
                case NO_ANSWER -> "no_answer";
                case BUSY -> "busy";
                case FAILED -> "failed";
                case DNC_REQUESTED -> "dnc_requested";
            });

    /** In {@code workflows.nodes}, as an end node's {@code end}. */
    static final StoredName<Ending> WORKFLOW_ENDING = new StoredName<>(Ending.class, "workflow ending",
            c -> switch (c) {
                case COMPLETED -> "completed";
                case FAILED -> "failed";
            });

    /** In {@code suppressions.source}. */
    static final StoredName<SuppressionSource> SUPPRESSION_SOURCE = new StoredName<>(SuppressionSource.class,
            "suppression source", c -> switch (c) {
                case DNC_REQUESTED -> "dnc_requested";
                case OPERATOR -> "operator";
                case API -> "api";
            });

    /** In {@code consent_entries.channel}. */
    static final StoredName<ConsentChannel> CONSENT_CHANNEL = new StoredName<>(ConsentChannel.class,
            "consent channel", c -> switch (c) {
                case VOICE_ARTIFICIAL -> "voice_artificial";
                case VOICE_LIVE -> "voice_live";
                case SMS -> "sms";
            });

    /** In {@code consent_entries.purpose}. */
    static final StoredName<ConsentPurpose> CONSENT_PURPOSE = new StoredName<>(ConsentPurpose.class,
            "consent purpose", c -> switch (c) {
                case MARKETING -> "marketing";
                case INFORMATIONAL -> "informational";
            });

    /** In {@code consent_entries.kind}; the table's check names {@code revoked}. */
    static final StoredName<ConsentKind> CONSENT_KIND = new StoredName<>(ConsentKind.class, "consent kind",
            c -> switch (c) {
                case GIVEN -> "given";
                case REVOKED -> "revoked";
            });

    /** In {@code consent_entries.source}. */
    static final StoredName<ConsentSource> CONSENT_SOURCE = new StoredName<>(ConsentSource.class,
            "consent source", c -> switch (c) {
                case SYNC -> "sync";
                case IMPORT -> "import";
                case API -> "api";
                case INBOUND_KEYWORD -> "inbound_keyword";
                case CALL_OUTCOME -> "call_outcome";
                case OPERATOR -> "operator";
            });

    /** In {@code messages.direction}. */
    static final StoredName<MessageDirection> MESSAGE_DIRECTION = new StoredName<>(MessageDirection.class,
            "text direction", d -> switch (d) {
                case OUTBOUND -> "outbound";
                case INBOUND -> "inbound";
            });

    /** In {@code messages.kind}; queries name {@code campaign}. */
    static final StoredName<MessageKind> MESSAGE_KIND = new StoredName<>(MessageKind.class, "text kind",
            k -> switch (k) {
                case CAMPAIGN -> "campaign";
                case OPT_OUT_CONFIRMATION -> "opt_out_confirmation";
                case OPT_IN_CONFIRMATION -> "opt_in_confirmation";
                case HELP_REPLY -> "help_reply";
                case CUSTOMER -> "customer";
            });

    /** In {@code messages.status}; the table's check and index name {@code pending}. */
    static final StoredName<MessageStatus> MESSAGE_STATUS = new StoredName<>(MessageStatus.class, "text status",
            s -> switch (s) {
                case PENDING -> "pending";
                case SKIPPED -> "skipped";
                case QUEUED -> "queued";
                case SENT -> "sent";
                case DELIVERED -> "delivered";
                case UNDELIVERED -> "undelivered";
                case FAILED -> "failed";
                case RECEIVED -> "received";
            });

    /** In {@code provider_accounts.provider}. */
    static final StoredName<ProviderKind> PROVIDER_KIND = new StoredName<>(ProviderKind.class, "provider",
            k -> switch (k) {
                case SIMULATED -> "simulated";
                case TWILIO -> "twilio";
                case VAPI -> "vapi";
            });

    /** In {@code provider_accounts.channel}. */
    static final StoredName<ProviderChannel> PROVIDER_CHANNEL = new StoredName<>(ProviderChannel.class,
            "provider channel", c -> switch (c) {
                case CALLS -> "calls";
                case TEXTS -> "texts";
            });
}
