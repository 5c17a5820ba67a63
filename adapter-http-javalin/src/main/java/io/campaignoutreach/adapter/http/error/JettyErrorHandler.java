package io.campaignoutreach.adapter.http.error;

import io.campaignoutreach.adapter.http.RequestIds;
import io.campaignoutreach.adapter.http.json.Json;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers the requests Jetty refuses before they reach the API (a malformed request line or URI,
 * headers too large, an unknown method, a request reaching a stopping server) with the API's JSON
 * error body instead of an HTML page.
 */
public final class JettyErrorHandler extends ErrorHandler {

    /**
     * Jetty's own 503 answers a request that reaches a stopping server; another process can take
     * it at once, so a second is enough (D2 asks for {@code retryAfter} on every 503).
     */
    private static final int STOPPING_RETRY_AFTER_SECONDS = 1;

    /** Jetty writes error bodies for GET, POST and HEAD only; the API's errors have one whatever the method. */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected boolean generateAcceptableResponse(Request request, Response response, Callback callback,
                                                 String contentType, List<Charset> charsets, int code, String message,
                                                 Throwable cause) {
        writeBody(request, response, callback, code);
        return true;
    }

    /**
     * Answers a request the API refuses before Javalin sees it, with the status, the JSON error
     * body and the request id; headers already set on {@code response} (such as {@code Allow}) stay.
     */
    public static void write(Request request, Response response, Callback callback, int status) {
        response.setStatus(status);
        writeBody(request, response, callback, status);
    }

    private static void writeBody(Request request, Response response, Callback callback, int status) {
        // Refused before the API's own handlers ran, so the request id is given here.
        response.getHeaders().put(RequestIds.HEADER, RequestIds.choose(request.getHeaders().get(RequestIds.HEADER)));
        response.write(true, body(status, response.getHeaders()), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        return body(status, fields);
    }

    private static ByteBuffer body(int status, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        if (status == 503) {
            fields.put(HttpHeader.RETRY_AFTER, String.valueOf(STOPPING_RETRY_AFTER_SECONDS));
        }
        return ByteBuffer.wrap(json(status));
    }

    private static byte[] json(int status) {
        String code = switch (status) {
            case 400 -> "BAD_REQUEST";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 408 -> "REQUEST_TIMEOUT";
            case 413 -> "PAYLOAD_TOO_LARGE";
            case 414 -> "URI_TOO_LONG";
            case 431 -> "HEADERS_TOO_LARGE";
            case 501 -> "NOT_IMPLEMENTED";
            case 503 -> "SERVICE_UNAVAILABLE";
            default -> status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
        };
        String message = switch (status) {
            case 400 -> "The request line or its URI is malformed";
            case 404 -> "Not found";
            case 405 -> "This method is not allowed on this path; the Allow header lists the methods that are";
            case 408 -> "The request body did not arrive in time";
            case 413 -> "Request body exceeds the size limit";
            case 414 -> "The request URI is too long";
            case 431 -> "The request headers are too large";
            case 501 -> "The request method is not one the API answers";
            case 503 -> "The server is stopping; retry, another instance may answer";
            default -> "The request could not be processed";
        };
        Map<String, Object> body = ErrorResponses.body(message, code);
        if (status == 503) {
            body.put("retryAfter", STOPPING_RETRY_AFTER_SECONDS);
        }
        try {
            return Json.mapper().writeValueAsBytes(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
