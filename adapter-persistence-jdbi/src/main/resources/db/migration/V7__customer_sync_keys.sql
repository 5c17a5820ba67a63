-- Keys a Medicare sync matches customers by (D17): externalId, kept as the profile's
-- clientCustomerId, then mbiNumber (the phone already has customers_phone_idx). Only live
-- customers are matched, so only they are indexed.

create index customers_client_customer_id_idx on customers (organization_id, (profile ->> 'clientCustomerId'))
    where deleted_at is null;
create index customers_mbi_number_idx on customers (organization_id, (profile ->> 'mbiNumber'))
    where deleted_at is null;
