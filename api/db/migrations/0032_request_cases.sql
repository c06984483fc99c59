CREATE TABLE "request_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"request_ref" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_cases" ADD CONSTRAINT "request_cases_assignee_staff_id_staff_members_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_cases_request_idx" ON "request_cases" USING btree ("kind","request_ref");--> statement-breakpoint
CREATE INDEX "request_cases_status_idx" ON "request_cases" USING btree ("status","created_at");--> statement-breakpoint
-- Every request made before the inbox existed gets its case, its old status carried over.
INSERT INTO "request_cases" ("kind", "request_ref", "status", "created_at", "updated_at")
SELECT 'pcb', "id"::text, CASE "status" WHEN 'quoted' THEN 'offered' WHEN 'closed' THEN 'closed' ELSE 'new' END, "created_at", "created_at" FROM "pcb_offer_requests"
UNION ALL
SELECT 'heat-sink', "id"::text, CASE "status" WHEN 'quoted' THEN 'offered' WHEN 'closed' THEN 'closed' ELSE 'new' END, "created_at", "created_at" FROM "heat_sink_offer_requests"
UNION ALL
SELECT 'product', "id"::text, CASE "status" WHEN 'quoted' THEN 'offered' WHEN 'closed' THEN 'closed' ELSE 'new' END, "created_at", "created_at" FROM "product_requests"
UNION ALL
SELECT 'contact', "id"::text, 'new', "created_at", "created_at" FROM "contact_form_requests";
