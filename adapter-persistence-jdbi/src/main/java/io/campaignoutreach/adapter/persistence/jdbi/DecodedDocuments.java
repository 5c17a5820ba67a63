package io.campaignoutreach.adapter.persistence.jdbi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The configurations last decoded, by their stored text. A configuration is written rarely and read
 * on every read of each campaign using it, and thousands of campaigns may share one: decoding its
 * document (a routing configuration with its agents, groups and users runs to several kilobytes)
 * was a tenth of a campaign read. The text is the key, so a changed document is never served from
 * here, whatever changed it; comparing a text costs far less than decoding it. The values are
 * immutable domain records, safe to share between requests. Bounded in entries and in the length
 * of a text kept, so that memory stays small whatever the organization stores.
 */
final class DecodedDocuments<T> {

    static final int ENTRIES = 256;
    static final int LONGEST_TEXT = 64 * 1_024;

    private final Function<String, T> decode;
    private final Map<String, T> decoded = new LinkedHashMap<>(ENTRIES * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, T> eldest) {
            return size() > ENTRIES;
        }
    };

    DecodedDocuments(Function<String, T> decode) {
        this.decode = decode;
    }

    T of(String text) {
        if (text.length() > LONGEST_TEXT) {
            return decode.apply(text);
        }
        synchronized (decoded) {
            T known = decoded.get(text);
            if (known != null) {
                return known;
            }
        }
        // Decoded outside the lock: two threads may both decode a new text, and both get an equal value.
        T value = decode.apply(text);
        synchronized (decoded) {
            decoded.put(text, value);
        }
        return value;
    }

    int size() {
        synchronized (decoded) {
            return decoded.size();
        }
    }
}
