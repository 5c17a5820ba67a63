package io.campaignoutreach.bootstrap.config;

import static io.campaignoutreach.bootstrap.config.Settings.value;

import io.campaignoutreach.application.provider.WebhookUrls;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where providers reach this server and where it reaches them. {@code COS_PUBLIC_BASE_URL} is the address the
 * internet knows the server by (behind any proxy), under which providers are given their webhook URLs and whose
 * exact form they sign; without it, organizations can use only the simulated carrier. {@code COS_TWILIO_API_URL}
 * and {@code COS_VAPI_API_URL} point the adapters at another address than the providers' own, such as a local fake.
 */
public record ProviderSettings(Optional<URI> publicBaseUrl, URI twilioApi, URI vapiApi) {

    public static final String PUBLIC_BASE_URL = "COS_PUBLIC_BASE_URL";
    public static final String TWILIO_API_URL = "COS_TWILIO_API_URL";
    public static final String VAPI_API_URL = "COS_VAPI_API_URL";
    public static final URI TWILIO_API = URI.create("https://api.twilio.com");
    public static final URI VAPI_API = URI.create("https://api.vapi.ai");

    public static ProviderSettings fromEnvironment(Map<String, String> env) {
        return new ProviderSettings(value(env, PUBLIC_BASE_URL).map(text -> url(PUBLIC_BASE_URL, text)),
                value(env, TWILIO_API_URL).map(text -> url(TWILIO_API_URL, text)).orElse(TWILIO_API),
                value(env, VAPI_API_URL).map(text -> url(VAPI_API_URL, text)).orElse(VAPI_API));
    }

    public WebhookUrls webhookUrls() {
        return publicBaseUrl.map(WebhookUrls::at).orElse(WebhookUrls.NONE);
    }

    /** An absolute http or https URL without query or fragment, which paths are appended to. */
    private static URI url(String name, String text) {
        URI uri;
        try {
            uri = new URI(text.strip());
        } catch (URISyntaxException e) {
            throw new SettingsException(name + " is not a URL: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !scheme.equals("http") || uri.getHost() == null) {
            throw new SettingsException(name + " must be an absolute http or https URL, such as"
                    + " https://outreach.example.com");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new SettingsException(name + " must have no query, fragment or credentials");
        }
        return uri;
    }
}
