package io.campaignoutreach.adapter.http;

import io.campaignoutreach.application.access.AccessContext;
import io.javalin.http.Context;

/** An endpoint that runs only for an authenticated caller. */
@FunctionalInterface
public interface SecuredHandler {

    void handle(Context ctx, AccessContext access) throws Exception;
}
