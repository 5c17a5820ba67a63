package io.campaignoutreach.application.source;

import io.campaignoutreach.domain.source.Source;
import java.util.Objects;

/** A source with the name of its campaign (null if that campaign is gone). */
public record SourceView(Source source, String campaignName) {

    public SourceView {
        Objects.requireNonNull(source, "source");
    }
}
