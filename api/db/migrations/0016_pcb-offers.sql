CREATE TABLE "pcb_offer_gerbers" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pcb_offer_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pcb_offer_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"user_id" uuid,
	"company_id" uuid,
	"guest_id" uuid,
	"status" text DEFAULT 'received' NOT NULL,
	"boards" jsonb,
	"stencil" jsonb,
	"delivery_types" jsonb NOT NULL,
	"company_name" text,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_country_code" text,
	"phone" text,
	"is_commercial_communication_approved" boolean NOT NULL,
	"membership_terms_accepted_at" timestamp with time zone,
	"estimate" jsonb NOT NULL,
	"locale" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcb_offer_requests_parts_check" CHECK ("pcb_offer_requests"."boards" IS NOT NULL OR "pcb_offer_requests"."stencil" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "pcb_price_factors" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"amount" numeric(12, 6) NOT NULL,
	CONSTRAINT "pcb_price_factors_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "pcb_offer_gerbers" ADD CONSTRAINT "pcb_offer_gerbers_request_id_pcb_offer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."pcb_offer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcb_offer_requests" ADD CONSTRAINT "pcb_offer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcb_offer_requests" ADD CONSTRAINT "pcb_offer_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pcb_offer_requests_user_idx" ON "pcb_offer_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pcb_offer_requests_company_idx" ON "pcb_offer_requests" USING btree ("company_id","created_at");