-- The audit log is append-only (docs/decisions/036-staff-accounts.md): no operation edits or deletes it, and the
-- database refuses an UPDATE, a DELETE or a TRUNCATE of it whoever asks.
CREATE FUNCTION "staff_audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_append_only" BEFORE UPDATE OR DELETE ON "staff_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_truncate" BEFORE TRUNCATE ON "staff_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_log_refuse_change"();
