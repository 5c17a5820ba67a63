-- Planner statistics of the two profile keys a Medicare sync matches customers by. The indexes of V7
-- are partial (live customers only), and PostgreSQL takes no statistics from a partial index's
-- expressions, so it guessed that each key of a batch matched half a percent of the organization: a
-- batch of 100 keys looked like half of it, and the look-up read every customer. With these, ANALYZE
-- (and autovacuum) measure how many customers share a key, and a batch is found through the indexes.
-- Expression statistics need PostgreSQL 14 or later.

create statistics customers_client_customer_id_stats on (profile ->> 'clientCustomerId') from customers;
create statistics customers_mbi_number_stats on (profile ->> 'mbiNumber') from customers;
analyze customers;
