DROP INDEX "payments_store_time_idx";--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_discount_idx" ON "orders" USING btree ("order_id","discount_amount") WHERE "orders"."discount_amount" > 0;--> statement-breakpoint
CREATE INDEX "payments_store_time_sums_idx" ON "payments" USING btree ("store_id","approved_at","payment_status","pay_type","amount","order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");