CREATE TABLE "shared_boms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lines" jsonb NOT NULL,
	"boards" integer NOT NULL,
	"spare_percent" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shared_boms_expires_at_idx" ON "shared_boms" USING btree ("expires_at");