CREATE TABLE "saved_boms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_boms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"boards" integer NOT NULL,
	"spare_percent" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_boms" ADD CONSTRAINT "saved_boms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_boms_user_name_idx" ON "saved_boms" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_boms_user_updated_idx" ON "saved_boms" USING btree ("user_id","updated_at");