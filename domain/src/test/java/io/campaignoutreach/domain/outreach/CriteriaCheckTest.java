package io.campaignoutreach.domain.outreach;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.Criteria.Condition;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class CriteriaCheckTest {

    private static final OutcomeFacts TRANSFERRED = new OutcomeFacts("transferred", true, 420, 2, false);
    private static final OutcomeFacts VOICEMAIL = new OutcomeFacts("voicemail", false, 31, 3, false);
    private static final OutcomeFacts NOT_YET_CALLED = new OutcomeFacts(null, false, 0, 0, false);

    private static Criteria all(Condition... conditions) {
        return new Criteria("and", List.of(conditions));
    }

    private static Criteria any(Condition... conditions) {
        return new Criteria("or", List.of(conditions));
    }

    @Test
    void givenEachOperator_whenJudged_thenTheFactsDecide() {
        assertThat(CriteriaCheck.met(all(new Condition("lastCallDisposition", "equals", "transferred")), TRANSFERRED))
                .isTrue();
        assertThat(CriteriaCheck.met(all(new Condition("lastCallDisposition", "not_equals", "voicemail")),
                VOICEMAIL)).isFalse();
        assertThat(CriteriaCheck.met(all(new Condition("lastCallDisposition", "in", List.of("voicemail", "busy"))),
                VOICEMAIL)).isTrue();
        assertThat(CriteriaCheck.met(all(new Condition("talkTimeSeconds", "greater_than", 300)), TRANSFERRED))
                .isTrue();
        assertThat(CriteriaCheck.met(all(new Condition("talkTimeSeconds", "less_than", new BigDecimal("31.0"))),
                VOICEMAIL)).isFalse();
        assertThat(CriteriaCheck.met(all(new Condition("attempts", "equals", 3.0)), VOICEMAIL)).isTrue();
        assertThat(CriteriaCheck.met(all(new Condition("transferred", "equals", true)), TRANSFERRED)).isTrue();
    }

    @Test
    void givenAndOrOr_whenJudged_thenConditionsCombineSo() {
        Condition transferred = new Condition("transferred", "equals", true);
        Condition longCall = new Condition("talkTimeSeconds", "greater_than", 600);

        assertThat(CriteriaCheck.met(all(transferred, longCall), TRANSFERRED)).isFalse();
        assertThat(CriteriaCheck.met(any(transferred, longCall), TRANSFERRED)).isTrue();
        assertThat(CriteriaCheck.met(any(transferred, longCall), VOICEMAIL)).isFalse();
    }

    @Test
    void givenNoConditionsOrNothingToJudge_whenJudged_thenNotMet() {
        assertThat(CriteriaCheck.met(Criteria.none(), TRANSFERRED)).isFalse();
        assertThat(CriteriaCheck.met(all(new Condition("lastCallDisposition", "not_equals", "answered")),
                NOT_YET_CALLED)).isFalse();
    }

    @Test
    void givenWhatCannotBeJudged_whenJudged_thenNotMetAndEachProblemNamed() {
        Criteria broken = new Criteria("xor", List.of(new Condition("mood", "equals", "happy"),
                new Condition("attempts", "between", List.of(1, 3)),
                new Condition("attempts", "greater_than", "2"),
                new Condition("lastCallDisposition", "in", "voicemail")));

        assertThat(CriteriaCheck.met(broken, VOICEMAIL)).isFalse();
        assertThat(CriteriaCheck.met(any(new Condition("mood", "equals", "happy"),
                new Condition("attempts", "equals", 3)), VOICEMAIL)).as("a readable condition still counts").isTrue();
        assertThat(CriteriaCheck.problems(broken)).hasSize(5).anySatisfy(problem -> assertThat(problem)
                .contains("'xor'")).anySatisfy(problem -> assertThat(problem).contains("'mood'"))
                .anySatisfy(problem -> assertThat(problem).contains("'between'"))
                .anySatisfy(problem -> assertThat(problem).contains("needs a number"))
                .anySatisfy(problem -> assertThat(problem).contains("needs a list"));
        assertThat(CriteriaCheck.problems(all(new Condition("attempts", "less_than", 5)))).isEmpty();
    }
}
