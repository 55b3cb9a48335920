-- Decision 0014: disabling a staff member (internal_staff.active -> false) ends their sessions
-- at once, whatever wrote the change (admin tool, SQL console), and tells every API instance
-- to drop them from its identity cache (the encaja_identity channel, plugins/identity-cache).
CREATE OR REPLACE FUNCTION encaja_staff_disabled() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.active AND NOT NEW.active THEN
    UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.user_id AND revoked_at IS NULL;
    PERFORM pg_notify('encaja_identity', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER internal_staff_disabled AFTER UPDATE OF active ON internal_staff
  FOR EACH ROW EXECUTE FUNCTION encaja_staff_disabled();
--> statement-breakpoint
-- Decision 0014: an erased developer (the tombstone has no user) is never searchable, even
-- when a later statement touches its developers row and the talent triggers refresh it.
CREATE OR REPLACE FUNCTION encaja_talent_drop_erased() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM talent_profiles WHERE developer_id IN (
    SELECT n.developer_id FROM new_rows n JOIN developers d ON d.id = n.developer_id
    WHERE d.user_id IS NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER talent_profiles_drop_erased_ins AFTER INSERT ON talent_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_drop_erased();--> statement-breakpoint
CREATE TRIGGER talent_profiles_drop_erased_upd AFTER UPDATE ON talent_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_drop_erased();
