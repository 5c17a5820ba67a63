package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.domain.appointment.AppointmentConfig.Action;
import io.campaignoutreach.domain.appointment.AppointmentConfig.BookingHours;
import io.campaignoutreach.domain.appointment.AppointmentConfig.Condition;
import io.campaignoutreach.domain.appointment.AppointmentConfig.ReminderWorkflow;
import io.campaignoutreach.domain.appointment.AppointmentConfig.Trigger;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.routing.RoutingConfig.Agent;
import io.campaignoutreach.domain.routing.RoutingConfig.Group;
import io.campaignoutreach.domain.routing.RoutingConfig.Member;
import io.campaignoutreach.domain.routing.RoutingConfig.User;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfig.AgentFirstFallbackConfig;
import io.campaignoutreach.domain.transfer.TransferConfig.CallbackOffer;
import io.campaignoutreach.domain.transfer.TransferConfig.DynamicOptions;
import io.campaignoutreach.domain.transfer.TransferConfig.SuccessCondition;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** The demo agency's routing, appointment and transfer configurations and its workflows. */
record DemoConfigurations(
        RoutingConfig agents,
        RoutingConfig retentionDesk,
        AppointmentConfig planReview,
        AppointmentConfig annualEnrollment,
        TransferConfig mainLine,
        TransferConfig agentSoftphone,
        TransferConfig carrierLookup,
        Workflow annualReview,
        Workflow retentionJourney) {

    static final String MAIN_LINE = "+16175550100";
    static final String AFTER_HOURS_LINE = "+16175550177";

    List<RoutingConfig> routing() {
        return List.of(agents, retentionDesk);
    }

    List<AppointmentConfig> appointments() {
        return List.of(planReview, annualEnrollment);
    }

    List<TransferConfig> transfers() {
        return List.of(mainLine, agentSoftphone, carrierLookup);
    }

    List<Workflow> workflows() {
        return List.of(annualReview, retentionJourney);
    }

    /** The people who take transferred calls, who are also the ones inquiries are assigned to. */
    List<User> agentUsers() {
        return routing().stream().flatMap(r -> r.agents().stream()).map(a -> a.member().user()).toList();
    }

    static DemoConfigurations create(DemoContext demo) {
        RoutingConfigId agentsId = RoutingConfigId.of(demo.id());
        RoutingConfigId retentionId = RoutingConfigId.of(demo.id());
        AppointmentConfigId planReviewId = AppointmentConfigId.of(demo.id());
        AppointmentConfigId aepId = AppointmentConfigId.of(demo.id());
        TransferConfigId mainLineId = TransferConfigId.of(demo.id());
        TransferConfigId softphoneId = TransferConfigId.of(demo.id());
        TransferConfigId lookupId = TransferConfigId.of(demo.id());
        Workflow annualReview = annualReviewWorkflow(demo);
        Instant created = demo.daysAgo(120);

        RoutingConfig agents = routing(demo, agentsId, created, "Licensed agents",
                "Medicare-licensed agents, Medicare Advantage team first", List.of(
                        new String[] {"Maria Delgado", "maria.delgado"},
                        new String[] {"Tom Brennan", "tom.brennan"},
                        new String[] {"Aisha Rahman", "aisha.rahman"},
                        new String[] {"Greg Sullivan", "greg.sullivan"}),
                "Medicare Advantage team");
        RoutingConfig retention = routing(demo, retentionId, created.plusSeconds(3_600), "Retention desk",
                "Agents who keep existing members on the right plan", List.of(
                        new String[] {"Linda Park", "linda.park"},
                        new String[] {"Dev Patel", "dev.patel"}),
                "Member services");

        AppointmentConfig planReview = new AppointmentConfig(planReviewId, demo.organizationId(), agentsId,
                softphoneId.value(), annualReview.id().value(), null, null, created, created, "Medicare plan review",
                "30-minute phone review of a customer's coverage with a licensed agent", 3, 30, 15, 4, 24, null, null,
                "timezone", "phone_call", true, "customer_agent", List.of(
                        reminder(demo, "Day-before reminder", -1_440,
                                "Hi {{clientCustomer.firstName}}, a reminder of your Medicare plan review tomorrow at "
                                        + "{{appointmentTime}}. Reply C to confirm."),
                        reminder(demo, "One-hour reminder", -60,
                                "Your plan review with Harborview starts at {{appointmentTime}}. We will call you.")),
                List.of(new BookingHours(9, 0, 17, 0, List.of(1, 2, 3, 4, 5)),
                        new BookingHours(9, 0, 12, 0, List.of(6))));
        int year = LocalDate.ofInstant(demo.now(), ZoneOffset.UTC).getYear();
        AppointmentConfig annualEnrollment = new AppointmentConfig(aepId, demo.organizationId(), agentsId, null,
                null, null, null, created, created, "Annual Enrollment consultations",
                "Longer consultations during the Annual Enrollment Period (Oct 15 to Dec 7)", 6, 45, 15, 6, 12,
                LocalDate.of(year, 10, 15), LocalDate.of(year, 12, 7), "timezone", "phone_call", false,
                "customer_agent", List.of(reminder(demo, "Day-before reminder", -1_440,
                        "Hi {{clientCustomer.firstName}}, your Annual Enrollment consultation is on {{appointmentDate}} "
                                + "at {{appointmentTime}}.")),
                List.of(new BookingHours(8, 30, 19, 0, List.of(1, 2, 3, 4, 5)),
                        new BookingHours(10, 0, 14, 0, List.of(6))));

        TransferConfig mainLine = transfer(demo, mainLineId, created, "Main office line",
                "Warm hand-off to the front desk", TransferType.DIRECT, null, null, true, MAIN_LINE, null, null,
                null);
        TransferConfig softphone = transfer(demo, softphoneId, created.plusSeconds(60), "Licensed agent softphone",
                "Rings the licensed agents; books an appointment when nobody answers", TransferType.SOFTPHONE,
                agentsId, planReviewId, true, null, "appointment_booking", null, new AgentFirstFallbackConfig(
                        new CallbackOffer(true, true, 240, 3, 30, 15,
                                "All of our licensed agents are helping other callers. Would you like a call back?",
                                "Thank you. A licensed agent will call you back shortly."),
                        "You have reached Harborview Senior Insurance. Please leave your name and number.",
                        "Our office is closed. We are open weekdays 9 to 5 and Saturday mornings."));
        TransferConfig lookup = transfer(demo, lookupId, created.plusSeconds(120), "Carrier specialist lookup",
                "Asks the agency's scheduling service which specialist takes the call", TransferType.DYNAMIC, null,
                null, false, null, null, new DynamicOptions("https://scheduling.harborview.example/v1/transfer-target",
                        "GET", 5, Map.of("Accept", "application/json"), Map.of(), "transferNumber", MAIN_LINE,
                        List.of(new SuccessCondition("status", "equals", "available"))), null);

        return new DemoConfigurations(agents, retention, planReview, annualEnrollment, mainLine, softphone, lookup,
                annualReview, retentionWorkflow(demo));
    }

    private static RoutingConfig routing(DemoContext demo, RoutingConfigId id, Instant created, String name,
                                         String description, List<String[]> people, String groupName) {
        UUID groupId = demo.id();
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < people.size(); i++) {
            String[] person = people.get(i);
            UUID userId = demo.id();
            Member member = new Member(demo.id(), demo.organizationId().value(), userId, created,
                    i == 0 ? "admin" : "agent", null, null, null, null, null,
                    new User(userId, person[0], person[1] + "@harborview.example"));
            boolean inGroup = i < 2;
            agents.add(new Agent(demo.id(), id.value(), member.id(), inGroup ? groupId : null, created, created,
                    demo.betweenDaysAgo(0, 3), i + 1, 10 - i, true, i % 2 == 0 ? "medicare_advantage,spanish"
                    : "medicare_supplement", member));
        }
        Group group = new Group(groupId, id.value(), created, created, groupName, "First to ring", "linear", 1, true,
                agents.subList(0, Math.min(2, agents.size())));
        return new RoutingConfig(id, demo.organizationId(), created, created, name, description, "linear",
                "voicemail", AFTER_HOURS_LINE, 25, 120, 1, 2, true, true, false, "fallback", agents,
                List.of(group));
    }

    private static ReminderWorkflow reminder(DemoContext demo, String name, int offsetMinutes, String template) {
        return new ReminderWorkflow(demo.id(), name, true, new Trigger("event_starts", offsetMinutes),
                new Condition("appointment_status", List.of("scheduled")),
                new Action("sms", "Harborview Senior", template));
    }

    private static TransferConfig transfer(DemoContext demo, TransferConfigId id, Instant created, String name,
                                           String description, TransferType type, RoutingConfigId routing,
                                           AppointmentConfigId appointment, boolean warm, String directNumber,
                                           String fallbackType, DynamicOptions dynamic,
                                           AgentFirstFallbackConfig agentFirst) {
        boolean softphone = type == TransferType.SOFTPHONE;
        return new TransferConfig(id, demo.organizationId(), routing, appointment, null, created, created, name,
                description, type, warm, directNumber, null, null,
                warm ? "Summarize the caller's coverage question and current plan in two sentences." : null,
                warm ? "wait-for-operator" : null, fallbackType, softphone ? "wait-for-operator" : null,
                softphone ? AFTER_HOURS_LINE : null, appointment != null, dynamic, agentFirst,
                softphone ? List.of("Connecting you with a licensed agent now.", "Thanks for holding, almost there.")
                        : List.of(),
                softphone ? "call-form" : null, List.of());
    }

    private static Workflow annualReviewWorkflow(DemoContext demo) {
        Instant created = demo.daysAgo(90);
        return new Workflow(WorkflowId.of(demo.id()), demo.organizationId(), "Annual plan review", List.of(
                new WorkflowNode("welcome_sms", Step.SMS, new Step.Sms(SmsType.FIRST_CONTACT, Optional.empty())),
                new WorkflowNode("first_call", Step.CALL, connected("book_review", "wait_two_days")),
                new WorkflowNode("wait_two_days", Step.WAIT, new Step.Wait(2, 0, 0, true, Optional.empty())),
                new WorkflowNode("follow_up_call", Step.CALL, connected("book_review", "done")),
                new WorkflowNode("book_review", "appointment"),
                new WorkflowNode("done", "end")), "welcome_sms", true, created, created);
    }

    private static Workflow retentionWorkflow(DemoContext demo) {
        Instant created = demo.daysAgo(80);
        return new Workflow(WorkflowId.of(demo.id()), demo.organizationId(), "Member retention journey", List.of(
                new WorkflowNode("check_in_sms", Step.SMS, new Step.Sms(SmsType.POST_WELCOME, Optional.empty())),
                new WorkflowNode("satisfaction_call", Step.CALL, connected("done", "wait_one_week")),
                new WorkflowNode("wait_one_week", Step.WAIT, new Step.Wait(7, 0, 0, true, Optional.empty())),
                new WorkflowNode("plan_fit_call", "call"),
                new WorkflowNode("done", "end")), "check_in_sms", true, created, created);
    }

    /** A call that goes to {@code connected} when answered or transferred, else to {@code otherwise}. */
    private static Step.Call connected(String connected, String otherwise) {
        return new Step.Call(Map.of(CallOutcome.ANSWERED, connected, CallOutcome.TRANSFERRED, connected),
                Optional.of(otherwise));
    }
}
