CREATE EXTENSION IF NOT EXISTS intarray;--> statement-breakpoint
CREATE TABLE "matching_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"interviewer_user_id" uuid,
	"scheduled_at" timestamp with time zone,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"salary_amount" integer,
	"salary_currency" text,
	"salary_period" text,
	"available_from" date,
	"hours_per_week" integer,
	"english_check" text DEFAULT 'pending' NOT NULL,
	"recommendation" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_interviews_state_check" CHECK ("matching_interviews"."state" in ('scheduled','finished','not_finished')),
	CONSTRAINT "matching_interviews_english_check" CHECK ("matching_interviews"."english_check" in ('pending','approved','not_approved')),
	CONSTRAINT "matching_interviews_recommendation_check" CHECK ("matching_interviews"."recommendation" is null or "matching_interviews"."recommendation" in ('advance','hold','reject'))
);
--> statement-breakpoint
CREATE TABLE "talent_profiles" (
	"developer_id" uuid PRIMARY KEY NOT NULL,
	"tech_role" text NOT NULL,
	"main_stack_code" text,
	"seniority_rank" smallint NOT NULL,
	"english_rank" smallint,
	"country_code" text,
	"modality_mask" smallint NOT NULL,
	"search_status" text,
	"approval" text NOT NULL,
	"salary_monthly_usd" integer,
	"available_from" date,
	"last_active_at" timestamp with time zone NOT NULL,
	"skill_codes" integer[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "num" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "skills_num_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "candidate_events" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "matching_interviews" ADD CONSTRAINT "matching_interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_interviews" ADD CONSTRAINT "matching_interviews_interviewer_user_id_users_id_fk" FOREIGN KEY ("interviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matching_interviews_candidate_idx" ON "matching_interviews" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matching_interviews_open_key" ON "matching_interviews" USING btree ("candidate_id") WHERE "matching_interviews"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "talent_profiles_skill_codes_idx" ON "talent_profiles" USING gin ("skill_codes" gin__int_ops);--> statement-breakpoint
CREATE INDEX "talent_profiles_search_idx" ON "talent_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "talent_profiles_role_idx" ON "talent_profiles" USING btree ("tech_role","seniority_rank");--> statement-breakpoint
CREATE INDEX "talent_profiles_salary_idx" ON "talent_profiles" USING btree ("salary_monthly_usd");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_num_key" ON "skills" USING btree ("num");;--> statement-breakpoint
-- Hand-written (decision 0008): talent_profiles is kept in sync by statement-level triggers
-- with transition tables, so one bulk statement (a seed, an import) refreshes its developers
-- in one set-based pass, and a single-row edit refreshes one row.
CREATE OR REPLACE FUNCTION encaja_refresh_talent(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  -- Set-based: one aggregation of skills and sessions for all ids (a per-row lateral made a
  -- 100k bulk refresh take minutes).
  WITH wanted AS MATERIALIZED (SELECT DISTINCT unnest(ids) AS id),
  sk AS (
    SELECT ds.developer_id, sort(array_agg(s.num * 8 + ds.level)) AS codes,
      string_agg(s.name, ' ') AS names
    FROM developer_skills ds JOIN skills s ON s.id = ds.skill_id
    WHERE ds.developer_id IN (SELECT id FROM wanted)
    GROUP BY ds.developer_id
  ),
  ses AS (
    SELECT d.id AS developer_id, max(x.last_seen_at) AS last_seen_at
    FROM wanted w JOIN developers d ON d.id = w.id JOIN sessions x ON x.user_id = d.user_id
    GROUP BY d.id
  )
  INSERT INTO talent_profiles AS tp (
    developer_id, tech_role, main_stack_code, seniority_rank, english_rank, country_code,
    modality_mask, search_status, approval, salary_monthly_usd, available_from,
    last_active_at, skill_codes, search_vector, refreshed_at)
  SELECT
    d.id, d.tech_role, d.main_stack_code,
    array_position(ARRAY['junior','junior_advanced','semi_senior','semi_senior_advanced','senior'], d.seniority) - 1,
    array_position(ARRAY['a1','a2','b1','b2','c1','c2'], d.english_level) - 1,
    loc.country_code,
    coalesce((SELECT bit_or(1 << (array_position(ARRAY['remote','remote_with_restrictions','hybrid','on_site'], m) - 1))
              FROM unnest(p.modalities) m), 0)::smallint,
    p.search_status, d.approval, p.salary_monthly_usd, a.available_from,
    greatest(d.updated_at, p.updated_at, a.updated_at, ses.last_seen_at),
    coalesce(sk.codes, '{}'::integer[]),
    setweight(to_tsvector('simple'::regconfig, encaja_unaccent(coalesce(sk.names, '') || ' ' || coalesce(st.name, '') || ' ' || replace(d.tech_role, '_', ' '))), 'A') ||
    setweight(to_tsvector('spanish'::regconfig, encaja_unaccent(d.bio)), 'C') ||
    setweight(to_tsvector('english'::regconfig, encaja_unaccent(d.bio)), 'C'),
    now()
  FROM wanted
  JOIN developers d ON d.id = wanted.id
  LEFT JOIN developer_preferences p ON p.developer_id = d.id
  LEFT JOIN developer_availability a ON a.developer_id = d.id
  LEFT JOIN locations loc ON loc.id = d.location_id
  LEFT JOIN stacks st ON st.code = d.main_stack_code
  LEFT JOIN sk ON sk.developer_id = d.id
  LEFT JOIN ses ON ses.developer_id = d.id
  ON CONFLICT (developer_id) DO UPDATE SET
    tech_role = excluded.tech_role, main_stack_code = excluded.main_stack_code,
    seniority_rank = excluded.seniority_rank, english_rank = excluded.english_rank,
    country_code = excluded.country_code, modality_mask = excluded.modality_mask,
    search_status = excluded.search_status, approval = excluded.approval,
    salary_monthly_usd = excluded.salary_monthly_usd, available_from = excluded.available_from,
    last_active_at = excluded.last_active_at, skill_codes = excluded.skill_codes,
    search_vector = excluded.search_vector, refreshed_at = excluded.refreshed_at
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION encaja_talent_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'developers' THEN
    PERFORM encaja_refresh_talent(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM encaja_refresh_talent(ARRAY(
      SELECT d.id FROM developers d WHERE d.user_id IN (SELECT user_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM encaja_refresh_talent(ARRAY(SELECT DISTINCT developer_id FROM old_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM encaja_refresh_talent(ARRAY(
      SELECT developer_id FROM new_rows UNION SELECT developer_id FROM old_rows));
  ELSE
    PERFORM encaja_refresh_talent(ARRAY(SELECT DISTINCT developer_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER developers_talent_ins AFTER INSERT ON developers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developers_talent_upd AFTER UPDATE ON developers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER sessions_talent_ins AFTER INSERT ON sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_skills_talent_ins AFTER INSERT ON developer_skills REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_skills_talent_upd AFTER UPDATE ON developer_skills REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_skills_talent_del AFTER DELETE ON developer_skills REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_preferences_talent_ins AFTER INSERT ON developer_preferences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_preferences_talent_upd AFTER UPDATE ON developer_preferences REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_preferences_talent_del AFTER DELETE ON developer_preferences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_availability_talent_ins AFTER INSERT ON developer_availability REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_availability_talent_upd AFTER UPDATE ON developer_availability REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER developer_availability_talent_del AFTER DELETE ON developer_availability REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
SELECT encaja_refresh_talent(ARRAY(SELECT id FROM developers));