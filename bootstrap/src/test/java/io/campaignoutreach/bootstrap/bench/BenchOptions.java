package io.campaignoutreach.bootstrap.bench;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/** The options the engine, read and list benchmarks take: {@code --rounds N}, and the database they use. */
final class BenchOptions {

    static final String DEFAULT_DATABASE_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";

    private BenchOptions() {
    }

    /** The measured rounds asked for (3 when not given); anything else is refused. */
    static int rounds(String[] args) {
        int rounds = 3;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--rounds") && i + 1 < args.length) {
                rounds = Integer.parseInt(args[++i]);
            } else {
                throw new IllegalArgumentException("unknown option " + args[i] + "; known: --rounds N");
            }
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("--rounds must be at least 1");
        }
        return rounds;
    }

    /** A pool of 10 connections to {@code schema}, for the bare endpoints next to the service. */
    static HikariDataSource pool(String databaseUrl, String schema) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(databaseUrl);
        config.setSchema(schema);
        config.setMaximumPoolSize(10);
        return new HikariDataSource(config);
    }

    /** COS_TEST_DATABASE_URL, or the local test database. */
    static String databaseUrl() {
        return System.getenv().getOrDefault("COS_TEST_DATABASE_URL", DEFAULT_DATABASE_URL);
    }
}
