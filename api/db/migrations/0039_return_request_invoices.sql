CREATE TABLE "offer_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"variant_id" integer,
	"description" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"lead_time_days" integer NOT NULL,
	CONSTRAINT "offer_lines_part_check" CHECK (("offer_lines"."kind" = 'catalog-part') = ("offer_lines"."variant_id" IS NOT NULL)),
	CONSTRAINT "offer_lines_quantity_check" CHECK ("offer_lines"."quantity" > 0),
	CONSTRAINT "offer_lines_price_check" CHECK ("offer_lines"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_until" date NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"decline_reason" text,
	"created_by_staff_id" uuid,
	"sent_by_staff_id" uuid,
	"sent_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"answered_at" timestamp with time zone,
	"cart_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_declined_check" CHECK (("offers"."status" = 'declined') = ("offers"."decline_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "offer_line_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "offer_line_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_request_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "returned_lines" jsonb;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_case_id_request_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."request_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sent_by_staff_id_staff_members_id_fk" FOREIGN KEY ("sent_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_lines_position_idx" ON "offer_lines" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offers_case_idx" ON "offers" USING btree ("case_id","created_at");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_offer_line_id_offer_lines_id_fk" FOREIGN KEY ("offer_line_id") REFERENCES "public"."offer_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_offer_line_idx" ON "cart_lines" USING btree ("cart_id","offer_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_return_request_idx" ON "invoices" USING btree ("return_request_id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_check" CHECK (("cart_lines"."variant_id" IS NULL) <> ("cart_lines"."offer_line_id" IS NULL));