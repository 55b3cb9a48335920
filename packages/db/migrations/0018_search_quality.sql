-- Hand-written (ADR 0037): the text search document of offers and talent profiles.
-- encaja_search_text: accent-folded, lower-cased text in which words joined by . / _ - are
-- split (`node.js` → node js, `ingeniero/a` → ingeniero a) and, appended, also joined
-- (nodejs, ingenieroa), so `node`, `nodejs` and `Node.js` all find `Node.js`. Only core
-- regexp functions: the same on PGlite and PostgreSQL, IMMUTABLE like encaja_unaccent.
CREATE OR REPLACE FUNCTION encaja_search_text(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(s, '([[:alnum:]])[./_-]+(?=[[:alnum:]])', '\1 ', 'g') || ' ' || coalesce((
    SELECT string_agg(translate(m[1], './_-', ''), ' ')
    FROM regexp_matches(s, '([[:alnum:]]+(?:[./_-]+[[:alnum:]]+)+)', 'g') AS m), '')
  FROM (SELECT encaja_unaccent($1) AS s) AS folded
$$;--> statement-breakpoint
ALTER TABLE "offers" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, encaja_search_text(title)), 'A') || setweight(to_tsvector('english'::regconfig, encaja_search_text(title)), 'A') || setweight(to_tsvector('spanish'::regconfig, encaja_search_text(skill_names)), 'B') || setweight(to_tsvector('english'::regconfig, encaja_search_text(skill_names)), 'B') || setweight(to_tsvector('spanish'::regconfig, encaja_search_text(description)), 'C') || setweight(to_tsvector('english'::regconfig, encaja_search_text(description)), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "name_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_profiles_name_search_idx" ON "talent_profiles" USING gin ("name_vector");--> statement-breakpoint
-- Dropping the generated column dropped its GIN index (migration 0005): rebuilt here.
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
-- Migration 0008's refresh, with the new document and the name vector (staff name search).
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
    last_active_at, skill_codes, search_vector, name_vector, refreshed_at)
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
    search_vector = excluded.search_vector, name_vector = excluded.name_vector,
    refreshed_at = excluded.refreshed_at
$$;--> statement-breakpoint
SELECT encaja_refresh_talent(ARRAY(SELECT id FROM developers));
