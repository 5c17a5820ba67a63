-- How many campaigns use each transfer and appointment configuration, and how many of them are
-- receptionist campaigns, kept by the trigger of V15 beside the users themselves. Counting a
-- configuration's users in configuration_users is an index-only scan of every user: 3 ms for a
-- configuration 10,000 campaigns share, on every read of any of them. Here it is one key look-up.

-- No campaign changes while the counts are filled and the trigger replaced: a process still running
-- the previous trigger could otherwise add users the fill does not count.
lock table campaigns in share row exclusive mode;

create table configuration_usage (
    organization_id uuid not null,
    transfer boolean not null,
    config_id text not null,
    campaigns integer not null,
    receptionists integer not null,
    primary key (organization_id, transfer, config_id)
);

-- The counts change by the rows a change of a campaign removes and adds. A transaction that changes
-- campaigns first takes its organization's transaction lock (two 32-bit keys: 17 for these counts and
-- the organization), so two transactions that change campaigns sharing configurations, several each
-- perhaps (a setup stores many), take turns instead of locking count rows in opposite orders and
-- deadlocking. Campaigns change rarely; reads take no lock.
create or replace function configuration_users_sync() returns trigger language plpgsql as $$
begin
    perform pg_advisory_xact_lock(17, hashtext(coalesce(new.organization_id, old.organization_id)::text));
    if tg_op in ('UPDATE', 'DELETE') then
        delete from configuration_users where campaign_id = old.id;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
        insert into configuration_users select * from configuration_users_of(new);
    end if;
    insert into configuration_usage as u (organization_id, transfer, config_id, campaigns, receptionists)
    select d.organization_id, d.transfer, d.config_id, sum(d.delta), sum(case when d.receptionist then d.delta else 0 end)
      from (select o.organization_id, o.transfer, o.config_id, o.receptionist, -1 as delta
              from configuration_users_of(old) o
             where tg_op in ('UPDATE', 'DELETE')
            union all
            select n.organization_id, n.transfer, n.config_id, n.receptionist, 1
              from configuration_users_of(new) n
             where tg_op in ('INSERT', 'UPDATE')) d
     group by d.organization_id, d.transfer, d.config_id
    having sum(d.delta) <> 0 or sum(case when d.receptionist then d.delta else 0 end) <> 0
     order by d.organization_id, d.transfer, d.config_id
        on conflict (organization_id, transfer, config_id) do update
       set campaigns = u.campaigns + excluded.campaigns, receptionists = u.receptionists + excluded.receptionists;
    return null;
end
$$;

insert into configuration_usage (organization_id, transfer, config_id, campaigns, receptionists)
select organization_id, transfer, config_id, count(*), count(*) filter (where receptionist)
  from configuration_users
 group by organization_id, transfer, config_id;
