package io.campaignoutreach.bootstrap.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The project's documents lead a reader somewhere real: every relative link names a file of the
 * repository (and a heading of it, where it names one), and every decision a document cites
 * (D1-D23 of the contract, P1... of the project) links to where it is written.
 */
class DocumentLinksTest {

    private static final Path ROOT = Path.of("..");
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
    private static final Pattern BARE_CITATION = Pattern.compile("(?<![\\w\\[#/-])[DP]\\d{1,2}(?![\\w\\]])");

    @Test
    void givenTheDocuments_whenTheirRelativeLinksAreFollowed_thenEachReachesAFileAndHeadingThatExist() {
        List<String> broken = new ArrayList<>();
        for (Path document : documents()) {
            for (String line : lines(document)) {
                Matcher link = LINK.matcher(line);
                while (link.find()) {
                    String target = link.group(1);
                    if (target.contains("://") || target.startsWith("mailto:")) {
                        continue;
                    }
                    String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                    Path resolved = file.isEmpty() ? document : document.getParent().resolve(file).normalize();
                    if (!Files.exists(resolved)) {
                        broken.add(document + ": " + target + " (no such file)");
                    } else if (target.contains("#") && resolved.toString().endsWith(".md")
                            && !anchors(resolved).contains(target.substring(target.indexOf('#') + 1))) {
                        broken.add(document + ": " + target + " (no such heading)");
                    }
                }
            }
        }
        assertThat(broken).isEmpty();
    }

    @Test
    void givenTheDocuments_whenTheyCiteADecision_thenTheCitationIsALink() {
        List<String> bare = new ArrayList<>();
        for (Path document : documents()) {
            if (document.startsWith(ROOT.resolve("docs/contract"))) {
                continue;
            }
            boolean inCode = false;
            for (String line : lines(document)) {
                if (line.startsWith("```")) {
                    inCode = !inCode;
                }
                if (inCode || line.startsWith("#")) {
                    continue;
                }
                String prose = CODE_SPAN.matcher(LINK.matcher(line).replaceAll("")).replaceAll("");
                Matcher citation = BARE_CITATION.matcher(prose);
                while (citation.find()) {
                    bare.add(document + ": " + citation.group() + " in \"" + line.strip() + "\"");
                }
            }
        }
        assertThat(bare).isEmpty();
    }

    private static List<Path> documents() {
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            List<Path> all = new ArrayList<>(docs.filter(p -> p.toString().endsWith(".md")).sorted().toList());
            all.add(0, ROOT.resolve("README.md"));
            return all;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path document) {
        try {
            return Files.readAllLines(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens. */
    private static List<String> anchors(Path document) {
        return lines(document).stream().filter(line -> line.startsWith("#"))
                .map(line -> line.replaceFirst("^#+\\s*", "").toLowerCase(Locale.ROOT)
                        .replaceAll("[^a-z0-9 _-]", "").replace(' ', '-'))
                .toList();
    }
}
