package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.campaignoutreach.adapter.workspace.document.FileElement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A document's elements, each bound to its kind's record on its own, so that every broken element
 * is reported, and each given its new id. An element that does not bind still has its {@code id}
 * registered when that much can be read, so that references to it are not reported as well.
 */
final class BoundElements {

    /** One element: where it is, its record (null when it did not bind) and its new id (null when unknown). */
    record Element(String path, FileElement record, UUID id) {
    }

    /** Just the id of an element whose record did not bind. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    private record IdOnly(UUID id) {
    }

    private final Map<ElementKind, List<Element>> elements = new EnumMap<>(ElementKind.class);

    private BoundElements() {
    }

    /** The elements of every kind; the document's own problems (not an object, unknown arrays) are reported too. */
    static BoundElements bind(JsonNode document, FileIds fileIds, Problems problems) {
        BoundElements bound = new BoundElements();
        for (ElementKind kind : ElementKind.values()) {
            bound.elements.put(kind, new ArrayList<>());
        }
        TypeFactory types = DocumentBinding.JSON.getTypeFactory();
        Map<String, JsonNode> top = DocumentBinding.<Map<String, JsonNode>>bind(document,
                types.constructMapType(Map.class, String.class, JsonNode.class), "", problems)
                .orElse(Map.of());
        for (ElementKind kind : ElementKind.values()) {
            bound.bindAll(kind, top.getOrDefault(kind.member(), NullNode.getInstance()), fileIds, problems);
        }
        top.keySet().stream().filter(member -> ElementKind.ofMember(member).isEmpty())
                .forEach(member -> problems.add(member, "unknown member"));
        return bound;
    }

    private void bindAll(ElementKind kind, JsonNode array, FileIds fileIds, Problems problems) {
        if (array.isNull()) {
            return;
        }
        List<JsonNode> items = DocumentBinding.<List<JsonNode>>bind(array,
                DocumentBinding.JSON.getTypeFactory().constructCollectionType(List.class, JsonNode.class),
                kind.member(), problems).orElse(List.of());
        for (int i = 0; i < items.size(); i++) {
            String path = kind.member() + "[" + i + "]";
            FileElement record = DocumentBinding.bind(items.get(i), kind.record(), path, problems).orElse(null);
            UUID fileId = record != null ? record.id() : DocumentBinding.bind(items.get(i), IdOnly.class, path,
                    new Problems()).map(IdOnly::id).orElse(null);
            UUID id = record == null && fileId == null ? null : fileIds.register(kind, path, fileId, problems);
            elements.get(kind).add(new Element(path, record, id));
        }
    }

    /** The kind's elements that bound, in document order. */
    List<Element> of(ElementKind kind) {
        return elements.get(kind).stream().filter(element -> element.record() != null).toList();
    }
}
