package io.campaignoutreach.domain.source;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * A lead source of a campaign: where its leads come from, how it is paid (deal type, pricing
 * model and terms) and whether it is enabled. {@code sourceId} is the organization's own name for
 * it, unique in the organization. Built through {@link #builder}: its terms are all optional.
 */
public final class Source {

    public static final int MAX_SOURCE_ID_LENGTH = 255;
    public static final int MAX_NAME_LENGTH = 255;
    public static final int MAX_DESCRIPTION_LENGTH = 1000;

    private final SourceId id;
    private final OrganizationId organizationId;
    private final String sourceId;
    private final String name;
    private final String description;
    private final CampaignId campaignId;
    private final Integer phoneNumberId;
    private final DealType dealType;
    private final SourceType sourceType;
    private final PricingModel pricingModel;
    private final String payout;
    private final String commissionPerSale;
    private final String leadCost;
    private final String durationThreshold;
    private final Boolean enabled;
    private final long version;
    private final Instant createdAt;
    private final Instant updatedAt;

    private Source(Builder b, long version, Instant createdAt, Instant updatedAt) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.organizationId = Objects.requireNonNull(b.organizationId, "organizationId");
        this.sourceId = Objects.requireNonNull(b.sourceId, "sourceId");
        this.name = b.name;
        this.description = b.description;
        this.campaignId = Objects.requireNonNull(b.campaignId, "campaignId");
        this.phoneNumberId = b.phoneNumberId;
        this.dealType = Objects.requireNonNull(b.dealType, "dealType");
        this.sourceType = Objects.requireNonNull(b.sourceType, "sourceType");
        this.pricingModel = Objects.requireNonNull(b.pricingModel, "pricingModel");
        this.payout = b.payout;
        this.commissionPerSale = b.commissionPerSale;
        this.leadCost = b.leadCost;
        this.durationThreshold = b.durationThreshold;
        this.enabled = b.enabled;
        this.version = version;
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        if (sourceId.isEmpty() || sourceId.length() > MAX_SOURCE_ID_LENGTH) {
            throw new IllegalArgumentException("sourceId must be 1 to " + MAX_SOURCE_ID_LENGTH + " characters");
        }
        if (!SourceTerms.isMoney(payout) || !SourceTerms.isMoney(commissionPerSale) || !SourceTerms.isMoney(leadCost)) {
            throw new IllegalArgumentException("money terms are decimal strings of up to 10 digits and 4 decimals");
        }
        if (!SourceTerms.isSeconds(durationThreshold)) {
            throw new IllegalArgumentException("durationThreshold is whole seconds, up to 6 digits");
        }
    }

    /**
     * A source with the members every source has; its terms are set on the builder, which then
     * creates a new source or reconstitutes a stored one.
     */
    public static Builder builder(SourceId id, OrganizationId organizationId, String sourceId, CampaignId campaignId,
                                  DealType dealType, SourceType sourceType, PricingModel pricingModel) {
        return new Builder(id, organizationId, sourceId, campaignId, dealType, sourceType, pricingModel);
    }

    /** This source after a change: the next version at {@code now}, or itself when nothing changed. */
    public Source changed(Source proposed, Instant now) {
        Builder terms = proposed.builderAs(id, organizationId);
        Source same = terms.reconstitute(version, createdAt, updatedAt);
        if (same.equals(this)) {
            return this;
        }
        return terms.reconstitute(version + 1, createdAt, now);
    }

    /** A builder holding this source's members under another identity. */
    private Builder builderAs(SourceId newId, OrganizationId newOrganizationId) {
        return builder(newId, newOrganizationId, sourceId, campaignId, dealType, sourceType, pricingModel).name(name)
                .description(description).phoneNumberId(phoneNumberId).payout(payout)
                .commissionPerSale(commissionPerSale).leadCost(leadCost).durationThreshold(durationThreshold)
                .enabled(enabled);
    }

    public SourceId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public String sourceId() { return sourceId; }
    public String name() { return name; }
    public String description() { return description; }
    public CampaignId campaignId() { return campaignId; }
    public Integer phoneNumberId() { return phoneNumberId; }
    public DealType dealType() { return dealType; }
    public SourceType sourceType() { return sourceType; }
    public PricingModel pricingModel() { return pricingModel; }
    public String payout() { return payout; }
    public String commissionPerSale() { return commissionPerSale; }
    public String leadCost() { return leadCost; }
    public String durationThreshold() { return durationThreshold; }
    public Boolean enabled() { return enabled; }
    public long version() { return version; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Source other && id.equals(other.id) && organizationId.equals(other.organizationId)
                && sourceId.equals(other.sourceId) && Objects.equals(name, other.name)
                && Objects.equals(description, other.description) && campaignId.equals(other.campaignId)
                && Objects.equals(phoneNumberId, other.phoneNumberId) && dealType == other.dealType
                && sourceType == other.sourceType && pricingModel == other.pricingModel
                && Objects.equals(payout, other.payout) && Objects.equals(commissionPerSale, other.commissionPerSale)
                && Objects.equals(leadCost, other.leadCost)
                && Objects.equals(durationThreshold, other.durationThreshold)
                && Objects.equals(enabled, other.enabled) && version == other.version
                && createdAt.equals(other.createdAt) && updatedAt.equals(other.updatedAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, organizationId, sourceId, name, description, campaignId, phoneNumberId, dealType,
                sourceType, pricingModel, payout, commissionPerSale, leadCost, durationThreshold, enabled, version,
                createdAt, updatedAt);
    }

    @Override
    public String toString() {
        return "Source[" + id + " v" + version + "]";
    }

    /** Collects a source's optional members; the source's rules are checked when it is built. */
    public static final class Builder {

        private final SourceId id;
        private final OrganizationId organizationId;
        private final String sourceId;
        private final CampaignId campaignId;
        private final DealType dealType;
        private final SourceType sourceType;
        private final PricingModel pricingModel;
        private String name;
        private String description;
        private Integer phoneNumberId;
        private String payout;
        private String commissionPerSale;
        private String leadCost;
        private String durationThreshold;
        private Boolean enabled;

        private Builder(SourceId id, OrganizationId organizationId, String sourceId, CampaignId campaignId,
                        DealType dealType, SourceType sourceType, PricingModel pricingModel) {
            this.id = id;
            this.organizationId = organizationId;
            this.sourceId = sourceId;
            this.campaignId = campaignId;
            this.dealType = dealType;
            this.sourceType = sourceType;
            this.pricingModel = pricingModel;
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder description(String description) {
            this.description = description;
            return this;
        }

        public Builder phoneNumberId(Integer phoneNumberId) {
            this.phoneNumberId = phoneNumberId;
            return this;
        }

        public Builder payout(String payout) {
            this.payout = payout;
            return this;
        }

        public Builder commissionPerSale(String commissionPerSale) {
            this.commissionPerSale = commissionPerSale;
            return this;
        }

        public Builder leadCost(String leadCost) {
            this.leadCost = leadCost;
            return this;
        }

        public Builder durationThreshold(String durationThreshold) {
            this.durationThreshold = durationThreshold;
            return this;
        }

        public Builder enabled(Boolean enabled) {
            this.enabled = enabled;
            return this;
        }

        /** A new source: the first version, created and last changed {@code now}. */
        public Source create(Instant now) {
            return new Source(this, 0, now, now);
        }

        /** A stored source as it was read; for stores and readers. */
        public Source reconstitute(long version, Instant createdAt, Instant updatedAt) {
            return new Source(this, version, createdAt, updatedAt);
        }
    }
}
