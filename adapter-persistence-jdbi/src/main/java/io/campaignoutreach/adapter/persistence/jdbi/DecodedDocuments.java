package io.campaignoutreach.adapter.persistence.jdbi;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The configurations last decoded, by their stored text. A configuration is written rarely and read
 * on every read of each campaign using it, and thousands of campaigns may share one: decoding its
 * document (a routing configuration with its agents, groups and users runs to several kilobytes)
 * was a tenth of a campaign read. The text is the key, so a changed document is never served from
 * here, whatever changed it; comparing a text costs far less than decoding it. The values are
 * immutable domain records, safe to share between requests. At most {@link #ENTRIES} texts and
 * {@link #CHARACTERS} characters of them are kept, the least recently read dropped first, and a
 * text longer than {@link #LONGEST_TEXT} is decoded each time.
 */
final class DecodedDocuments<T> {

    static final int ENTRIES = 256;
    static final int CHARACTERS = 1_000_000;
    static final int LONGEST_TEXT = 64 * 1_024;

    private final Function<String, T> decode;
    private final LinkedHashMap<String, T> decoded = new LinkedHashMap<>(ENTRIES * 2, 0.75f, true);
    private long characters;

    DecodedDocuments(Function<String, T> decode) {
        this.decode = decode;
    }

    T of(String text) {
        if (text.length() > LONGEST_TEXT) {
            return decode.apply(text);
        }
        // Hashed outside the lock: a text fresh from the driver is hashed once, over all its characters.
        text.hashCode();
        synchronized (decoded) {
            T known = decoded.get(text);
            if (known != null) {
                return known;
            }
        }
        // Decoded outside the lock: two threads may both decode a new text, and both get an equal value.
        T value = decode.apply(text);
        synchronized (decoded) {
            if (decoded.put(text, value) == null) {
                characters += text.length();
            }
            Iterator<Map.Entry<String, T>> eldest = decoded.entrySet().iterator();
            while (decoded.size() > ENTRIES || characters > CHARACTERS) {
                characters -= eldest.next().getKey().length();
                eldest.remove();
            }
        }
        return value;
    }

    int size() {
        synchronized (decoded) {
            return decoded.size();
        }
    }
}
