package io.campaignoutreach.adapter.http.request;

import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.annotation.Annotation;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.constraints.CodePointLength;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;

/**
 * Checks a bound request record against its jakarta.validation annotations with Hibernate
 * Validator, and states each broken constraint in the API's error shape: the sentence, what was
 * expected and what was received are written here from the constraint's own attributes, so the
 * record only declares its limits.
 */
final class Constraints {

    private static final Validator VALIDATOR = Validation.byProvider(HibernateValidator.class)
            .configure()
            .messageInterpolator(new ParameterMessageInterpolator())
            .addValueExtractor(new PatchValueExtractor())
            .buildValidatorFactory()
            .getValidator();

    private Constraints() {
    }

    /** The broken constraints, one per value: the most basic of several a value breaks. */
    static List<Violation> check(Object request, List<String> at) {
        Map<List<String>, ConstraintViolation<Object>> first = new LinkedHashMap<>();
        VALIDATOR.validate(request).stream()
                .sorted(Comparator.comparingInt(Constraints::rank))
                .forEach(violation -> first.putIfAbsent(path(at, violation.getRootBean(), violation.getPropertyPath()),
                        violation));
        List<Violation> broken = new ArrayList<>();
        first.forEach((path, violation) -> broken.add(stated(path, violation)));
        return broken;
    }

    /** Presence before emptiness, before length, before bounds, before form. */
    private static int rank(ConstraintViolation<Object> violation) {
        Annotation constraint = violation.getConstraintDescriptor().getAnnotation();
        return constraint instanceof NotNull ? 0 : constraint instanceof NotBlank ? 1
                : constraint instanceof CodePointLength || constraint instanceof Size ? 2
                : constraint instanceof Pattern ? 4 : 3;
    }

    /**
     * Where the broken constraint is, in the body's names. Hibernate Validator names a member by its Java name,
     * which for a member Java cannot declare ({@code else}, {@code wait}) is not the body's, so the values along
     * the path are followed to know which record each member belongs to.
     */
    private static List<String> path(List<String> at, Object root, Path propertyPath) {
        List<String> path = new ArrayList<>(at);
        Object current = root;
        for (Path.Node node : propertyPath) {
            current = unwrapped(current);
            if (node.getIndex() != null) {
                path.add(String.valueOf(node.getIndex()));
                current = current instanceof List<?> list && node.getIndex() < list.size() ? list.get(node.getIndex())
                        : null;
            } else if (node.getKey() != null) {
                path.add(node.getKey() instanceof Enum<?> key ? WireNames.of(key) : String.valueOf(node.getKey()));
                current = current instanceof Map<?, ?> map ? map.get(node.getKey()) : null;
            }
            if (node.getKind() == ElementKind.PROPERTY) {
                current = unwrapped(current);
                RecordMembers.Member member = current != null && current.getClass().isRecord()
                        ? RecordMembers.of(current.getClass()).byJavaName(node.getName()) : null;
                path.add(member == null ? node.getName() : member.name());
                current = member == null ? null : value(member, current);
            }
        }
        return path;
    }

    private static Object unwrapped(Object value) {
        return value instanceof Patch<?> patch ? (patch.isPresent() ? patch.value() : null) : value;
    }

    private static Object value(RecordMembers.Member member, Object record) {
        try {
            return member.accessor().invoke(record);
        } catch (ReflectiveOperationException unreadable) {
            return null;
        }
    }

    private static Violation stated(List<String> at, ConstraintViolation<Object> violation) {
        Annotation constraint = violation.getConstraintDescriptor().getAnnotation();
        Object value = violation.getInvalidValue();
        if (constraint instanceof NotNull) {
            return Violation.required(at);
        }
        if (constraint instanceof NotBlank) {
            return new Violation(at, "must not be blank", "text that is not blank", "blank text",
                    ViolationCode.TOO_SMALL);
        }
        if (constraint instanceof CodePointLength length) {
            String text = (String) value;
            return length(at, text.codePointCount(0, text.length()), length.min(), length.max());
        }
        if (constraint instanceof Size size) {
            return items(at, value instanceof Collection<?> c ? c.size() : ((Map<?, ?>) value).size(), size.min(),
                    size.max());
        }
        if (constraint instanceof Min min) {
            return bound(at, value, BigDecimal.valueOf(min.value()), true);
        }
        if (constraint instanceof Max max) {
            return bound(at, value, BigDecimal.valueOf(max.value()), false);
        }
        if (constraint instanceof DecimalMin min) {
            return bound(at, value, new BigDecimal(min.value()), true);
        }
        if (constraint instanceof DecimalMax max) {
            return bound(at, value, new BigDecimal(max.value()), false);
        }
        if (constraint instanceof Pattern pattern) {
            return new Violation(at, "must be " + pattern.message(), pattern.message(),
                    Values.abbreviate(String.valueOf(value)), ViolationCode.INVALID_STRING);
        }
        // A constraint without wording of its own here speaks in Hibernate Validator's words.
        return new Violation(at, violation.getMessage(), null, Values.abbreviate(String.valueOf(value)),
                ViolationCode.CUSTOM);
    }

    private static Violation length(List<String> at, int length, int min, int max) {
        if (length < min) {
            return new Violation(at, min == 1 ? "must not be empty" : "must be at least " + min + " characters",
                    "at least " + min + " characters", length + " characters", ViolationCode.TOO_SMALL);
        }
        return new Violation(at, "must be at most " + max + " characters", "at most " + max + " characters",
                length + " characters", ViolationCode.TOO_BIG);
    }

    private static Violation items(List<String> at, int size, int min, int max) {
        if (size < min) {
            return new Violation(at, "must contain at least " + min + " item(s)", "at least " + min + " items",
                    size + " items", ViolationCode.TOO_SMALL);
        }
        return new Violation(at, "must contain at most " + max + " item(s)", "at most " + max + " items",
                size + " items", ViolationCode.TOO_BIG);
    }

    private static Violation bound(List<String> at, Object value, BigDecimal limit, boolean lower) {
        String received = value instanceof BigDecimal decimal ? Values.abbreviateNumber(decimal)
                : String.valueOf(value);
        String side = lower ? "at least " : "at most ";
        return new Violation(at, "must be " + side + limit.toPlainString(), side + limit.toPlainString(), received,
                lower ? ViolationCode.TOO_SMALL : ViolationCode.TOO_BIG);
    }
}
