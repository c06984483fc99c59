CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"published_at" date NOT NULL,
	"author" text NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_tr" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_tr" text NOT NULL,
	"body_en" text NOT NULL,
	"tags_tr" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"issuer" text NOT NULL,
	"valid_until" date,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_slug_unique" UNIQUE("slug"),
	CONSTRAINT "certificates_size_check" CHECK ("certificates"."byte_size" = octet_length("certificates"."content")),
	CONSTRAINT "certificates_file_name_check" CHECK ("certificates"."file_name" ~ '^[A-Za-z0-9._-]{1,120}$')
);
--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);