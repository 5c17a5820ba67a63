-- A customer's calls, newest first, for the customer read's call summary (totalCalls, lastCallDate,
-- lastCallDisposition): one index walk instead of reading the organization's calls. Test calls are
-- never summed up, so they are left out of the index.
create index calls_customer_created_idx on calls (organization_id, customer_id, created_at desc, id desc)
    where not test_flag;
