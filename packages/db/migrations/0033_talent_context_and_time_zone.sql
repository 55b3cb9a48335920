ALTER TABLE "talent_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "work_start_minute" smallint DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "work_end_minute" smallint DEFAULT 1080 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "context_codes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 0061): each experience's context as one integer (packages/matching's
-- context-codes.ts reads it): ((key * 2 + current) * 4096) + months, key = (industry * 8 +
-- size) * 8 + project type, as indexes in contracts' lists (63/7/7: not stated). A finished
-- experience holds its months (both ends included); a current one its start month since
-- 1970-01, so the ranking counts it up to its own day. The lists are contracts' as of this
-- migration: a value added there needs this function replaced.
CREATE OR REPLACE FUNCTION encaja_context_code(industry text, company_size text, project_type text,
  start_month date, end_month date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (((coalesce(array_position(ARRAY['fintech','banking','insurance','ecommerce','retail',
        'healthtech','edtech','saas_b2b','media','gaming','logistics','travel','real_estate','telecom',
        'energy','agritech','marketing','government','consulting','manufacturing','nonprofit'], industry) - 1, 63) * 8
      + coalesce(array_position(ARRAY['1-10','11-50','51-200','201-1000','1001+'], company_size) - 1, 7)) * 8
      + coalesce(array_position(ARRAY['new_product','scaling','maintenance','migration'], project_type) - 1, 7)) * 2
      + (end_month IS NULL)::int) * 4096
    + least(4095, greatest(0, CASE WHEN end_month IS NULL
        THEN (extract(year FROM start_month)::int - 1970) * 12 + extract(month FROM start_month)::int - 1
        ELSE (extract(year FROM end_month)::int - extract(year FROM start_month)::int) * 12
          + extract(month FROM end_month)::int - extract(month FROM start_month)::int + 1 END))
$$;--> statement-breakpoint
-- Migration 0018's refresh, plus the time zone, the working day and the experiences' context.
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
  ),
  -- Only experiences stating some context: the others earn no context points.
  ctx AS (
    SELECT e.developer_id, array_agg(encaja_context_code(e.industry, e.company_size,
      e.project_type, e.start_month, e.end_month) ORDER BY e.start_month, e.id) AS codes
    FROM experiences e
    WHERE e.developer_id IN (SELECT id FROM wanted)
      AND (e.industry IS NOT NULL OR e.company_size IS NOT NULL OR e.project_type IS NOT NULL)
    GROUP BY e.developer_id
  )
  INSERT INTO talent_profiles AS tp (
    developer_id, tech_role, main_stack_code, seniority_rank, english_rank, country_code,
    modality_mask, search_status, approval, salary_monthly_usd, available_from,
    last_active_at, skill_codes, search_vector, name_vector, time_zone, work_start_minute,
    work_end_minute, context_codes, refreshed_at)
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
    setweight(to_tsvector('simple'::regconfig, encaja_search_text(coalesce(sk.names, '') || ' ' || coalesce(st.name, '') || ' ' || d.tech_role)), 'A') ||
    setweight(to_tsvector('spanish'::regconfig, encaja_search_text(d.bio)), 'C') ||
    setweight(to_tsvector('english'::regconfig, encaja_search_text(d.bio)), 'C'),
    to_tsvector('simple'::regconfig, encaja_search_text(coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, ''))),
    d.time_zone, coalesce(d.work_start_minute, 540), coalesce(d.work_end_minute, 1080),
    coalesce(ctx.codes, '{}'::integer[]),
    now()
  FROM wanted
  JOIN developers d ON d.id = wanted.id
  LEFT JOIN developer_preferences p ON p.developer_id = d.id
  LEFT JOIN developer_availability a ON a.developer_id = d.id
  LEFT JOIN locations loc ON loc.id = d.location_id
  LEFT JOIN stacks st ON st.code = d.main_stack_code
  LEFT JOIN sk ON sk.developer_id = d.id
  LEFT JOIN ses ON ses.developer_id = d.id
  LEFT JOIN ctx ON ctx.developer_id = d.id
  ON CONFLICT (developer_id) DO UPDATE SET
    tech_role = excluded.tech_role, main_stack_code = excluded.main_stack_code,
    seniority_rank = excluded.seniority_rank, english_rank = excluded.english_rank,
    country_code = excluded.country_code, modality_mask = excluded.modality_mask,
    search_status = excluded.search_status, approval = excluded.approval,
    salary_monthly_usd = excluded.salary_monthly_usd, available_from = excluded.available_from,
    last_active_at = excluded.last_active_at, skill_codes = excluded.skill_codes,
    search_vector = excluded.search_vector, name_vector = excluded.name_vector,
    time_zone = excluded.time_zone, work_start_minute = excluded.work_start_minute,
    work_end_minute = excluded.work_end_minute, context_codes = excluded.context_codes,
    refreshed_at = excluded.refreshed_at
$$;--> statement-breakpoint
-- Experiences now feed the profile (their context): migration 0008's trigger function handles
-- any table with a developer_id.
CREATE TRIGGER experiences_talent_ins AFTER INSERT ON experiences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER experiences_talent_upd AFTER UPDATE ON experiences REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
CREATE TRIGGER experiences_talent_del AFTER DELETE ON experiences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION encaja_talent_trigger();--> statement-breakpoint
SELECT encaja_refresh_talent(ARRAY(SELECT id FROM developers));
