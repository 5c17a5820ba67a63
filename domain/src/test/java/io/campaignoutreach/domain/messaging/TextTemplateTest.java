package io.campaignoutreach.domain.messaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TextTemplateTest {

    @Test
    void givenEveryVariableWithAValue_whenRendered_thenTheTextHasNoGap() {
        assertThat(TextTemplate.render("Hi {{ clientCustomer.firstName }}, call {{companyPhone}}.",
                Map.of("clientCustomer.firstName", " Ada ", "companyPhone", "(202) 555-0100")))
                .isEqualTo(new TextTemplate.Rendered.Text("Hi Ada, call (202) 555-0100."));
    }

    @Test
    void givenAVariableWithNoValueOrABlankOne_whenRendered_thenItIsNamedAndNothingIsSent() {
        assertThat(TextTemplate.render("About {{inquiryTopic}}", Map.of()))
                .isEqualTo(new TextTemplate.Rendered.Missing("inquiryTopic"));
        assertThat(TextTemplate.render("Hi {{clientCustomer.firstName}}", Map.of("clientCustomer.firstName", " ")))
                .isEqualTo(new TextTemplate.Rendered.Missing("clientCustomer.firstName"));
        assertThat(TextTemplate.render("   ", Map.of())).isInstanceOf(TextTemplate.Rendered.Missing.class);
    }

    @Test
    void givenAValueWithDollarsAndBackslashes_whenRendered_thenItIsWrittenAsGiven() {
        assertThat(TextTemplate.render("Hi {{clientCustomer.firstName}}", Map.of("clientCustomer.firstName",
                "$1 \\o/"))).isEqualTo(new TextTemplate.Rendered.Text("Hi $1 \\o/"));
    }

    @Test
    void givenAFirstText_whenSent_thenItNamesTheSenderAndSaysHowToStop() {
        assertThat(TextTemplate.asSent("Hi Ada.", "Acme Insurance", true))
                .isEqualTo("Acme Insurance: Hi Ada. Reply STOP to opt out.");
        assertThat(TextTemplate.asSent("Hi Ada.", "Acme Insurance", false)).isEqualTo("Hi Ada.");
    }
}
