-- The job board's facet counts scan every open public offer; this narrow covering partial
-- index lets PostgreSQL answer them with an index-only scan instead of reading the wide rows
-- (description, search_vector). Drizzle's index builder has no INCLUDE, hence hand-written.
CREATE INDEX IF NOT EXISTS "offers_board_facets_idx" ON "offers" USING btree ("created_at", "id")
  INCLUDE ("tech_role", "seniorities", "modalities", "countries", "skill_ids", "show_salary", "budget_max_monthly_usd")
  WHERE "status" = 'open' AND "is_public";
