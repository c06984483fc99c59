-- Logs which variant_search rows changed (one row per changed variant, per statement) for the API's search index.
CREATE OR REPLACE FUNCTION variant_search_log_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO variant_search_changes (variant_id) SELECT id FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_search_log_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO variant_search_changes (variant_id) SELECT id FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_search_log_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO variant_search_changes (variant_id) VALUES (0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER variant_search_log_insert AFTER INSERT ON variant_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_search_log_new_rows();--> statement-breakpoint
CREATE TRIGGER variant_search_log_update AFTER UPDATE ON variant_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_search_log_new_rows();--> statement-breakpoint
CREATE TRIGGER variant_search_log_delete AFTER DELETE ON variant_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_search_log_old_rows();--> statement-breakpoint
CREATE TRIGGER variant_search_log_truncate AFTER TRUNCATE ON variant_search
  FOR EACH STATEMENT EXECUTE FUNCTION variant_search_log_truncate();
