package io.campaignoutreach.domain.consent;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What an inbound text asks for, read as US carriers, the CTIA and the FCC expect. The text is
 * normalized (compatibility forms folded, upper case, every run of characters that are neither
 * letters nor digits made one space, trimmed) and then matched whole against the keywords. A text
 * that is not a keyword but holds an opt-out word or a plain request to stop ("please stop calling
 * me") is a revocation too, since consent may be revoked by any reasonable means; as such texts can
 * be misread ("don't stop"), they are revoked at once and also listed for a person to confirm.
 */
public final class InboundKeywords {

    /** What a text asks for. */
    public enum Intent {
        /** A whole opt-out keyword: stop texting, revoke marketing consent, confirm once. */
        OPT_OUT,
        /** An opt-out word or phrase among other words: revoked as {@link #OPT_OUT}, and listed for review. */
        OPT_OUT_IN_TEXT,
        /** A whole opt-in keyword: texts may resume, with a confirmation. */
        OPT_IN,
        /** A request for help: answered with the brand, the company's number and how to stop. */
        HELP,
        /** Anything else: stored, and an inquiry where the campaign takes them. */
        NONE
    }

    private static final Set<String> OPT_OUT = Set.of("STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT",
            "REVOKE", "OPTOUT", "OPT OUT");
    private static final Set<String> OPT_IN = Set.of("START", "UNSTOP", "YES");
    private static final Set<String> HELP = Set.of("HELP", "INFO");
    /** Words that alone, among others, still ask to stop. */
    private static final Set<String> OPT_OUT_WORDS = Set.of("STOP", "STOPALL", "UNSUBSCRIBE", "OPTOUT", "REVOKE");
    /** Phrases that ask to stop, as whole words in the normalized text. */
    private static final List<String> OPT_OUT_PHRASES = List.of("OPT OUT", "DO NOT CALL", "DONT CALL",
            "DO NOT TEXT", "DONT TEXT", "REMOVE ME", "TAKE ME OFF", "NO MORE CALLS", "NO MORE TEXTS",
            "LEAVE ME ALONE");
    private static final Pattern NOT_A_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Pattern APOSTROPHE = Pattern.compile("['\u2019]");

    private InboundKeywords() {
    }

    public static Intent classify(String text) {
        Objects.requireNonNull(text, "text");
        String normalized = normalize(text);
        if (OPT_OUT.contains(normalized)) {
            return Intent.OPT_OUT;
        }
        if (OPT_IN.contains(normalized)) {
            return Intent.OPT_IN;
        }
        if (HELP.contains(normalized)) {
            return Intent.HELP;
        }
        String padded = " " + normalized + " ";
        boolean word = Arrays.stream(normalized.split(" ")).anyMatch(OPT_OUT_WORDS::contains);
        boolean phrase = OPT_OUT_PHRASES.stream().anyMatch(p -> padded.contains(" " + p + " "));
        return word || phrase ? Intent.OPT_OUT_IN_TEXT : Intent.NONE;
    }

    /** The text as keywords are matched: "Opt-out!" and " opt out " both read {@code OPT OUT}. */
    static String normalize(String text) {
        String folded = Normalizer.normalize(text, Normalizer.Form.NFKC).toUpperCase(Locale.ROOT);
        // "don't" reads DONT, not DON T.
        String joined = APOSTROPHE.matcher(folded).replaceAll("");
        return NOT_A_WORD.matcher(joined).replaceAll(" ").strip();
    }
}
