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

        AppointmentConfig planReview = appointments(demo, planReviewId, agentsId, "Medicare plan review")
                .transferConfigId(softphoneId.value()).flowWorkflowId(annualReview.id().value())
                .description("30-minute phone review of a customer's coverage with a licensed agent")
                .concurrentLimit(3).appointmentLength(30).appointmentSpacing(15).maxOptions(4).minHours(24)
                .showCallerIdOnBookingPage(true)
                .workflows(List.of(
                        reminder(demo, "Day-before reminder", -1_440,
                                "Hi {{clientCustomer.firstName}}, a reminder of your Medicare plan review tomorrow at "
                                        + "{{appointmentTime}}. Reply C to confirm."),
                        reminder(demo, "One-hour reminder", -60,
                                "Your plan review with Harborview starts at {{appointmentTime}}. We will call you.")))
                .bookingHours(List.of(new BookingHours(9, 0, 17, 0, List.of(1, 2, 3, 4, 5)),
                        new BookingHours(9, 0, 12, 0, List.of(6))))
                .create(created);
        int year = LocalDate.ofInstant(demo.now(), ZoneOffset.UTC).getYear();
        AppointmentConfig annualEnrollment = appointments(demo, aepId, agentsId, "Annual Enrollment consultations")
                .description("Longer consultations during the Annual Enrollment Period (Oct 15 to Dec 7)")
                .concurrentLimit(6).appointmentLength(45).appointmentSpacing(15).maxOptions(6).minHours(12)
                .minDate(LocalDate.of(year, 10, 15)).maxDate(LocalDate.of(year, 12, 7))
                .workflows(List.of(reminder(demo, "Day-before reminder", -1_440,
                        "Hi {{clientCustomer.firstName}}, your Annual Enrollment consultation is on {{appointmentDate}} "
                                + "at {{appointmentTime}}.")))
                .bookingHours(List.of(new BookingHours(8, 30, 19, 0, List.of(1, 2, 3, 4, 5)),
                        new BookingHours(10, 0, 14, 0, List.of(6))))
                .create(created);

        TransferConfig mainLine = transfer(demo, mainLineId, "Main office line", "Warm hand-off to the front desk",
                TransferType.DIRECT, true).directPhoneNumber(MAIN_LINE).create(created);
        TransferConfig softphone = transfer(demo, softphoneId, "Licensed agent softphone",
                "Rings the licensed agents; books an appointment when nobody answers", TransferType.SOFTPHONE, true)
                .routingConfigId(agentsId).appointmentConfigId(planReviewId).appointmentBookingEnabled(true)
                .softphoneFallbackType("appointment_booking")
                .agentFirstFallbackConfig(new AgentFirstFallbackConfig(
                        new CallbackOffer(true, true, 240, 3, 30, 15,
                                "All of our licensed agents are helping other callers. Would you like a call back?",
                                "Thank you. A licensed agent will call you back shortly."),
                        "You have reached Harborview Senior Insurance. Please leave your name and number.",
                        "Our office is closed. We are open weekdays 9 to 5 and Saturday mornings."))
                .create(created.plusSeconds(60));
        TransferConfig lookup = transfer(demo, lookupId, "Carrier specialist lookup",
                "Asks the agency's scheduling service which specialist takes the call", TransferType.DYNAMIC, false)
                .dynamicOptions(new DynamicOptions("https://scheduling.harborview.example/v1/transfer-target",
                        "GET", 5, Map.of("Accept", "application/json"), Map.of(), "transferNumber", MAIN_LINE,
                        List.of(new SuccessCondition("status", "equals", "available"))))
                .create(created.plusSeconds(120));

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
        return RoutingConfig.builder(id, demo.organizationId(), name).description(description).routingType("linear")
                .fallbackBehavior("voicemail").fallbackNumber(AFTER_HOURS_LINE).maxRingPerAgent(25).maxWaitTime(120)
                .customerAgentPriority(1).previousSoftphoneAgentPriority(2).tryCustomerAgentFirst(true)
                .tryPreviousSoftphoneAgentFirst(true).stateRoutingFallback("fallback").agents(agents)
                .groups(List.of(group)).create(created);
    }

    /** Phone appointments with the agents of {@code routing}, in the customer's time zone. */
    private static AppointmentConfig.Builder appointments(DemoContext demo, AppointmentConfigId id,
                                                          RoutingConfigId routing, String name) {
        return AppointmentConfig.builder(id, demo.organizationId(), name).routingConfigId(routing)
                .preferredMode("timezone").appointmentMode("phone_call").assignmentMode("customer_agent");
    }

    private static ReminderWorkflow reminder(DemoContext demo, String name, int offsetMinutes, String template) {
        return new ReminderWorkflow(demo.id(), name, true, new Trigger("event_starts", offsetMinutes),
                new Condition("appointment_status", List.of("scheduled")),
                new Action("sms", "Harborview Senior", template));
    }

    /** A transfer as the agency sets them up: warm ones summarize, softphone ones wait for an operator. */
    private static TransferConfig.Builder transfer(DemoContext demo, TransferConfigId id, String name,
                                                   String description, TransferType type, boolean warm) {
        boolean softphone = type == TransferType.SOFTPHONE;
        return TransferConfig.builder(id, demo.organizationId(), name, type).description(description)
                .warmTransfer(warm)
                .warmSummaryPrompt(warm
                        ? "Summarize the caller's coverage question and current plan in two sentences." : null)
                .warmMode(warm ? "wait-for-operator" : null)
                .softphoneHandoffStrategy(softphone ? "wait-for-operator" : null)
                .softphoneFallbackPhoneNumber(softphone ? AFTER_HOURS_LINE : null)
                .transferWaitingMessages(softphone
                        ? List.of("Connecting you with a licensed agent now.", "Thanks for holding, almost there.")
                        : List.of())
                .screenBehavior(softphone ? "call-form" : null);
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
