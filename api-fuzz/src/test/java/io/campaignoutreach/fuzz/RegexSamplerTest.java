package io.campaignoutreach.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class RegexSamplerTest {

    private final Random random = new Random(42);

    @Test
    void givenEveryPatternOfTheDocument_whenSampled_thenEverySampleMatchesIt() {
        List<String> patterns = patternsOfTheDocument();

        assertThat(patterns).isNotEmpty();
        for (String pattern : patterns) {
            for (int i = 0; i < 200; i++) {
                String sample = RegexSampler.sample(pattern, random);
                assertThat(Pattern.compile(pattern).matcher(sample).find()).as(pattern + " ~ " + sample).isTrue();
            }
        }
    }

    @Test
    void givenNegatedClass_whenSampled_thenNoCharacterOfTheClassAppears() {
        String textRule = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";

        for (int i = 0; i < 200; i++) {
            assertThat(RegexSampler.sample(textRule, random)).doesNotContainPattern("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]");
        }
    }

    private static List<String> patternsOfTheDocument() {
        ApiDocument document = ApiDocument.load(Path.of(System.getProperty("fuzz.document", "../docs/openapi.yaml")));
        return Pattern.compile("pattern: '([^']+)'").matcher(document.text()).results().map(m -> m.group(1))
                .distinct().toList();
    }
}
