CREATE TABLE "candidate_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"feedback" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"developer_message" text,
	"shared_by" uuid,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_decisions_decision_check" CHECK ("candidate_decisions"."decision" in ('approved','not_approved')),
	CONSTRAINT "candidate_decisions_reason_check" CHECK (("candidate_decisions"."decision" = 'approved') = ("candidate_decisions"."reason" is null))
);
--> statement-breakpoint
CREATE TABLE "decision_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"threshold_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deep_profile_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deep_profile_id" uuid NOT NULL,
	"slug_hash" text NOT NULL,
	"slug_hint" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deep_profile_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"document" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deep_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshot_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"viewer_role" text NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snapshot_views_kind_check" CHECK ("snapshot_views"."kind" in ('page','pdf'))
);
--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "public_profile_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "public_profile_indexable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_decisions" ADD CONSTRAINT "candidate_decisions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_decisions" ADD CONSTRAINT "candidate_decisions_snapshot_id_deep_profile_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."deep_profile_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_decisions" ADD CONSTRAINT "candidate_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_decisions" ADD CONSTRAINT "candidate_decisions_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reminders" ADD CONSTRAINT "decision_reminders_snapshot_id_deep_profile_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."deep_profile_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profile_links" ADD CONSTRAINT "deep_profile_links_deep_profile_id_deep_profiles_id_fk" FOREIGN KEY ("deep_profile_id") REFERENCES "public"."deep_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profile_links" ADD CONSTRAINT "deep_profile_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profile_snapshots" ADD CONSTRAINT "deep_profile_snapshots_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profile_snapshots" ADD CONSTRAINT "deep_profile_snapshots_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profile_snapshots" ADD CONSTRAINT "deep_profile_snapshots_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profile_snapshots" ADD CONSTRAINT "deep_profile_snapshots_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profile_snapshots" ADD CONSTRAINT "deep_profile_snapshots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profiles" ADD CONSTRAINT "deep_profiles_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profiles" ADD CONSTRAINT "deep_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_profiles" ADD CONSTRAINT "deep_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_views" ADD CONSTRAINT "snapshot_views_snapshot_id_deep_profile_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."deep_profile_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_views" ADD CONSTRAINT "snapshot_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_decisions_snapshot_key" ON "candidate_decisions" USING btree ("snapshot_id");--> statement-breakpoint
CREATE INDEX "candidate_decisions_candidate_idx" ON "candidate_decisions" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_reminders_snapshot_key" ON "decision_reminders" USING btree ("snapshot_id","threshold_days");--> statement-breakpoint
CREATE UNIQUE INDEX "deep_profile_links_slug_key" ON "deep_profile_links" USING btree ("slug_hash");--> statement-breakpoint
CREATE INDEX "deep_profile_links_profile_idx" ON "deep_profile_links" USING btree ("deep_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "deep_profile_snapshots_candidate_idx" ON "deep_profile_snapshots" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "deep_profile_snapshots_customer_idx" ON "deep_profile_snapshots" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deep_profiles_developer_key" ON "deep_profiles" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "snapshot_views_snapshot_idx" ON "snapshot_views" USING btree ("snapshot_id","created_at");--> statement-breakpoint
CREATE FUNCTION encaja_refuse_snapshot_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The only change allowed: the author's account was deleted (ON DELETE SET NULL).
  IF NEW.created_by IS NULL AND OLD.created_by IS NOT NULL
    AND (NEW.id, NEW.candidate_id, NEW.offer_id, NEW.customer_id, NEW.developer_id, NEW.document, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.candidate_id, OLD.offer_id, OLD.customer_id, OLD.developer_id, OLD.document, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'deep_profile_snapshots rows are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER deep_profile_snapshots_append_only BEFORE UPDATE ON "deep_profile_snapshots"
  FOR EACH ROW EXECUTE FUNCTION encaja_refuse_snapshot_update();
