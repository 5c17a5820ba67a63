package io.campaignoutreach.adapter.http.operations;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.error.ApiError;
import io.javalin.http.Context;

/**
 * Serves the published contract (docs/openapi.yaml, bundled at build time) and its rendered reference at
 * {@code /docs}: Swagger UI, whose "try it out" calls this same server.
 */
public final class OpenApiRoutes {

    private static final String DOCUMENT = "/public/openapi.yaml";
    /** Browsers may keep the reference's files for an hour; a new release is picked up within it. */
    private static final String ASSET_CACHING = "public, max-age=3600";

    private final byte[] document = ReferenceAssets.read(DOCUMENT);
    private final ReferenceAssets reference = new ReferenceAssets();

    public void register(Router router) {
        router.publicGet("/openapi.yaml", this::document);
        router.publicGet("/docs", ctx -> send(ctx, reference.page()));
        router.publicGet("/docs/{file}", this::referenceFile);
    }

    private void referenceFile(Context ctx) {
        ReferenceAssets.Asset asset = reference.file(ctx.pathParam("file")).orElseThrow(ApiError::notFound);
        ctx.header("Cache-Control", ASSET_CACHING);
        send(ctx, asset);
    }

    private static void send(Context ctx, ReferenceAssets.Asset asset) {
        ctx.contentType(asset.contentType()).result(asset.bytes());
    }

    private void document(Context ctx) {
        ctx.contentType("application/yaml; charset=utf-8").result(document);
    }
}
