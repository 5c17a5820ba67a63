package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * One account's requests to Twilio's REST API ({@code /2010-04-01/Accounts/{sid}/...}): HTTP basic with the SID and
 * token, form-encoded bodies, each request counted with its outcome.
 *
 * <p>Only what Twilio says it did not process is tried again: 429 (error 20429, "never processed and always safe
 * to retry") and 503. Any other 5xx to a create may come after Twilio made the call or sent the text, and Twilio
 * offers no idempotency key, so a create is sent once more only when it certainly did nothing; a read (GET) is
 * retried on any 5xx. A request that timed out is never repeated.
 */
final class TwilioApi {

    private static final String API_VERSION = "/2010-04-01/Accounts/";

    private final HttpClient http;
    private final String accountBase;
    private final String authorization;
    private final String accountSid;
    private final Duration timeout;
    private final Backoff backoff;
    private final Sleeper sleeper;
    private final ProviderEvents events;

    TwilioApi(HttpClient http, TwilioOptions options, TwilioCredentials credentials, ProviderEvents events) {
        this.http = Objects.requireNonNull(http, "http");
        this.accountSid = credentials.accountSid();
        this.accountBase = options.apiBaseText() + API_VERSION + Form.encode(accountSid) + "/";
        this.authorization = credentials.basicAuthorization();
        this.timeout = options.requestTimeout();
        this.backoff = options.backoff();
        this.sleeper = options.sleeper();
        this.events = Objects.requireNonNull(events, "events");
    }

    /** Creates a resource ({@code Calls.json}, {@code Messages.json}). */
    ApiAnswer post(String operation, String resource, Form form) {
        HttpRequest request = builder(resource)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form.encoded()))
                .build();
        return withRetries(operation, request, false);
    }

    /** Reads a resource or a list; {@code resource} may carry a query. */
    ApiAnswer get(String operation, String resource) {
        return withRetries(operation, builder(resource).GET().build(), true);
    }

    private HttpRequest.Builder builder(String resource) {
        return HttpRequest.newBuilder(URI.create(accountBase + resource))
                .timeout(timeout)
                .header("Authorization", authorization)
                .header("Accept", "application/json");
    }

    private ApiAnswer withRetries(String operation, HttpRequest request, boolean idempotent) {
        for (int attempt = 1; ; attempt++) {
            ApiAnswer answer = once(operation, request);
            if (attempt >= backoff.maxTries() || !retryable(answer, idempotent) || waitsTooLong(answer)) {
                return answer;
            }
            events.retried(ProviderKind.TWILIO, operation);
            try {
                Duration pause = pauseBefore(attempt, answer);
                if (!pause.isZero()) {
                    sleeper.sleep(pause);
                }
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return answer;
            }
        }
    }

    /**
     * Twilio's own pause when it named one, else the backoff's: a client that comes back sooner than asked is
     * throttled again.
     */
    private Duration pauseBefore(int attempt, ApiAnswer answer) {
        Duration drawn = backoff.pauseBefore(attempt);
        Duration asked = answer instanceof ApiAnswer.Refused refused ? refused.retryAfter() : null;
        return asked != null && asked.compareTo(drawn) > 0 ? asked : drawn;
    }

    /**
     * Whether Twilio asked for a pause longer than a request may hold its thread: the refusal is answered at once
     * and says when to try again, and the engine waits that long without a thread.
     */
    private boolean waitsTooLong(ApiAnswer answer) {
        return answer instanceof ApiAnswer.Refused refused && refused.retryAfter() != null
                && refused.retryAfter().compareTo(backoff.cap()) > 0;
    }

    /** {@code Retry-After} in whole seconds, as Twilio sends it; null when absent or in another form. */
    static Duration retryAfter(Optional<String> header) {
        return header.map(String::strip).filter(value -> value.matches("\\d{1,6}"))
                .map(value -> Duration.ofSeconds(Long.parseLong(value))).orElse(null);
    }

    private static boolean retryable(ApiAnswer answer, boolean idempotent) {
        if (!(answer instanceof ApiAnswer.Refused refused)) {
            return false;
        }
        int status = refused.httpStatus();
        return status == 429 || status == 503 || (idempotent && status >= 500);
    }

    private ApiAnswer once(String operation, HttpRequest request) {
        ApiAnswer answer = exchange(request);
        events.request(ProviderKind.TWILIO, operation, outcomeTag(answer));
        return answer;
    }

    private ApiAnswer exchange(HttpRequest request) {
        try {
            HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
            int status = response.statusCode();
            if (status >= 200 && status < 300) {
                return new ApiAnswer.Done(status, response.body());
            }
            Integer code = TwilioJson.read(response.body(), TwilioJson.Error.class)
                    .map(TwilioJson.Error::code).orElse(null);
            return new ApiAnswer.Refused(status, code, retryAfter(response.headers().firstValue("Retry-After")));
        } catch (HttpConnectTimeoutException | ConnectException notConnected) {
            return new ApiAnswer.NotSent("connect_failed");
        } catch (HttpTimeoutException timedOut) {
            return new ApiAnswer.NoAnswer("timeout");
        } catch (IOException broken) {
            return new ApiAnswer.NoAnswer("io_error");
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return new ApiAnswer.NoAnswer("interrupted");
        }
    }

    private static String outcomeTag(ApiAnswer answer) {
        if (answer instanceof ApiAnswer.Done) {
            return "ok";
        }
        if (answer instanceof ApiAnswer.Refused refused) {
            return refused.tag();
        }
        if (answer instanceof ApiAnswer.NotSent notSent) {
            return notSent.reason();
        }
        return ((ApiAnswer.NoAnswer) answer).reason();
    }

    @Override
    public String toString() {
        return "TwilioApi[accountSid=" + accountSid + ", authToken hidden]";
    }
}
