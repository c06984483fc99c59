CREATE TABLE "variant_search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"txid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "variant_search_changes_txid_idx" ON "variant_search_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "variant_search_changes_changed_at_idx" ON "variant_search_changes" USING btree ("changed_at");