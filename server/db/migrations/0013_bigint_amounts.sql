-- Money columns become 64-bit (issue 22): the 32-bit integer columns overflowed above 2,147,483,647 won
-- (an order total, a payment) with a 500. Settlements and bills were bigint from the start. Both drivers
-- parse int8 as a JS number (server/db/index.ts); amounts are capped per order (customer channel) far
-- below 2^53, so sums stay exact.
ALTER TABLE products ALTER COLUMN price TYPE bigint;
ALTER TABLE orders ALTER COLUMN total_amount TYPE bigint;
ALTER TABLE payments ALTER COLUMN amount TYPE bigint;
ALTER TABLE settlement_payments ALTER COLUMN fee_amount TYPE bigint;
ALTER TABLE store_service_settings ALTER COLUMN min_order_amount TYPE bigint, ALTER COLUMN delivery_fee TYPE bigint;
ALTER TABLE coupons ALTER COLUMN discount_value TYPE bigint, ALTER COLUMN min_order_amount TYPE bigint;
ALTER TABLE stamp_programs ALTER COLUMN min_order_amount TYPE bigint;
ALTER TABLE promotion_periods ALTER COLUMN discount_value TYPE bigint;
ALTER TABLE promotion_period_uses ALTER COLUMN discount_amount TYPE bigint;
