package io.campaignoutreach.domain.customfield;

/**
 * Text that stops a regular expression after a fixed amount of work. Patterns come from
 * organizations; one that backtracks catastrophically must not hold a request thread for minutes.
 */
final class BoundedCharSequence implements CharSequence {

    /** Character reads allowed for one match; generous for any sensible pattern on field-sized text. */
    static final long BUDGET = 1_000_000;

    /** The match ran out of budget. */
    static final class TooMuchWork extends RuntimeException {
        TooMuchWork() {
            super("regular expression exceeded its budget", null, false, false);
        }
    }

    private final CharSequence text;
    private final long[] reads;

    BoundedCharSequence(CharSequence text) {
        this(text, new long[1]);
    }

    private BoundedCharSequence(CharSequence text, long[] reads) {
        this.text = text;
        this.reads = reads;
    }

    @Override
    public char charAt(int index) {
        if (++reads[0] > BUDGET) {
            throw new TooMuchWork();
        }
        return text.charAt(index);
    }

    @Override
    public int length() {
        return text.length();
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return new BoundedCharSequence(text.subSequence(start, end), reads);
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
