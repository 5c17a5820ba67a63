package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.adapter.http.Router;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Serves the published contract (docs/openapi.yaml, bundled at build time) and a browsable reference. */
public final class OpenApiRoutes {

    private static final String DOCUMENT = "/public/openapi.yaml";
    private static final String REFERENCE_PAGE = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>Campaign Outreach API reference</title>
            <style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}
            pre{background:#f6f8fa;padding:1rem;overflow:auto;font-size:.85rem}</style></head>
            <body><h1>Campaign Outreach API</h1>
            <p>The machine-readable contract is <a href="/openapi.yaml">/openapi.yaml</a> (OpenAPI 3.0).
            Every request needs an <code>x-api-key</code> header.</p>
            <pre id="doc">Loading…</pre>
            <script>fetch('/openapi.yaml').then(r => r.text()).then(t => {
            document.getElementById('doc').textContent = t; });</script>
            </body></html>
            """;

    private final byte[] document = load();

    public void register(Router router) {
        router.publicGet("/openapi.yaml", this::document);
        router.publicGet("/docs", ctx -> ctx.contentType("text/html; charset=utf-8").result(REFERENCE_PAGE));
    }

    private void document(Context ctx) {
        ctx.contentType("application/yaml; charset=utf-8").result(document);
    }

    private static byte[] load() {
        try (InputStream in = OpenApiRoutes.class.getResourceAsStream(DOCUMENT)) {
            if (in == null) {
                throw new IllegalStateException("the OpenAPI document is missing from the build: " + DOCUMENT);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
