package io.campaignoutreach.adapter.http.request;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The body of a create a client may send again, bound as {@link RequestBodies} binds any, with its
 * {@code Idempotency-Key} header: 1 to 255 printable ASCII characters, as Stripe's. The request's fingerprint
 * is SHA-256 of the body with its members in name order, so a retry that orders them otherwise is the same
 * request, and one that changes a value is not.
 */
public final class IdempotentBodies {

    public static final String HEADER = "Idempotency-Key";
    /** Said on a repeat, as Stripe says it: the record in the answer was made by the key's first request. */
    public static final String REPLAYED_HEADER = "Idempotent-Replayed";

    private static final Pattern PRINTABLE_ASCII = Pattern.compile("[\\x20-\\x7E]*");
    private static final ObjectWriter SORTED = Json.mapper().writer().with(JsonNodeFeature.WRITE_PROPERTIES_SORTED);

    private IdempotentBodies() {
    }

    /** A bound body and its idempotency, null when the request has no key. */
    public record Bound<T>(T request, IdempotentRequest idempotency) {
    }

    public static <T extends Record> Bound<T> bind(Context ctx, Class<T> type, Violations violations) {
        String key = key(ctx.header(HEADER), violations);
        ObjectNode body = Bodies.readObject(ctx, violations);
        T request = RequestBodies.bind(body, type, violations);
        return new Bound<>(request, key == null ? null : new IdempotentRequest(key, fingerprint(body)));
    }

    /**
     * The same, bound as {@link RequestBodies#bindAsFound} binds, for a route whose own rules look into
     * members that broke one (the items of a list): no member is set aside, and the findings are added to
     * {@code violations}.
     */
    public static <T extends Record> Bound<T> bindAsFound(Context ctx, Class<T> type, Violations violations) {
        String key = key(ctx.header(HEADER), violations);
        ObjectNode body = Bodies.readObject(ctx, violations);
        RequestBodies.Bound<T> bound = RequestBodies.bindAsFound(body, type);
        violations.addAll(bound.findings());
        return new Bound<>(bound.request(), key == null ? null : new IdempotentRequest(key, fingerprint(body)));
    }

    /** The key, or null when there is none or it breaks its rule (said in {@code violations}). */
    private static String key(String header, Violations violations) {
        if (header == null) {
            return null;
        }
        List<String> path = List.of(HEADER);
        if (header.isEmpty()) {
            violations.add(new Violation(path, "must have at least 1 character", "at least 1 character", "",
                    ViolationCode.TOO_SMALL));
            return null;
        }
        if (header.length() > IdempotentRequest.MAX_KEY_LENGTH) {
            violations.add(new Violation(path, "must have at most " + IdempotentRequest.MAX_KEY_LENGTH
                    + " characters", "at most " + IdempotentRequest.MAX_KEY_LENGTH + " characters",
                    Values.abbreviate(header), ViolationCode.TOO_BIG));
            return null;
        }
        if (!PRINTABLE_ASCII.matcher(header).matches()) {
            violations.add(new Violation(path, "must be printable ASCII characters", "printable ASCII",
                    "other characters", ViolationCode.INVALID_STRING));
            return null;
        }
        return header;
    }

    private static String fingerprint(ObjectNode body) {
        try {
            byte[] canonical = SORTED.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(canonical));
        } catch (JsonProcessingException | NoSuchAlgorithmException impossible) {
            throw new IllegalStateException("a parsed body could not be written again", impossible);
        }
    }
}
