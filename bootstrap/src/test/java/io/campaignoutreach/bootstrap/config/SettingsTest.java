package io.campaignoutreach.bootstrap.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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
    void givenNoRateLimitVariables_whenRead_thenDefaultsOfD8AndTheFailedAuthThrottle() {
        Settings settings = Settings.fromEnvironment(Map.of());

        assertThat(settings.keyRateLimit()).isEqualTo(new RateLimitPolicy(600, 100));
        assertThat(settings.authFailureLimit()).isEqualTo(new RateLimitPolicy(30, 20));
    }

    @Test
    void givenRateLimitVariables_whenRead_thenPoliciesFollowThem() {
        Settings settings = Settings.fromEnvironment(Map.of("COS_RATE_LIMIT_PER_MINUTE", "1200",
                "COS_RATE_LIMIT_BURST", "50", "COS_AUTH_FAILURES_PER_MINUTE", "5", "COS_AUTH_FAILURE_BURST", "1"));

        assertThat(settings.keyRateLimit()).isEqualTo(new RateLimitPolicy(1200, 50));
        assertThat(settings.authFailureLimit()).isEqualTo(new RateLimitPolicy(5, 1));
        assertThat(settings.toString()).contains("rateLimitPerMinute=1200", "authFailureBurst=1");
    }

    @ParameterizedTest
    @CsvSource({"COS_RATE_LIMIT_PER_MINUTE,0", "COS_RATE_LIMIT_PER_MINUTE,1000001", "COS_RATE_LIMIT_BURST,0",
            "COS_RATE_LIMIT_BURST,100001", "COS_RATE_LIMIT_BURST,lots", "COS_AUTH_FAILURES_PER_MINUTE,0",
            "COS_AUTH_FAILURES_PER_MINUTE,100001", "COS_AUTH_FAILURE_BURST,0", "COS_AUTH_FAILURE_BURST,10001"})
    void givenRateLimitOutOfRange_whenRead_thenFailsNamingTheVariable(String variable, String value) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of(variable, value)))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining(variable)
                .hasMessageContaining(value);
    }

    @Test
    void givenNoDatabaseTimeoutVariables_whenRead_thenDefaultsOfP34() {
        Settings settings = Settings.fromEnvironment(Map.of());

        assertThat(settings.dbConnectTimeoutSeconds()).isEqualTo(3);
        assertThat(settings.dbSocketTimeoutSeconds()).isEqualTo(60);
    }

    @Test
    void givenDatabaseTimeoutVariables_whenRead_thenUsedAndShown() {
        Settings settings = Settings.fromEnvironment(Map.of("COS_DB_CONNECT_TIMEOUT_SECONDS", "1",
                "COS_DB_SOCKET_TIMEOUT_SECONDS", "0"));

        assertThat(settings.dbConnectTimeoutSeconds()).isEqualTo(1);
        assertThat(settings.dbSocketTimeoutSeconds()).isZero();
        assertThat(settings.toString()).contains("dbConnectTimeoutSeconds=1", "dbSocketTimeoutSeconds=0");
    }

    @ParameterizedTest
    @CsvSource({"COS_DB_CONNECT_TIMEOUT_SECONDS,0", "COS_DB_CONNECT_TIMEOUT_SECONDS,61",
            "COS_DB_CONNECT_TIMEOUT_SECONDS,2.5", "COS_DB_SOCKET_TIMEOUT_SECONDS,-1",
            "COS_DB_SOCKET_TIMEOUT_SECONDS,3601", "COS_DB_SOCKET_TIMEOUT_SECONDS,never"})
    void givenDatabaseTimeoutOutOfRange_whenRead_thenFailsNamingTheVariable(String variable, String value) {
        assertThatThrownBy(() -> Settings.fromEnvironment(Map.of(variable, value)))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining(variable)
                .hasMessageContaining(value);
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
