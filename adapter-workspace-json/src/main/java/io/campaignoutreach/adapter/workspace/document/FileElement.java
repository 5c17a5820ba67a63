package io.campaignoutreach.adapter.workspace.document;

import java.util.UUID;

/** An element of a top-level array of a workspace document, named within the file by its {@code id}. */
public interface FileElement {

    UUID id();
}
