package io.campaignoutreach.adapter.http.error;

import io.campaignoutreach.adapter.http.json.Json;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.List;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers the requests Jetty refuses before they reach the API (a malformed request line or URI,
 * headers too large) with the API's JSON error body instead of an HTML page.
 */
public final class JettyErrorHandler extends ErrorHandler {

    @Override
    protected boolean generateAcceptableResponse(Request request, Response response, Callback callback,
                                                 String contentType, List<Charset> charsets, int code, String message,
                                                 Throwable cause) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(body(code)), callback);
        return true;
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        return ByteBuffer.wrap(body(status));
    }

    private static byte[] body(int status) {
        String code = switch (status) {
            case 400 -> "BAD_REQUEST";
            case 413 -> "PAYLOAD_TOO_LARGE";
            case 414 -> "URI_TOO_LONG";
            case 431 -> "HEADERS_TOO_LARGE";
            case 503 -> "SERVICE_UNAVAILABLE";
            default -> status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
        };
        String message = switch (status) {
            case 400 -> "The request line or its URI is malformed";
            case 413 -> "Request body exceeds the size limit";
            case 414 -> "The request URI is too long";
            case 431 -> "The request headers are too large";
            default -> "The request could not be processed";
        };
        try {
            return Json.mapper().writeValueAsBytes(ErrorResponses.body(message, code));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
