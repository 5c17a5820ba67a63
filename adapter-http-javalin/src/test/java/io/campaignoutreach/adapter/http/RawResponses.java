package io.campaignoutreach.adapter.http;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Reads an HTTP/1.1 response straight off a socket, for requests no HTTP client will send. */
final class RawResponses {

    private RawResponses() {
    }

    static TestApi.Response read(InputStream in) throws IOException {
        String statusLine = line(in);
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (String header = line(in); !header.isEmpty(); header = line(in)) {
            int colon = header.indexOf(':');
            headers.computeIfAbsent(header.substring(0, colon).strip().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                    .add(header.substring(colon + 1).strip());
        }
        List<String> length = headers.get("content-length");
        byte[] body = length == null ? in.readAllBytes() : in.readNBytes(Integer.parseInt(length.get(0)));
        return new TestApi.Response(Integer.parseInt(statusLine.split(" ")[1]), headers,
                new String(body, StandardCharsets.UTF_8));
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c == -1) {
                throw new IOException("connection closed inside the response head");
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }
}
