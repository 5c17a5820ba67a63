package io.campaignoutreach.adapter.http.error;

import io.campaignoutreach.adapter.http.RequestIds;
import io.campaignoutreach.adapter.http.RouteLabel;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.access.UnauthenticatedException;
import io.campaignoutreach.application.configuration.ConfigurationInUseException;
import io.campaignoutreach.application.enrollmentjob.CampaignNotEnrollableException;
import io.campaignoutreach.application.idempotency.IdempotencyConflictException;
import io.campaignoutreach.application.shared.StoreUnavailableException;
import io.campaignoutreach.application.sync.SyncBatchRejectedException;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.InvalidTransitionException;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place where failures become HTTP answers (D2): each exception kind maps to a status and
 * a code. Unexpected failures are logged with their stack trace and answered with the request id
 * only, never a trace or SQL.
 */
public final class ErrorResponses {

    private static final Logger LOG = LoggerFactory.getLogger(ErrorResponses.class);
    private static final String VALIDATION_EXTRA = ErrorResponses.class.getName() + ".validationExtra";

    private ErrorResponses() {
    }

    public static void register(RoutesConfig routes) {
        routes.exception(ApiError.class, (e, ctx) -> {
            e.headers().forEach(ctx::header);
            Map<String, Object> body = body(e.getMessage(), e.code());
            body.putAll(e.extraBody());
            Json.send(ctx.status(e.status()), body);
        });
        routes.exception(UnauthenticatedException.class,
                (e, ctx) -> Json.send(ctx.status(401), body(e.getMessage(), "UNAUTHORIZED")));
        routes.exception(MissingCapabilityException.class,
                (e, ctx) -> Json.send(ctx.status(403), body(e.getMessage(), "FORBIDDEN")));
        routes.exception(ReadOnlyKeyException.class,
                (e, ctx) -> Json.send(ctx.status(403), body(e.getMessage(), "READ_ONLY_KEY")));
        routes.exception(NotFoundException.class,
                (e, ctx) -> Json.send(ctx.status(404), body(e.getMessage(), "NOT_FOUND")));
        routes.exception(InvalidTransitionException.class,
                (e, ctx) -> Json.send(ctx.status(409), body(e.getMessage(), "INVALID_STATUS_TRANSITION")));
        routes.exception(IdempotencyConflictException.class,
                (e, ctx) -> Json.send(ctx.status(409), body(e.getMessage(), "IDEMPOTENCY_CONFLICT")));
        routes.exception(ConfigurationInUseException.class,
                (e, ctx) -> Json.send(ctx.status(409), body(e.getMessage(), "CONFIGURATION_IN_USE")));
        routes.exception(CampaignNotEnrollableException.class,
                (e, ctx) -> Json.send(ctx.status(422), body(e.getMessage(), "CAMPAIGN_NOT_ENROLLABLE")));
        routes.exception(ConflictException.class,
                (e, ctx) -> Json.send(ctx.status(409), body(e.getMessage(), "CONFLICT")));
        routes.exception(ValidationException.class, (e, ctx) -> {
            Map<String, Object> body = validationBody(e.violations());
            Map<String, Object> extra = ctx.attribute(VALIDATION_EXTRA);
            if (extra != null) {
                extra.forEach(body::putIfAbsent);
            }
            Json.send(ctx.status(422), body);
        });
        routes.exception(SyncBatchRejectedException.class,
                (e, ctx) -> Json.send(ctx.status(422), syncValidationBody(e)));
        routes.exception(StoreUnavailableException.class, ErrorResponses::storeUnavailable);
        routes.exception(HttpResponseException.class, ErrorResponses::framework);
        routes.exception(Exception.class, ErrorResponses::unexpected);
    }

    /** The persistence adapter logs the outage once; each refused request is only worth a debug line. */
    private static void storeUnavailable(StoreUnavailableException e, Context ctx) {
        LOG.debug("{} {} (request {}) refused: the store is unavailable", ctx.method(), RouteLabel.of(ctx),
                RequestIds.of(ctx));
        Json.send(ctx, unavailable(ctx, e.getMessage(), e.retryAfterSeconds()));
    }

    /**
     * Sets status 503 and the {@code Retry-After} header, and returns the D2 body with
     * {@code retryAfter} (whole seconds, at least 1) for the caller to add to and send.
     */
    public static Map<String, Object> unavailable(Context ctx, String message, int retryAfterSeconds) {
        int seconds = Math.max(1, retryAfterSeconds);
        ctx.status(503).header("Retry-After", String.valueOf(seconds));
        Map<String, Object> body = body(message, "SERVICE_UNAVAILABLE");
        body.put("retryAfter", seconds);
        return body;
    }

    /** Refusals raised by Javalin itself, such as a chunked body over the size limit. */
    private static void framework(HttpResponseException e, Context ctx) {
        int status = e.getStatus();
        String code = switch (status) {
            case 413 -> "PAYLOAD_TOO_LARGE";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 415 -> "UNSUPPORTED_MEDIA_TYPE";
            default -> status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
        };
        String message = status == 413 ? "Request body exceeds " + Bodies.MAX_BODY_BYTES + " bytes"
                : "The request could not be processed";
        Json.send(ctx.status(status), body(message, code));
    }

    static void unexpected(Exception e, Context ctx) {
        String requestId = RequestIds.of(ctx);
        // The route template, not the path: a path segment may carry whatever the caller typed there.
        LOG.error("Unexpected failure of {} {} (request {})", ctx.method(), RouteLabel.of(ctx), requestId, e);
        Json.send(ctx.status(500), body("Internal error; quote request id " + requestId + " when reporting it",
                "INTERNAL_ERROR"));
    }

    /**
     * Makes every 422 of this request carry {@code member}, as a route whose validation errors have
     * a member of their own (sync's {@code failedRecords}) answers even when the broken rule is
     * not one of its records.
     */
    public static void alwaysInValidationErrors(Context ctx, String member, Object value) {
        Map<String, Object> extra = ctx.attribute(VALIDATION_EXTRA);
        if (extra == null) {
            extra = new LinkedHashMap<>();
            ctx.attribute(VALIDATION_EXTRA, extra);
        }
        extra.put(member, value);
    }

    public static Map<String, Object> body(String message, String code) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("message", message);
        body.put("code", code);
        return body;
    }

    public static Map<String, Object> validationBody(List<Violation> violations) {
        Map<String, Object> body = body(summary(violations), "VALIDATION_ERROR");
        body.put("errors", violations.stream().map(ViolationResponse::from).toList());
        return body;
    }

    /** The validation shape with {@code failedRecords}, the records of a sync that broke a rule (D17). */
    private static Map<String, Object> syncValidationBody(SyncBatchRejectedException e) {
        Map<String, Object> body = validationBody(e.violations());
        List<Map<String, Object>> failed = new ArrayList<>();
        for (SyncBatchRejectedException.FailedRecord record : e.failedRecords()) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("index", record.index());
            item.put("phoneNumber", record.phoneNumber());
            item.put("firstName", record.firstName());
            item.put("lastName", record.lastName());
            item.put("externalId", record.externalId());
            failed.add(item);
        }
        body.put("failedRecords", failed);
        return body;
    }

    /** The first broken rule in words; with more than one, how many there are, so none is taken for part of another. */
    private static String summary(List<Violation> violations) {
        Violation first = violations.get(0);
        String where = first.path().isEmpty() ? "request body" : String.join(".", first.path());
        String count = violations.size() > 1 ? " (" + violations.size() + " errors, listed in errors; the first)" : "";
        return "Validation failed" + count + ": " + where + ": " + first.message();
    }
}
