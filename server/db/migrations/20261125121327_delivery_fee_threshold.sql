ALTER TABLE "orders" ADD COLUMN "delivery_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_service_settings" ADD COLUMN "free_delivery_threshold" bigint;