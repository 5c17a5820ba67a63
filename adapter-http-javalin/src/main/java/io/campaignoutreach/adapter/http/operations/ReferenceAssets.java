package io.campaignoutreach.adapter.http.operations;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The files of the rendered API reference: the page and its initializer from this module, Swagger UI's
 * from its WebJar. Read once at start, so serving them touches neither the class path nor the disk.
 */
final class ReferenceAssets {

    /** A file and the media type it is served with. */
    record Asset(byte[] bytes, String contentType) {
    }

    private static final String OWN = "/reference/";
    private static final String WEBJAR_PROPERTIES = "/META-INF/maven/org.webjars/swagger-ui/pom.properties";
    private static final String JAVASCRIPT = "text/javascript; charset=utf-8";

    private final Asset page;
    private final Map<String, Asset> files;

    ReferenceAssets() {
        String swaggerUi = "/META-INF/resources/webjars/swagger-ui/" + swaggerUiVersion() + "/";
        this.page = new Asset(read(OWN + "index.html"), "text/html; charset=utf-8");
        this.files = Map.of(
                "reference.js", new Asset(read(OWN + "reference.js"), JAVASCRIPT),
                "swagger-ui-bundle.js", new Asset(read(swaggerUi + "swagger-ui-bundle.js"), JAVASCRIPT),
                "swagger-ui.css", new Asset(read(swaggerUi + "swagger-ui.css"), "text/css; charset=utf-8"),
                "favicon-32x32.png", new Asset(read(swaggerUi + "favicon-32x32.png"), "image/png"));
    }

    Asset page() {
        return page;
    }

    Optional<Asset> file(String name) {
        return Optional.ofNullable(files.get(name));
    }

    /** The WebJar's own record of its version, so that upgrading it is a change to the POM alone. */
    private static String swaggerUiVersion() {
        Properties properties = new Properties();
        try (InputStream in = open(WEBJAR_PROPERTIES)) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version");
    }

    /** A file bundled in the build; its absence is a broken build, so it fails the start. */
    static byte[] read(String resource) {
        try (InputStream in = open(resource)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream open(String resource) {
        InputStream in = ReferenceAssets.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("a published file is missing from the build: " + resource);
        }
        return in;
    }
}
