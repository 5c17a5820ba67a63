package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.type.TypeReference;
import io.campaignoutreach.application.provider.ProviderAccountRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderAccountId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.shared.ConflictException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.statement.SqlStatement;

/** Secondary adapter: provider accounts in PostgreSQL, settings and sealed secrets as jsonb objects of strings. */
final class JdbiProviderAccountRepository implements ProviderAccountRepository {

    private static final TypeReference<Map<String, String>> STRINGS = new TypeReference<>() {
    };
    private static final String COLUMNS =
            "id, organization_id, channel, provider, settings, secrets, created_at, updated_at, version";

    private final Handles handles;
    private final JsonCodec json;

    JdbiProviderAccountRepository(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public void insert(ProviderAccount account) {
        SqlFailures.asConflict("the organization already has an account for " + account.channel().wireName(), () ->
                handles.use(h -> bind(h.createUpdate("insert into provider_accounts (" + COLUMNS + """
                        ) values (:id, :org, :channel, :provider, cast(:settings as jsonb), cast(:secrets as jsonb),
                                  :createdAt, :updatedAt, :version)"""), account).execute()));
    }

    @Override
    public void update(ProviderAccount account, long expectedVersion) {
        int updated = handles.with(h -> bind(h.createUpdate("""
                update provider_accounts
                   set provider = :provider, settings = cast(:settings as jsonb), secrets = cast(:secrets as jsonb),
                       created_at = :createdAt, updated_at = :updatedAt, version = :version
                 where id = :id and organization_id = :org and channel = :channel and version = :expectedVersion"""),
                account).bind("expectedVersion", expectedVersion).execute());
        if (updated == 0) {
            throw new ConflictException("the provider account was changed or removed by someone else");
        }
    }

    @Override
    public Optional<ProviderAccount> find(OrganizationId organizationId, ProviderChannel channel) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from provider_accounts where organization_id = :org and channel = :channel")
                .bind("org", organizationId.value())
                .bind("channel", StoredNames.PROVIDER_CHANNEL.of(channel))
                .map((rs, ctx) -> read(rs)).findOne());
    }

    @Override
    public Optional<ProviderAccount> findById(ProviderAccountId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from provider_accounts where id = :id")
                .bind("id", id.value())
                .map((rs, ctx) -> read(rs)).findOne());
    }

    @Override
    public List<ProviderAccount> list(OrganizationId organizationId) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from provider_accounts where organization_id = :org order by channel")
                .bind("org", organizationId.value())
                .map((rs, ctx) -> read(rs)).list());
    }

    @Override
    public List<ProviderAccount> after(ProviderAccountId after, int limit) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + """
                         \sfrom provider_accounts where cast(:after as uuid) is null or id > cast(:after as uuid)
                         order by id limit :limit""")
                .bind("after", after == null ? null : after.value())
                .bind("limit", limit)
                .map((rs, ctx) -> read(rs)).list());
    }

    private <S extends SqlStatement<S>> S bind(S statement, ProviderAccount account) {
        return statement.bind("id", account.id().value())
                .bind("org", account.organizationId().value())
                .bind("channel", StoredNames.PROVIDER_CHANNEL.of(account.channel()))
                .bind("provider", StoredNames.PROVIDER_KIND.of(account.kind()))
                .bind("settings", json.write(account.settings()))
                .bind("secrets", json.write(account.sealedSecrets()))
                .bind("createdAt", account.createdAt())
                .bind("updatedAt", account.updatedAt())
                .bind("version", account.version());
    }

    private ProviderAccount read(ResultSet rs) throws SQLException {
        return ProviderAccount.reconstitute(ProviderAccountId.of(rs.getObject("id", UUID.class)),
                OrganizationId.of(rs.getObject("organization_id", UUID.class)),
                StoredNames.PROVIDER_CHANNEL.parse(rs.getString("channel")),
                StoredNames.PROVIDER_KIND.parse(rs.getString("provider")),
                json.read(rs.getString("settings"), STRINGS), json.read(rs.getString("secrets"), STRINGS),
                rs.getTimestamp("created_at").toInstant(), rs.getTimestamp("updated_at").toInstant(),
                rs.getLong("version"));
    }
}
