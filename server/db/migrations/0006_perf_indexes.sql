-- Performance (issue 9). store/order/list search_type 3 ("completed today") filters a store's orders
-- by updated_at and sorts by it; with only (store_id, order_status, created_at) PostgreSQL scanned the
-- whole table (62 ms with 100,000 orders in one store). Walking this index backwards from the newest
-- update reads only today's rows.
CREATE INDEX IF NOT EXISTS orders_store_updated_idx ON orders (store_id, updated_at);
