package io.campaignoutreach.adapter.http.request;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a member of a request record that may be sent as JSON {@code null}. Any other member sent
 * as null is the wrong type, answered as such rather than read as "not sent".
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Nullable {
}
