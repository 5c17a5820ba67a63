package io.campaignoutreach.domain.outreach;

import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.Criteria.Condition;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Judges a campaign's success or failure criteria against an enrollment's {@link OutcomeFacts}.
 * A condition names one of {@link #FIELDS} and one of {@link #OPERATORS}; the criteria's own
 * operator joins its conditions with {@code and} or {@code or}. Criteria without conditions are
 * never met. A condition the service cannot read (an unknown field or operator, a value of the
 * wrong type) is not met, and {@link #problems} says why, so a misconfigured campaign ends no
 * enrollment by accident.
 */
public final class CriteriaCheck {

    /** The fields a condition may test, and how each is read from the facts. */
    public static final Map<String, Function<OutcomeFacts, Object>> FIELDS = Map.of(
            "lastCallDisposition", OutcomeFacts::lastCallDisposition,
            "transferred", OutcomeFacts::transferred,
            "talkTimeSeconds", OutcomeFacts::talkTimeSeconds,
            "attempts", OutcomeFacts::attempts,
            "appointmentBooked", OutcomeFacts::appointmentBooked);

    public static final List<String> OPERATORS = List.of("equals", "not_equals", "in", "greater_than", "less_than");

    private CriteriaCheck() {
    }

    public static boolean met(Criteria criteria, OutcomeFacts facts) {
        if (criteria.conditions().isEmpty()) {
            return false;
        }
        boolean any = criteria.operator().equalsIgnoreCase("or");
        for (Condition condition : criteria.conditions()) {
            boolean met = met(condition, facts);
            if (any && met) {
                return true;
            }
            if (!any && !met) {
                return false;
            }
        }
        return !any;
    }

    /** Sentences naming what in the criteria cannot be judged; empty when all of it can. */
    public static List<String> problems(Criteria criteria) {
        List<String> problems = new ArrayList<>();
        if (!criteria.operator().equalsIgnoreCase("and") && !criteria.operator().equalsIgnoreCase("or")) {
            problems.add("criteria operator '" + criteria.operator() + "' is neither and nor or; read as and");
        }
        for (Condition condition : criteria.conditions()) {
            if (!FIELDS.containsKey(condition.field())) {
                problems.add("condition field '" + condition.field() + "' is not one of " + FIELDS.keySet().stream()
                        .sorted().toList());
            }
            if (!OPERATORS.contains(condition.operator())) {
                problems.add("condition operator '" + condition.operator() + "' is not one of " + OPERATORS);
            } else if (condition.operator().equals("in") && !(condition.value() instanceof Collection<?>)) {
                problems.add("condition '" + condition.field() + " in' needs a list of values");
            } else if (condition.operator().endsWith("_than") && !(condition.value() instanceof Number)) {
                problems.add("condition '" + condition.field() + " " + condition.operator() + "' needs a number");
            }
        }
        return problems;
    }

    private static boolean met(Condition condition, OutcomeFacts facts) {
        Function<OutcomeFacts, Object> field = FIELDS.get(condition.field());
        if (field == null) {
            return false;
        }
        Object actual = field.apply(facts);
        Object expected = condition.value();
        return switch (condition.operator()) {
            case "equals" -> same(actual, expected);
            case "not_equals" -> actual != null && !same(actual, expected);
            case "in" -> expected instanceof Collection<?> values && values.stream().anyMatch(v -> same(actual, v));
            case "greater_than" -> bothNumbers(actual, expected) && compare(actual, expected) > 0;
            case "less_than" -> bothNumbers(actual, expected) && compare(actual, expected) < 0;
            default -> false;
        };
    }

    /** Numbers by value (3 equals 3.0), everything else as it is. */
    private static boolean same(Object actual, Object expected) {
        if (actual instanceof Number a && expected instanceof Number e) {
            return decimal(a).compareTo(decimal(e)) == 0;
        }
        return Objects.equals(actual, expected);
    }

    private static boolean bothNumbers(Object actual, Object expected) {
        return actual instanceof Number && expected instanceof Number;
    }

    private static int compare(Object actual, Object expected) {
        return decimal((Number) actual).compareTo(decimal((Number) expected));
    }

    private static BigDecimal decimal(Number number) {
        return number instanceof BigDecimal decimal ? decimal : new BigDecimal(number.toString());
    }
}
