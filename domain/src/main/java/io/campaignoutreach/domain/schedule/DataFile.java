package io.campaignoutreach.domain.schedule;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Reads the rule tables shipped beside these classes: '#' comment lines, a header line, comma-separated rows. */
final class DataFile {

    private DataFile() {
    }

    /** The rows after the header; the last column keeps any commas of its own (notes, citations). */
    static List<String[]> rows(String name) {
        try (InputStream in = DataFile.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing rule table " + name);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<String> lines = reader.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
            int columns = lines.get(0).split(",").length;
            List<String[]> rows = new ArrayList<>();
            for (String line : lines.subList(1, lines.size())) {
                String[] cells = line.split(",", columns);
                if (cells.length != columns) {
                    throw new IllegalStateException(name + ": expected " + columns + " columns in " + line);
                }
                rows.add(cells);
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Set<ZoneId> zones(String cell) {
        return Arrays.stream(cell.split("\\|")).map(String::strip).map(ZoneId::of)
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }

    /**
     * A short fingerprint of the tables' contents (the first 12 hex digits of their SHA-256), which
     * names the version of the rules a decision was made under.
     */
    static String fingerprint(String... names) {
        try {
            java.security.MessageDigest digest = java.security.MessageDigest.getInstance("SHA-256");
            for (String name : names) {
                try (InputStream in = DataFile.class.getResourceAsStream(name)) {
                    if (in == null) {
                        throw new IllegalStateException("missing rule table " + name);
                    }
                    digest.update(in.readAllBytes());
                }
            }
            return java.util.HexFormat.of().formatHex(digest.digest()).substring(0, 12);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
