-- Keep the products heap narrow for the list's filter and facet scans: long texts move out of line (TOAST),
-- while the properties the facets read stay inline.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "detailed_description_tr" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "detailed_description_en" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "medias" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "properties" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" SET (toast_tuple_target = 128);
