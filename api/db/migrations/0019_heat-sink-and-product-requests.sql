CREATE TABLE "heat_sink_offer_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "heat_sink_offer_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile" text NOT NULL,
	"length_mm" numeric(8, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"machining_notes" text,
	"anodizing_notes" text,
	"user_id" uuid,
	"company_id" uuid,
	"guest_id" uuid,
	"status" text DEFAULT 'received' NOT NULL,
	"company_name" text,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_country_code" text,
	"phone" text,
	"is_commercial_communication_approved" boolean DEFAULT false NOT NULL,
	"membership_terms_accepted_at" timestamp with time zone,
	"locale" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heat_sink_offer_requests_quantity_check" CHECK ("heat_sink_offer_requests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"target_price" numeric(14, 4),
	"target_currency" text,
	"needed_by" date,
	"note" text,
	"user_id" uuid,
	"company_id" uuid,
	"guest_id" uuid,
	"status" text DEFAULT 'received' NOT NULL,
	"company_name" text,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_country_code" text,
	"phone" text,
	"is_commercial_communication_approved" boolean DEFAULT false NOT NULL,
	"membership_terms_accepted_at" timestamp with time zone,
	"locale" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_requests_quantity_check" CHECK ("product_requests"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "heat_sink_offer_requests" ADD CONSTRAINT "heat_sink_offer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heat_sink_offer_requests" ADD CONSTRAINT "heat_sink_offer_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heat_sink_offer_requests_user_idx" ON "heat_sink_offer_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "heat_sink_offer_requests_company_idx" ON "heat_sink_offer_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "product_requests_user_idx" ON "product_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_requests_company_idx" ON "product_requests" USING btree ("company_id","created_at");