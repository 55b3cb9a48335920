CREATE TABLE "budget_candidates" (
	"budget_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	CONSTRAINT "budget_candidates_budget_id_candidate_id_pk" PRIMARY KEY("budget_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "budget_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"budget_id" uuid NOT NULL,
	"budget_version_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"responded_by" uuid,
	"responded_by_name" text NOT NULL,
	"responded_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_responses_decision_check" CHECK ("budget_responses"."decision" in ('accepted','rejected'))
);
--> statement-breakpoint
CREATE TABLE "budget_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"budget_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_versions_total_check" CHECK ("budget_versions"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"offer_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_status_check" CHECK ("budgets"."status" in ('draft','sent','accepted','rejected','withdrawn')),
	CONSTRAINT "budgets_version_check" CHECK ("budgets"."current_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_profile_views" (
	"customer_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_profile_views_customer_id_month_developer_id_pk" PRIMARY KEY("customer_id","month","developer_id")
);
--> statement-breakpoint
CREATE TABLE "hire_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"customer_id" uuid,
	"offer_id" uuid,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hire_drafts_status_check" CHECK ("hire_drafts"."status" in ('draft','claimed')),
	CONSTRAINT "hire_drafts_claim_check" CHECK (("hire_drafts"."status" = 'claimed') = ("hire_drafts"."customer_id" is not null and "hire_drafts"."claimed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "pricing_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "associate_budget_limit_minor" bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "associate_budget_limit_currency" text;--> statement-breakpoint
ALTER TABLE "internal_staff" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_candidates" ADD CONSTRAINT "budget_candidates_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_candidates" ADD CONSTRAINT "budget_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_responses" ADD CONSTRAINT "budget_responses_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_responses" ADD CONSTRAINT "budget_responses_budget_version_id_budget_versions_id_fk" FOREIGN KEY ("budget_version_id") REFERENCES "public"."budget_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_responses" ADD CONSTRAINT "budget_responses_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_versions" ADD CONSTRAINT "budget_versions_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_versions" ADD CONSTRAINT "budget_versions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profile_views" ADD CONSTRAINT "customer_profile_views_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profile_views" ADD CONSTRAINT "customer_profile_views_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_drafts" ADD CONSTRAINT "hire_drafts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_drafts" ADD CONSTRAINT "hire_drafts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_drafts" ADD CONSTRAINT "hire_drafts_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_configs" ADD CONSTRAINT "pricing_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_candidates_candidate_idx" ON "budget_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_responses_version_key" ON "budget_responses" USING btree ("budget_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_versions_budget_version_key" ON "budget_versions" USING btree ("budget_id","version");--> statement-breakpoint
CREATE INDEX "budgets_customer_idx" ON "budgets" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE INDEX "hire_drafts_expiry_idx" ON "hire_drafts" USING btree ("expires_at") WHERE "hire_drafts"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "pricing_configs_created_idx" ON "pricing_configs" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_associate_limit_check" CHECK (("customers"."associate_budget_limit_minor" is null) = ("customers"."associate_budget_limit_currency" is null) and coalesce("customers"."associate_budget_limit_minor", 0) >= 0);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_source_check" CHECK ("offers"."source" in ('staff','hire_request'));--> statement-breakpoint
CREATE FUNCTION encaja_refuse_budget_version_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The only change allowed: the sender's account was deleted (ON DELETE SET NULL).
  IF NEW.sent_by IS NULL AND OLD.sent_by IS NOT NULL
    AND (NEW.id, NEW.budget_id, NEW.version, NEW.content, NEW.currency, NEW.total_minor, NEW.valid_until, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.budget_id, OLD.version, OLD.content, OLD.currency, OLD.total_minor, OLD.valid_until, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'budget_versions rows are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER budget_versions_append_only BEFORE UPDATE ON "budget_versions"
  FOR EACH ROW EXECUTE FUNCTION encaja_refuse_budget_version_update();
