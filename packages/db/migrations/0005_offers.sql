CREATE TABLE "candidate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"note" text,
	"origin" text NOT NULL,
	"match_score" double precision,
	"override_reason" text,
	"soft_status" text DEFAULT 'pending' NOT NULL,
	"hard_status" text DEFAULT 'pending' NOT NULL,
	"english_status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_origin_check" CHECK ("candidates"."origin" in ('matching_algorithm','talent_pool_search','professional_user','external_headhunt','external_post','referral','other')),
	CONSTRAINT "candidates_match_score_check" CHECK ("candidates"."match_score" is null or "candidates"."match_score" between 0 and 100),
	CONSTRAINT "candidates_soft_status_check" CHECK ("candidates"."soft_status" in ('pending','approved','not_approved')),
	CONSTRAINT "candidates_hard_status_check" CHECK ("candidates"."hard_status" in ('pending','approved','not_approved')),
	CONSTRAINT "candidates_english_status_check" CHECK ("candidates"."english_status" in ('pending','approved','not_approved'))
);
--> statement-breakpoint
CREATE TABLE "offer_matchers" (
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_matchers_offer_id_user_id_pk" PRIMARY KEY("offer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offer_skills" (
	"offer_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"min_level" integer NOT NULL,
	"required" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_skills_offer_id_skill_id_pk" PRIMARY KEY("offer_id","skill_id"),
	CONSTRAINT "offer_skills_level_check" CHECK ("offer_skills"."min_level" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tech_role" text NOT NULL,
	"main_stack_code" text,
	"seniorities" text[] NOT NULL,
	"min_english_level" text NOT NULL,
	"modalities" text[] NOT NULL,
	"countries" text[] NOT NULL,
	"budget_min" integer NOT NULL,
	"budget_max" integer NOT NULL,
	"budget_currency" text NOT NULL,
	"budget_period" text NOT NULL,
	"budget_max_monthly_usd" integer NOT NULL,
	"show_salary" boolean NOT NULL,
	"hiring_type" text NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"is_public" boolean NOT NULL,
	"confidential" boolean DEFAULT false NOT NULL,
	"skill_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"skill_names" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, encaja_unaccent(title)), 'A') || setweight(to_tsvector('english'::regconfig, encaja_unaccent(title)), 'A') || setweight(to_tsvector('spanish'::regconfig, encaja_unaccent(skill_names)), 'B') || setweight(to_tsvector('english'::regconfig, encaja_unaccent(skill_names)), 'B') || setweight(to_tsvector('spanish'::regconfig, encaja_unaccent(description)), 'C') || setweight(to_tsvector('english'::regconfig, encaja_unaccent(description)), 'C')) STORED NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft','open','paused','closed','filled')),
	CONSTRAINT "offers_hiring_type_check" CHECK ("offers"."hiring_type" in ('direct','staffing')),
	CONSTRAINT "offers_budget_check" CHECK ("offers"."budget_min" > 0 and "offers"."budget_min" <= "offers"."budget_max"),
	CONSTRAINT "offers_openings_check" CHECK ("offers"."openings" >= 1)
);
--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_matchers" ADD CONSTRAINT "offer_matchers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_matchers" ADD CONSTRAINT "offer_matchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_skills" ADD CONSTRAINT "offer_skills_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_skills" ADD CONSTRAINT "offer_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_main_stack_code_stacks_code_fk" FOREIGN KEY ("main_stack_code") REFERENCES "public"."stacks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_events_candidate_idx" ON "candidate_events" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_offer_developer_key" ON "candidates" USING btree ("offer_id","developer_id");--> statement-breakpoint
CREATE INDEX "candidates_developer_idx" ON "candidates" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE INDEX "candidates_offer_status_idx" ON "candidates" USING btree ("offer_id","status");--> statement-breakpoint
CREATE INDEX "offer_matchers_user_idx" ON "offer_matchers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offer_skills_skill_idx" ON "offer_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_slug_key" ON "offers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "offers_customer_idx" ON "offers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_status_created_idx" ON "offers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "offers_board_idx" ON "offers" USING btree ("created_at","id") WHERE "offers"."status" = 'open' and "offers"."is_public";--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offers_skill_ids_idx" ON "offers" USING gin ("skill_ids");