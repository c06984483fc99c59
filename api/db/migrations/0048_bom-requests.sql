CREATE TABLE "bom_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bom_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"project_name" text,
	"boards" integer NOT NULL,
	"spare_percent" numeric(5, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text,
	"user_id" uuid,
	"company_id" uuid,
	"guest_id" uuid,
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
	CONSTRAINT "bom_requests_project_name_check" CHECK ("bom_requests"."purpose" <> 'project' OR "bom_requests"."project_name" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "bom_requests" ADD CONSTRAINT "bom_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_requests" ADD CONSTRAINT "bom_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bom_requests_user_idx" ON "bom_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bom_requests_company_idx" ON "bom_requests" USING btree ("company_id","created_at");