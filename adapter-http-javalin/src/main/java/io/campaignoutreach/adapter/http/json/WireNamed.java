package io.campaignoutreach.adapter.http.json;

/** An enumeration of the HTTP adapter's own whose values the API reads and writes by these names. */
public interface WireNamed {

    String wireName();
}
