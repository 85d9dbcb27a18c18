ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_service_settings" ADD COLUMN "missed_order_minutes" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_service_settings" ADD COLUMN "missed_pause_after" integer DEFAULT 2 NOT NULL;