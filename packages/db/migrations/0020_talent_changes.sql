CREATE TABLE "talent_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"developer_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "talent_changes_xid_idx" ON "talent_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "talent_changes_changed_at_idx" ON "talent_changes" USING btree ("changed_at");--> statement-breakpoint
-- ADR 0044: every write to talent_profiles (its own triggers' refreshes, erasure, cascades) is
-- recorded with the writing transaction's id, so each API instance's in-memory ranking index
-- can apply exactly the rows changed since it last looked.
CREATE OR REPLACE FUNCTION encaja_talent_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO talent_changes (developer_id) SELECT developer_id FROM old_rows;
  ELSE
    INSERT INTO talent_changes (developer_id) SELECT developer_id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER talent_profiles_changes_ins AFTER INSERT ON talent_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_changed();--> statement-breakpoint
CREATE TRIGGER talent_profiles_changes_upd AFTER UPDATE ON talent_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_changed();--> statement-breakpoint
CREATE TRIGGER talent_profiles_changes_del AFTER DELETE ON talent_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_changed();
