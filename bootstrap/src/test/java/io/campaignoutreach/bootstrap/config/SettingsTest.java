package io.campaignoutreach.bootstrap.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SettingsTest {

    @Test
    void givenEmptyEnvironment_whenRead_thenDocumentedDefaultsAndInMemoryStore() {
        Settings settings = Settings.fromEnvironment(Map.of());

        assertThat(settings.host()).isEqualTo("0.0.0.0");
        assertThat(settings.port()).isEqualTo(8080);
        assertThat(settings.database()).isEmpty();
        assertThat(settings.dbPoolSize()).isEqualTo(10);
        assertThat(settings.dbSchema()).isNull();
    }

    @Test
    void givenEveryVariable_whenRead_thenEachIsUsed() {
        Settings settings = Settings.fromEnvironment(Map.of(
                "COS_HOST", "127.0.0.1",
                "COS_PORT", "9090",
                "COS_DATABASE_URL", "jdbc:postgresql://db:5432/outreach?user=app&password=secret",
                "COS_DB_POOL_SIZE", "4",
                "COS_DB_SCHEMA", "tenant_a"));

        assertThat(settings.host()).isEqualTo("127.0.0.1");
        assertThat(settings.port()).isEqualTo(9090);
        assertThat(settings.database()).contains("jdbc:postgresql://db:5432/outreach?user=app&password=secret");
        assertThat(settings.dbPoolSize()).isEqualTo(4);
        assertThat(settings.dbSchema()).isEqualTo("tenant_a");
    }

    @Test
    void givenJobVariables_whenRead_thenJobSettingsFollowThemAndDefaultOtherwise() {
        Settings defaults = Settings.fromEnvironment(Map.of());
        Settings tuned = Settings.fromEnvironment(Map.of("COS_JOB_WORKERS", "0", "COS_JOB_LEASE_SECONDS", "5",
                "COS_JOB_CHUNK_SIZE", "20", "COS_JOB_RETENTION_DAYS", "7"));

        assertThat(defaults.jobSettings().workers()).isEqualTo(2);
        assertThat(defaults.jobSettings().lease()).isEqualTo(java.time.Duration.ofSeconds(30));
        assertThat(defaults.jobSettings().resultRetention()).isEqualTo(java.time.Duration.ofDays(30));
        assertThat(tuned.jobSettings().workers()).isZero();
        assertThat(tuned.jobSettings().lease()).isEqualTo(java.time.Duration.ofSeconds(5));
        assertThat(tuned.jobSettings().resultRetention()).isEqualTo(java.time.Duration.ofDays(7));
        assertThat(tuned.jobSettings().chunkSize()).isEqualTo(20);
        assertThat(defaults.jobSettings().chunkSize()).isEqualTo(500);
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("COS_JOB_CHUNK_SIZE", "1001")))
                .hasMessageContaining("COS_JOB_CHUNK_SIZE");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("COS_JOB_LEASE_SECONDS", "0")))
                .hasMessageContaining("COS_JOB_LEASE_SECONDS");
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("COS_JOB_WORKERS", "many")))
                .hasMessageContaining("COS_JOB_WORKERS");
    }

    @Test
    void givenBlankVariables_whenRead_thenTreatedAsUnset() {
        Settings settings = Settings.fromEnvironment(Map.of("COS_PORT", " ", "COS_DATABASE_URL", ""));

        assertThat(settings.port()).isEqualTo(8080);
        assertThat(settings.database()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "-1", "65536", "80.5", "8080x"})
    void givenBadPort_whenRead_thenFailsNamingTheVariable(String port) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("COS_PORT", port)))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("COS_PORT")
                .hasMessageContaining("0 to 65535")
                .hasMessageContaining(port.strip());
    }

    @Test
    void givenPortZero_whenRead_thenAcceptedForAFreePort() {
        assertThat(Settings.fromEnvironment(Map.of("COS_PORT", "0")).port()).isZero();
    }

    @Test
    void givenNonPostgresDatabaseUrl_whenRead_thenFails() {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("COS_DATABASE_URL", "mysql://db/outreach")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("COS_DATABASE_URL")
                .hasMessageContaining("jdbc:postgresql:");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "201", "ten"})
    void givenBadPoolSize_whenRead_thenFails(String size) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("COS_DB_POOL_SIZE", size)))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("COS_DB_POOL_SIZE");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Public", "drop table x", "1abc", "a-b"})
    void givenBadSchema_whenRead_thenFails(String schema) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of("COS_DB_SCHEMA", schema)))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("COS_DB_SCHEMA");
    }

    @Test
    void givenUrlWithCredentials_whenRedacted_thenNeitherUserNorPasswordRemain() {
        Settings inQuery = Settings.fromEnvironment(Map.of("COS_DATABASE_URL",
                "jdbc:postgresql://db:5432/outreach?user=app&password=secret"));
        Settings inAuthority = Settings.fromEnvironment(Map.of("COS_DATABASE_URL",
                "jdbc:postgresql://app:secret@db:5432/outreach"));

        assertThat(inQuery.redactedDatabaseUrl()).contains("jdbc:postgresql://db:5432/outreach");
        assertThat(inAuthority.redactedDatabaseUrl()).contains("jdbc:postgresql://db:5432/outreach");
        assertThat(inQuery.toString()).doesNotContain("secret");
    }

    @Test
    void givenDebugVariable_whenAsked_thenOneOrTrueMeansYes() {
        assertThat(Settings.debugRequested(Map.of("COS_DEBUG", "1"))).isTrue();
        assertThat(Settings.debugRequested(Map.of("COS_DEBUG", "true"))).isTrue();
        assertThat(Settings.debugRequested(Map.of("COS_DEBUG", "0"))).isFalse();
        assertThat(Settings.debugRequested(Map.of())).isFalse();
    }
}
