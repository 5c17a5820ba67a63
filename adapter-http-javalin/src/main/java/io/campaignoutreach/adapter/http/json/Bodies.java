package io.campaignoutreach.adapter.http.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.error.ApiError;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Locale;

/** Reads a request body as one JSON object, with the D2 answers for every way that can fail. */
public final class Bodies {

    /** Largest accepted request body (D2). */
    public static final long MAX_BODY_BYTES = 2L * 1024 * 1024;

    private Bodies() {
    }

    public static ObjectNode readObject(Context ctx) {
        long declared = ctx.contentLength();
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
        JsonNode node;
        try {
            node = Json.mapper().readTree(bytes);
        } catch (StreamConstraintsException e) {
            throw ApiError.invalidJson("Request body exceeds the JSON limits (nesting depth "
                    + Json.MAX_NESTING_DEPTH + ", string length " + Json.MAX_STRING_LENGTH + ")");
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            throw ApiError.invalidJson("Request body is not valid JSON" + where);
        } catch (IOException e) {
            throw ApiError.invalidJson("Request body could not be read");
        }
        if (node == null || !node.isObject()) {
            throw ApiError.invalidJson("Request body must be a JSON object");
        }
        return (ObjectNode) node;
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
