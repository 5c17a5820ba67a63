package io.campaignoutreach.domain.workflow;

import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.SmsType;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a workflow node does, and which node comes after it (decision P52). A node whose next is
 * not named continues with the node listed after it, and after the last node the run ends
 * {@link Ending#COMPLETED completed}.
 */
public sealed interface Step {

    String CALL = "call";
    String WAIT = "wait";
    String BRANCH = "branch";
    String SMS = "sms";
    String END = "end";
    /** The node types the language knows; a node of any other type is a {@link Pass}. */
    List<String> TYPES = List.of(CALL, WAIT, BRANCH, SMS, END);

    /** The {@code nodeType} the step is written as; empty for {@link Pass}, which keeps any type. */
    Optional<String> type();

    /** The nodes this step names, each under the path of the member that names it ({@code next.answered}). */
    Map<List<String>, String> transitions();

    /** Whether some event continues with the node listed after this one (a next left unnamed). */
    boolean fallsThrough();

    /** Whether the step uses the language: a transition, or parameters a list of plain nodes does not have. */
    default boolean typed() {
        return !transitions().isEmpty();
    }

    private static Map<List<String>, String> next(Optional<String> next) {
        return next.map(n -> Map.of(List.of("next"), n)).orElse(Map.of());
    }

    private static Optional<String> nodeId(Optional<String> next) {
        Objects.requireNonNull(next, "next");
        next.ifPresent(n -> {
            if (n.isBlank()) {
                throw new IllegalArgumentException("a transition names a node id, not blank text");
            }
        });
        return next;
    }

    /** A step with one way on: the node it names, or the node listed after it. */
    sealed interface SingleExit extends Step {

        Optional<String> next();

        @Override
        default Map<List<String>, String> transitions() {
            return Step.next(next());
        }

        @Override
        default boolean fallsThrough() {
            return next().isEmpty();
        }
    }

    /**
     * Places one call. The next node is the one named for the call's outcome, else {@code otherwise}
     * (written {@code default}), else the node listed after this one.
     */
    record Call(Map<CallOutcome, String> onOutcome, Optional<String> otherwise) implements Step {

        public Call {
            onOutcome.values().forEach(n -> nodeId(Optional.of(n)));
            onOutcome = onOutcome.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(onOutcome));
            otherwise = nodeId(otherwise);
        }

        /** A call without transitions, as in a list of plain nodes. */
        public static Call listed() {
            return new Call(Map.of(), Optional.empty());
        }

        @Override
        public Optional<String> type() {
            return Optional.of(CALL);
        }

        @Override
        public Map<List<String>, String> transitions() {
            Map<List<String>, String> named = new LinkedHashMap<>();
            onOutcome.forEach((outcome, node) -> named.put(List.of("next", outcome.disposition()), node));
            otherwise.ifPresent(node -> named.put(List.of("next", "default"), node));
            return named;
        }

        @Override
        public boolean fallsThrough() {
            return otherwise.isEmpty() && onOutcome.size() < CallOutcome.values().length;
        }

        Optional<String> after(CallOutcome outcome) {
            return Optional.ofNullable(onOutcome.get(outcome)).or(() -> otherwise);
        }
    }

    /**
     * Waits {@code days} (calendar days in the customer's time zone), then {@code hours} and
     * {@code minutes} of elapsed time, and then, when {@code untilWindow}, until the customer's
     * calling window is next open. At least one of them is set.
     */
    record Wait(int days, int hours, int minutes, boolean untilWindow, Optional<String> next) implements SingleExit {

        public static final int MAX_DAYS = 365;
        public static final int MAX_HOURS = 24 * MAX_DAYS;
        public static final int MAX_MINUTES = 60 * MAX_HOURS;

        public Wait {
            if (days < 0 || days > MAX_DAYS || hours < 0 || hours > MAX_HOURS || minutes < 0 || minutes > MAX_MINUTES) {
                throw new IllegalArgumentException("a wait's days are 0 to " + MAX_DAYS + ", its hours 0 to "
                        + MAX_HOURS + " and its minutes 0 to " + MAX_MINUTES);
            }
            if (days + hours + minutes == 0 && !untilWindow) {
                throw new IllegalArgumentException("a wait needs a positive duration or untilWindow");
            }
            next = nodeId(next);
        }

        /** The end of the wait's duration, from {@code start} in the customer's zone {@code zone}. */
        public Instant durationEnd(Instant start, ZoneId zone) {
            return start.atZone(zone).plusDays(days).toInstant().plusSeconds(3600L * hours + 60L * minutes);
        }

        @Override
        public Optional<String> type() {
            return Optional.of(WAIT);
        }

        @Override
        public boolean typed() {
            return true;
        }
    }

    /** Goes to {@code then} when the condition holds, else to {@code otherwise} (written {@code else}). */
    record Branch(Condition condition, String then, String otherwise) implements Step {

        public Branch {
            Objects.requireNonNull(condition, "condition");
            nodeId(Optional.of(then));
            nodeId(Optional.of(otherwise));
        }

        @Override
        public Optional<String> type() {
            return Optional.of(BRANCH);
        }

        @Override
        public Map<List<String>, String> transitions() {
            Map<List<String>, String> named = new LinkedHashMap<>();
            named.put(List.of("then"), then);
            named.put(List.of("else"), otherwise);
            return named;
        }

        @Override
        public boolean fallsThrough() {
            return false;
        }
    }

    /** What a branch tests. */
    sealed interface Condition {

        String LAST_CALL_OUTCOME = "lastCallOutcome";
        String SUCCESS_CRITERIA = "successCriteria";
        String FAILURE_CRITERIA = "failureCriteria";
        List<String> NAMES = List.of(LAST_CALL_OUTCOME, SUCCESS_CRITERIA, FAILURE_CRITERIA);

        /** The condition's {@code on} name. */
        String on();

        boolean holds(StepEvent.Judged facts);

        /** The last call ended with one of {@code outcomes}; never before the first call. */
        record LastCallOutcomeIn(Set<CallOutcome> outcomes) implements Condition {
            public LastCallOutcomeIn {
                if (outcomes.isEmpty()) {
                    throw new IllegalArgumentException("a branch on the last call's outcome names at least one outcome");
                }
                outcomes = Collections.unmodifiableSet(EnumSet.copyOf(outcomes));
            }

            @Override
            public String on() {
                return LAST_CALL_OUTCOME;
            }

            @Override
            public boolean holds(StepEvent.Judged facts) {
                return facts.lastCallOutcome().filter(outcomes::contains).isPresent();
            }
        }

        /** The campaign's success or failure criteria are met. */
        enum CriteriaMet implements Condition {
            SUCCESS(SUCCESS_CRITERIA), FAILURE(FAILURE_CRITERIA);

            private final String on;

            CriteriaMet(String on) {
                this.on = on;
            }

            @Override
            public String on() {
                return on;
            }

            @Override
            public boolean holds(StepEvent.Judged facts) {
                return this == SUCCESS ? facts.successCriteriaMet() : facts.failureCriteriaMet();
            }
        }
    }

    /** Sends an SMS of the campaign's type {@code smsType}, when the campaign's flag for it is on. */
    record Sms(SmsType smsType, Optional<String> next) implements SingleExit {

        public Sms {
            Objects.requireNonNull(smsType, "smsType");
            next = nodeId(next);
        }

        @Override
        public Optional<String> type() {
            return Optional.of(SMS);
        }

        @Override
        public boolean typed() {
            return true;
        }
    }

    /** Ends the run, completed or failed. */
    record End(Ending ending) implements Step {

        public End {
            Objects.requireNonNull(ending, "ending");
        }

        @Override
        public Optional<String> type() {
            return Optional.of(END);
        }

        @Override
        public Map<List<String>, String> transitions() {
            return Map.of();
        }

        @Override
        public boolean fallsThrough() {
            return false;
        }

        @Override
        public boolean typed() {
            return ending != Ending.COMPLETED;
        }
    }

    /**
     * Does nothing and continues: a node of a type the language does not know, or a {@code wait},
     * {@code sms} or {@code branch} of a list of plain nodes (written before the language, without
     * its parameters). Its {@code nodeType} is kept as it was given.
     */
    record Pass(Optional<String> next) implements SingleExit {

        public Pass {
            next = nodeId(next);
        }

        @Override
        public Optional<String> type() {
            return Optional.empty();
        }
    }

    /**
     * The members a node of {@code nodeType} may have besides {@code nodeId} and {@code nodeType}, as documents
     * and requests write them; any other member of the node shape is not its type's.
     */
    static List<String> members(String nodeType) {
        return switch (nodeType) {
            case WAIT -> List.of("wait", "next");
            case SMS -> List.of("smsType", "next");
            case BRANCH -> List.of("branch", "then", "else");
            case END -> List.of("end");
            default -> List.of("next");
        };
    }

    /** The step of a plain node of type {@code nodeType}, without parameters or transitions. */
    static Step listed(String nodeType) {
        return switch (nodeType) {
            case CALL -> Call.listed();
            case END -> new End(Ending.COMPLETED);
            default -> new Pass(Optional.empty());
        };
    }
}
