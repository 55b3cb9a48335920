CREATE TABLE "catalog_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"alias" text NOT NULL,
	"alias_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_aliases_kind_check" CHECK ("catalog_aliases"."kind" in ('skill','stack'))
);
--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "approval_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stacks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_aliases_key" ON "catalog_aliases" USING btree ("kind","alias_key");--> statement-breakpoint
CREATE INDEX "catalog_aliases_code_idx" ON "catalog_aliases" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
-- Issue #20: disabling any account (users.disabled_at set) ends its sessions at once, whatever
-- wrote the change, and tells every API instance to drop the user from its identity cache.
CREATE OR REPLACE FUNCTION encaja_user_disabled() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.disabled_at IS NULL AND NEW.disabled_at IS NOT NULL THEN
    UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
    PERFORM pg_notify('encaja_identity', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_disabled AFTER UPDATE OF disabled_at ON users
  FOR EACH ROW EXECUTE FUNCTION encaja_user_disabled();
--> statement-breakpoint
-- Issue #20: the audit log is append-only. The only change allowed is erasure's: forgetting a
-- person (actor/subject set null by the foreign keys, the IP cleared, keys removed from details).
CREATE OR REPLACE FUNCTION encaja_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.id <> OLD.id OR NEW.action <> OLD.action OR NEW.created_at <> OLD.created_at
    OR NEW.target_type IS DISTINCT FROM OLD.target_type
    OR NEW.target_id IS DISTINCT FROM OLD.target_id
    OR NEW.request_id IS DISTINCT FROM OLD.request_id
    OR (NEW.actor_user_id IS NOT NULL AND NEW.actor_user_id IS DISTINCT FROM OLD.actor_user_id)
    OR (NEW.subject_user_id IS NOT NULL AND NEW.subject_user_id IS DISTINCT FROM OLD.subject_user_id)
    OR (NEW.ip IS NOT NULL AND NEW.ip IS DISTINCT FROM OLD.ip)
    OR NOT (OLD.details @> NEW.details) THEN
    RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION encaja_audit_append_only();
