package io.campaignoutreach.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Makes a string that matches a pattern of the small regular-expression subset the document uses:
 * anchors, literals, escapes ({@code \d}, {@code \.}, {@code \\uXXXX}), classes with ranges and negation,
 * groups with alternatives, and the quantifiers {@code ? * + {n} {m,n}}. Unbounded repeats stay short.
 */
final class RegexSampler {

    /** Characters a negated class draws from: printable ASCII, a tab, and letters beyond ASCII. */
    private static final String SAFE = " !#%&()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz{|}~\téüñ中";

    /** What {@code \s} stands for: ECMAScript's white space as far as the safe characters reach. */
    private static final List<int[]> WHITE_SPACE = List.of(new int[] {'\t', '\r'}, new int[] {' ', ' '});

    private final String pattern;
    private final Random random;
    private int at;

    private RegexSampler(String pattern, Random random) {
        this.pattern = pattern;
        this.random = random;
    }

    static String sample(String pattern, Random random) {
        RegexSampler sampler = new RegexSampler(pattern, random);
        StringBuilder out = new StringBuilder();
        sampler.alternatives(out);
        if (sampler.at != pattern.length()) {
            throw new IllegalArgumentException("unsupported pattern " + pattern + " at " + sampler.at);
        }
        return out.toString();
    }

    private void alternatives(StringBuilder out) {
        List<StringBuilder> branches = new ArrayList<>();
        do {
            StringBuilder branch = new StringBuilder();
            sequence(branch);
            branches.add(branch);
        } while (at < pattern.length() && pattern.charAt(at) == '|' && ++at > 0);
        out.append(branches.get(random.nextInt(branches.size())));
    }

    private void sequence(StringBuilder out) {
        while (at < pattern.length() && pattern.charAt(at) != '|' && pattern.charAt(at) != ')') {
            char c = pattern.charAt(at);
            if (c == '^' || c == '$') {
                at++;
                continue;
            }
            int start = at;
            atom(new StringBuilder());
            int end = at;
            int[] bounds = quantifier();
            int times = bounds[0] + random.nextInt(bounds[1] - bounds[0] + 1);
            for (int i = 0; i < times; i++) {
                at = start;
                atom(out);
            }
            at = end;
            quantifier();
        }
    }

    /** Reads one atom at {@code at}, appending one sample of it. */
    private void atom(StringBuilder out) {
        char c = pattern.charAt(at++);
        switch (c) {
            case '(' -> {
                alternatives(out);
                expect(')');
            }
            case '[' -> out.append(characterClass());
            case '\\' -> out.append(escaped(random));
            case '.' -> out.append(SAFE.charAt(random.nextInt(SAFE.length())));
            default -> out.append(c);
        }
    }

    private String escaped(Random random) {
        char c = pattern.charAt(at++);
        return switch (c) {
            case 'd' -> String.valueOf((char) ('0' + random.nextInt(10)));
            case 'u' -> {
                char code = (char) Integer.parseInt(pattern.substring(at, at + 4), 16);
                at += 4;
                yield String.valueOf(code);
            }
            default -> String.valueOf(c);
        };
    }

    private String characterClass() {
        boolean negated = pattern.charAt(at) == '^';
        if (negated) {
            at++;
        }
        List<int[]> ranges = new ArrayList<>();
        while (pattern.charAt(at) != ']') {
            if (pattern.startsWith("\\s", at) || pattern.startsWith("\\d", at)) {
                ranges.addAll(pattern.charAt(at + 1) == 's' ? WHITE_SPACE : List.of(new int[] {'0', '9'}));
                at += 2;
                continue;
            }
            int from = classChar();
            int to = from;
            if (pattern.charAt(at) == '-' && pattern.charAt(at + 1) != ']') {
                at++;
                to = classChar();
            }
            ranges.add(new int[] {from, to});
        }
        at++;
        if (!negated) {
            int[] range = ranges.get(random.nextInt(ranges.size()));
            return String.valueOf((char) (range[0] + random.nextInt(range[1] - range[0] + 1)));
        }
        for (int tries = 0; tries < 100; tries++) {
            char candidate = SAFE.charAt(random.nextInt(SAFE.length()));
            if (ranges.stream().noneMatch(r -> candidate >= r[0] && candidate <= r[1])) {
                return String.valueOf(candidate);
            }
        }
        throw new IllegalArgumentException("no safe character outside a class of " + pattern);
    }

    private int classChar() {
        char c = pattern.charAt(at++);
        if (c != '\\') {
            return c;
        }
        char escape = pattern.charAt(at++);
        if (escape == 'u') {
            int code = Integer.parseInt(pattern.substring(at, at + 4), 16);
            at += 4;
            return code;
        }
        return escape;
    }

    /** The bounds of the quantifier at {@code at} (consumed), {1, 1} when there is none. */
    private int[] quantifier() {
        if (at >= pattern.length()) {
            return new int[] {1, 1};
        }
        char c = pattern.charAt(at);
        switch (c) {
            case '?' -> {
                at++;
                return new int[] {0, 1};
            }
            case '*' -> {
                at++;
                return new int[] {0, 2};
            }
            case '+' -> {
                at++;
                return new int[] {1, 8};
            }
            case '{' -> {
                int close = pattern.indexOf('}', at);
                String[] parts = pattern.substring(at + 1, close).split(",", -1);
                at = close + 1;
                int min = Integer.parseInt(parts[0]);
                int max = parts.length == 1 ? min : parts[1].isEmpty() ? min + 8 : Integer.parseInt(parts[1]);
                return new int[] {min, Math.min(max, min + 12)};
            }
            default -> {
                return new int[] {1, 1};
            }
        }
    }

    private void expect(char c) {
        if (pattern.charAt(at) != c) {
            throw new IllegalArgumentException("expected " + c + " in " + pattern + " at " + at);
        }
        at++;
    }
}
