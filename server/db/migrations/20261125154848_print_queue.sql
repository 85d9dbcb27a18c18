CREATE TABLE "print_jobs" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"printer_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"printer_id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"printer_name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"paper_width" integer DEFAULT 80 NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"order_types" jsonb NOT NULL,
	"print_kitchen" integer DEFAULT 1 NOT NULL,
	"print_receipt" integer DEFAULT 0 NOT NULL,
	"print_on" integer DEFAULT 1 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_paper_width_check" CHECK (paper_width IN (58, 80)),
	CONSTRAINT "printers_copies_check" CHECK (copies BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_fkey" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("printer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "print_jobs_printer_idx" ON "print_jobs" USING btree ("printer_id","job_id");--> statement-breakpoint
CREATE INDEX "printers_store_idx" ON "printers" USING btree ("store_id");