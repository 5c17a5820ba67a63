package io.campaignoutreach.domain.messaging;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.schedule.CallingWindow;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class TextGateTest {

    /** The federal hours, 08:00 to 21:00, in New York. */
    private static final CallingWindow WINDOW = new CallingWindow(Set.of(ZoneId.of("America/New_York")), List.of());
    /** 10:00 in New York. */
    private static final Instant MORNING = Instant.parse("2026-11-03T15:00:00Z");
    /** 22:00 in New York. */
    private static final Instant NIGHT = Instant.parse("2026-11-04T03:00:00Z");
    private static final Duration DAY = Duration.ofDays(1);

    @Test
    void givenAnOpenWindowAndRoomInTheCap_whenChecked_thenTheTextGoes() {
        assertThat(TextGate.check(campaignText(MORNING), MORNING, facts(Optional.empty(), 2, MORNING)))
                .isInstanceOf(TextGate.Answer.Send.class);
    }

    @Test
    void givenARefusal_whenChecked_thenSkippedWithIt() {
        assertThat(TextGate.check(campaignText(MORNING), MORNING,
                facts(Optional.of("the number opted out of marketing texts"), 0, null)))
                .isEqualTo(new TextGate.Answer.Skip("the number opted out of marketing texts"));
    }

    @Test
    void givenTheWindowClosed_whenChecked_thenPostponedToItsOpeningOrSkippedOnceADayHasPassed() {
        assertThat(TextGate.check(campaignText(NIGHT.minus(Duration.ofHours(2))), NIGHT,
                facts(Optional.empty(), 0, null))).isEqualTo(new TextGate.Answer.Later(
                Instant.parse("2026-11-04T13:00:00Z"), "the texting window is closed"));
        assertThat(TextGate.check(campaignText(NIGHT.minus(Duration.ofHours(20))), NIGHT,
                facts(Optional.empty(), 0, null)))
                .isEqualTo(new TextGate.Answer.Skip("the texting window stayed closed for a day"));
    }

    @Test
    void givenTheDaysTextsSpent_whenChecked_thenPostponedUntilTheOldestCountsOutOrSkippedPastADay() {
        Instant oldest = MORNING.minus(Duration.ofHours(20));
        assertThat(TextGate.check(campaignText(MORNING), MORNING, facts(Optional.empty(), 3, oldest)))
                .isEqualTo(new TextGate.Answer.Later(oldest.plus(DAY),
                        "the number had 3 texts in the last 24 hours, the most allowed"));
        assertThat(TextGate.check(campaignText(MORNING.minus(Duration.ofHours(23))), MORNING,
                facts(Optional.empty(), 3, oldest.plus(Duration.ofHours(19)))))
                .isEqualTo(new TextGate.Answer.Skip("the number had its texts for the day"));
    }

    @Test
    void givenAnAnswerToAKeyword_whenTheWindowIsClosedAndTheNumberOptedOut_thenItGoesAnyway() {
        Message reply = Message.pending(MessageId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()),
                new PhoneNumber("+12025550123"), new PhoneNumber("+12025550100"), MessageKind.OPT_OUT_CONFIRMATION,
                null, null, null, null, "Acme: unsubscribed", NIGHT, NIGHT);

        assertThat(TextGate.check(reply, NIGHT, new TextGate.NumberFacts(
                Optional.of("the number opted out of marketing texts"), null, 9, MORNING, 3, DAY)))
                .isInstanceOf(TextGate.Answer.Send.class);
    }

    private static TextGate.NumberFacts facts(Optional<String> refusal, int textsInDay, Instant oldest) {
        return new TextGate.NumberFacts(refusal, WINDOW, textsInDay, oldest, 3, DAY);
    }

    private static Message campaignText(Instant decidedAt) {
        return Message.pending(MessageId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()),
                new PhoneNumber("+12025550123"), new PhoneNumber("+12025550100"), MessageKind.CAMPAIGN,
                SmsType.REDIAL, CustomerId.of(UUID.randomUUID()), CampaignId.of(UUID.randomUUID()), null, "Hi",
                decidedAt, decidedAt);
    }
}
