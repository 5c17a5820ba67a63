package io.campaignoutreach.domain.shared;

import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One field of a partial update: either absent (leave the current value), or present with a
 * value that may be null (set it, or clear it).
 */
public final class Patch<T> {

    private static final Patch<?> ABSENT = new Patch<>(false, null);

    private final boolean present;
    private final T value;

    private Patch(boolean present, T value) {
        this.present = present;
        this.value = value;
    }

    @SuppressWarnings("unchecked")
    public static <T> Patch<T> absent() {
        return (Patch<T>) ABSENT;
    }

    public static <T> Patch<T> of(T value) {
        return new Patch<>(true, value);
    }

    public boolean isPresent() {
        return present;
    }

    public T value() {
        if (!present) {
            throw new IllegalStateException("absent patch has no value");
        }
        return value;
    }

    /** The new value when present, the current one otherwise. */
    public T orElse(T current) {
        return present ? value : current;
    }

    /** Runs {@code action} with the value when present. */
    public void ifPresent(Consumer<? super T> action) {
        if (present) {
            action.accept(value);
        }
    }

    public <R> Patch<R> map(Function<? super T, ? extends R> mapper) {
        return present ? Patch.of(value == null ? null : mapper.apply(value)) : absent();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Patch<?> other && present == other.present && Objects.equals(value, other.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(present, value);
    }

    @Override
    public String toString() {
        return present ? "Patch[" + value + "]" : "Patch[absent]";
    }
}
