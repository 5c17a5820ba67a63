package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.application.shared.IdGenerator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/**
 * The ids of a document's elements and the fresh ids they get in the store. Every element's
 * {@code id} is only a name inside the file: importing gives each a new UUIDv7 (D11), so one file
 * can be imported into several organizations of one database without ids colliding, and
 * references between elements are rewritten to the new ids.
 */
final class FileIds {

    private final IdGenerator ids;
    private final Map<ElementKind, Map<UUID, UUID>> fresh = new EnumMap<>(ElementKind.class);
    private final Map<ElementKind, Map<UUID, String>> paths = new EnumMap<>(ElementKind.class);

    FileIds(IdGenerator ids) {
        this.ids = ids;
        for (ElementKind kind : ElementKind.values()) {
            fresh.put(kind, new HashMap<>());
            paths.put(kind, new HashMap<>());
        }
    }

    /** Gives the element at {@code path} a new id for its file id; null (and a problem) when missing or repeated. */
    UUID register(ElementKind kind, String path, UUID fileId, Problems problems) {
        if (fileId == null) {
            problems.add(path + ".id", "is required (a uuid naming the element within the file)");
            return null;
        }
        String earlier = paths.get(kind).putIfAbsent(fileId, path);
        if (earlier != null) {
            problems.add(path + ".id", "repeats the id of " + earlier);
            return null;
        }
        UUID id = ids.newId();
        fresh.get(kind).put(fileId, id);
        return id;
    }

    /** The new id of the element the path's reference names; a problem when the file has no such element. */
    UUID resolve(String path, UUID fileId, ElementKind kind, Problems problems) {
        UUID id = fresh.get(kind).get(fileId);
        if (id == null) {
            problems.add(path, "no " + kind.singular() + " with id " + fileId + " in the file");
        }
        return id;
    }
}
