CREATE TABLE "stamp_events" (
	"stamp_event_id" serial PRIMARY KEY NOT NULL,
	"stamp_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"stamps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stamp_events" ADD CONSTRAINT "stamp_events_stamp_card_id_fkey" FOREIGN KEY ("stamp_card_id") REFERENCES "public"."stamp_cards"("stamp_card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_events" ADD CONSTRAINT "stamp_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stamp_events_order_idx" ON "stamp_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_period_uses_order_uq" ON "promotion_period_uses" USING btree ("order_id");