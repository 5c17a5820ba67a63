-- A phone number identifies at most one live customer of an organization (decision P43).
--
-- Earlier versions let a sync or an import give two customers one number. Such customers cannot
-- be merged or renumbered here without deciding for the organization which one is right, so the
-- migration refuses to run while any exist: it stops with a message naming the organizations and
-- customer ids (never the numbers) and changes nothing, and the service does not start on this
-- schema until they are resolved (docs/operations.md, "Customers sharing a phone number").
do $$
declare
    groups bigint;
    sample text;
begin
    select count(*),
           string_agg('organization ' || organization_id || ': customers ' || customer_ids, '; ')
               filter (where position <= 20)
      into groups, sample
      from (select organization_id,
                   string_agg(id::text, ', ' order by created_at, id) as customer_ids,
                   row_number() over (order by organization_id) as position
              from customers
             where deleted_at is null
             group by organization_id, phone
            having count(*) > 1) as shared;
    if groups > 0 then
        raise exception 'V10 cannot make phone numbers unique: % phone number(s) are each held by several live customers of one organization. Delete or renumber all but one customer of each group, then deploy again. First groups (oldest customer first): %', groups, sample;
    end if;
end
$$;

create unique index customers_live_phone_key on customers (organization_id, phone) where deleted_at is null;
-- The unique index serves every lookup the old one did.
drop index customers_phone_idx;
