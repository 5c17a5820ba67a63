package io.campaignoutreach.adapter.http;

import io.javalin.Javalin;

/** Builds the Javalin application: cross-cutting behaviour and every resource's routes. */
final class HttpApi {

    private HttpApi() {
    }

    static Javalin create(ApiServices services) {
        return Javalin.create(config -> config.startup.showJavalinBanner = false);
    }
}
