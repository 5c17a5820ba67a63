package io.campaignoutreach.bootstrap.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintStream;

/** How a command prints its result: lines for people (the default), or one JSON document for scripts. */
enum Output {
    TEXT, JSON;

    static final String OPTION = "output";

    private static final ObjectMapper MAPPER = new ObjectMapper().disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    /** The format {@code --output} names, text when absent. */
    static Output of(String command, Arguments arguments) {
        String format = arguments.option(OPTION).orElse("text");
        return switch (format) {
            case "text" -> TEXT;
            case "json" -> JSON;
            default -> throw new UsageException(command, "--output must be text or json, got '" + format + "'");
        };
    }

    /** Prints {@code value} (records, maps and lists of them) as one line of JSON. */
    static void printJson(PrintStream out, Object value) {
        try {
            out.println(MAPPER.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write the output as JSON", e);
        }
    }
}
