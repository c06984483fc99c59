ALTER TABLE "addresses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_company_kind_idx" ON "addresses" USING btree ("company_id","kind");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_owner_check" CHECK ("addresses"."user_id" IS NOT NULL OR "addresses"."company_id" IS NOT NULL);--> statement-breakpoint
-- A business user's addresses become their company's; of the defaults its users had, the newest stays the company's.
UPDATE "addresses" SET "company_id" = "users"."company_id" FROM "users" WHERE "addresses"."user_id" = "users"."id" AND "users"."company_id" IS NOT NULL;--> statement-breakpoint
UPDATE "addresses" SET "is_default" = false
WHERE "company_id" IS NOT NULL AND "is_default" AND "id" NOT IN (
  SELECT DISTINCT ON ("company_id", "kind") "id" FROM "addresses"
  WHERE "company_id" IS NOT NULL AND "is_default"
  ORDER BY "company_id", "kind", "updated_at" DESC, "id"
);
