package io.campaignoutreach.adapter.http.json;

import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Uuids;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Reads query parameters against their rules, recording every broken rule with the parameter's
 * name as its path (D3). Parameters the route does not take never get here (P45).
 */
public final class QueryParams {

    private static final Pattern INTEGER = Pattern.compile("^-?\\d{1,40}$");

    private final Context ctx;
    private final Violations violations;

    public QueryParams(Context ctx, Violations violations) {
        this.ctx = ctx;
        this.violations = violations;
    }

    /** {@code page} (default 1, at least 1) and {@code perPage} (default 50, 1 to 100), per D4. */
    public PageRequest page() {
        int page = (int) integer("page", 1, Integer.MAX_VALUE).orElse(1L).longValue();
        int perPage = (int) integer("perPage", 1, PageRequest.MAX_PER_PAGE)
                .orElse((long) PageRequest.DEFAULT_PER_PAGE).longValue();
        return violations.isEmpty() ? new PageRequest(page, perPage) : PageRequest.first();
    }

    public Optional<Long> integer(String name, long min, long max) {
        return single(name).flatMap(text -> {
            if (!INTEGER.matcher(text).matches()) {
                violations.add(new Violation(List.of(name), "Expected integer, received string", "integer",
                        "string", ViolationCode.INVALID_TYPE));
                return Optional.empty();
            }
            BigInteger value = new BigInteger(text);
            if (value.compareTo(BigInteger.valueOf(min)) < 0) {
                violations.add(new Violation(List.of(name), "must be at least " + min, "at least " + min,
                        text, ViolationCode.TOO_SMALL));
                return Optional.empty();
            }
            if (value.compareTo(BigInteger.valueOf(max)) > 0) {
                violations.add(new Violation(List.of(name), "must be at most " + max, "at most " + max,
                        Values.abbreviate(text), ViolationCode.TOO_BIG));
                return Optional.empty();
            }
            return Optional.of(value.longValueExact());
        });
    }

    public <E> Optional<E> oneOf(String name, List<String> allowed, Function<String, Optional<E>> parse) {
        return single(name).flatMap(text -> {
            Optional<E> parsed = allowed.contains(text) ? parse.apply(text) : Optional.empty();
            if (parsed.isEmpty()) {
                violations.add(new Violation(List.of(name), "must be one of: " + String.join(", ", allowed),
                        String.join(" | ", allowed), Values.abbreviate(text),
                        ViolationCode.INVALID_ENUM_VALUE));
            }
            return parsed;
        });
    }

    public Optional<String> text(String name, int maxLength) {
        return single(name).flatMap(text -> {
            // Characters as the document's maxLength counts them: code points, not UTF-16 units.
            int length = text.codePointCount(0, text.length());
            if (length > maxLength) {
                violations.add(new Violation(List.of(name), "must be at most " + maxLength + " characters",
                        "at most " + maxLength + " characters", length + " characters",
                        ViolationCode.TOO_BIG));
                return Optional.empty();
            }
            return Optional.of(text);
        });
    }

    /** A uuid query parameter. */
    public Optional<UUID> uuid(String name) {
        return text(name, 64).flatMap(text -> {
            Optional<UUID> id = Uuids.parse(text);
            if (id.isEmpty()) {
                violations.add(new Violation(List.of(name), "must be a uuid", "uuid", text,
                        ViolationCode.INVALID_STRING));
            }
            return id;
        });
    }

    /** A date-time query parameter (D12). */
    public Optional<Instant> dateTime(String name) {
        return text(name, 64).flatMap(text -> {
            Optional<Instant> at = Timestamps.parseDateTime(text);
            if (at.isEmpty()) {
                violations.add(new Violation(List.of(name), "must be a UTC date-time such as 2026-01-31T09:30:00Z",
                        "date-time", text, ViolationCode.INVALID_STRING));
            }
            return at;
        });
    }

    /** Records a missing required parameter; {@code value} is what parsing it gave. */
    public <T> Optional<T> required(String name, Optional<T> value) {
        if (ctx.queryParams(name).isEmpty()) {
            violations.add(Violation.required(List.of(name)));
        }
        return value;
    }

    private Optional<String> single(String name) {
        List<String> values = ctx.queryParams(name);
        if (values.isEmpty()) {
            return Optional.empty();
        }
        if (values.size() > 1) {
            violations.add(new Violation(List.of(name), "must be given at most once", "one value",
                    values.size() + " values", ViolationCode.CUSTOM));
            return Optional.empty();
        }
        return Optional.of(values.get(0));
    }

    /** A uuid path parameter; a malformed one is a 422 with the parameter's name as path (D3). */
    public static UUID pathUuid(Context ctx, String name) {
        Violations violations = new Violations();
        Optional<UUID> id = new QueryParams(ctx, violations).pathUuid(name);
        violations.throwIfAny();
        return id.orElseThrow();
    }

    /** A uuid path parameter, recording a malformed one among this request's violations. */
    public Optional<UUID> pathUuid(String name) {
        String text = ctx.pathParam(name);
        Optional<UUID> id = Uuids.parse(text);
        if (id.isEmpty()) {
            violations.add(new Violation(List.of(name), "must be a uuid", "uuid", Values.abbreviate(text),
                    ViolationCode.INVALID_STRING));
        }
        return id;
    }
}
