package io.campaignoutreach.adapter.http.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.error.ApiError;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/** Reads a request body as one JSON object, with the answers for every way that can fail. */
public final class Bodies {

    /** Largest accepted request body (D2). */
    public static final long MAX_BODY_BYTES = 2L * 1024 * 1024;

    private Bodies() {
    }

    /**
     * The body as a JSON object. A body that is not UTF-8 JSON text is a 400; what breaks the body
     * rules (a limit, a control character) is added to {@code violations}, for the route to report
     * with the rest in one 422 (only the size limit is a 413).
     */
    public static ObjectNode readObject(Context ctx, Violations violations) {
        // As a long: a length of 2^31 or more must not wrap around into something small.
        long declared = ctx.req().getContentLengthLong();
        if (declared > MAX_BODY_BYTES) {
            throw tooLarge();
        }
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length > MAX_BODY_BYTES) {
            throw tooLarge();
        }
        if (bytes.length == 0) {
            throw ApiError.invalidJson("A JSON object body is required");
        }
        requireJsonContentType(ctx.header("Content-Type"));
        JsonNode node = parse(utf8(bytes));
        if (node == null || !node.isObject()) {
            throw ApiError.invalidJson("Request body must be a JSON object");
        }
        BodyRules.check(node, violations);
        return (ObjectNode) node;
    }

    /**
     * JSON text is UTF-8; anything else (an overlong form, an encoded surrogate, another encoding) is
     * refused, not repaired.
     */
    private static String utf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw ApiError.invalidJson("Request body is not valid UTF-8");
        }
    }

    private static JsonNode parse(String text) {
        try {
            return Json.mapper().readTree(text);
        } catch (StreamConstraintsException e) {
            // Past even the parser's own bounds, far beyond the body rules; the parser cannot say where.
            throw new ValidationException(List.of(BodyRules.pastParserLimit(e.getMessage())));
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            throw ApiError.invalidJson("Request body is not valid JSON" + where);
        } catch (IOException e) {
            throw ApiError.invalidJson("Request body could not be read");
        }
    }

    private static void requireJsonContentType(String contentType) {
        String mediaType = contentType == null ? "" : contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        if (!mediaType.equals("application/json") && !(mediaType.startsWith("application/")
                && mediaType.endsWith("+json"))) {
            throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE",
                    "Request bodies must be sent as Content-Type: application/json");
        }
    }

    private static ApiError tooLarge() {
        return new ApiError(413, "PAYLOAD_TOO_LARGE", "Request body exceeds " + MAX_BODY_BYTES + " bytes");
    }
}
