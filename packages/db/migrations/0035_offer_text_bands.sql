ALTER TABLE "offers" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, encaja_search_text(title)) || to_tsvector('english'::regconfig, encaja_search_text(title))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "skills_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, encaja_search_text(skill_names)) || to_tsvector('english'::regconfig, encaja_search_text(skill_names))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_title_search_idx" ON "offers" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "offers_skills_search_idx" ON "offers" USING gin ("skills_vector");--> statement-breakpoint
-- Hand-written (ADR 0065; Drizzle's index builder has no INCLUDE): a relevance band walks the
-- board in date order reading the title and skill vectors and the filters from this index
-- alone, without visiting the wide rows.
CREATE INDEX "offers_board_text_idx" ON "offers" USING btree ("created_at", "id")
  INCLUDE ("title_vector", "skills_vector", "tech_role", "seniorities", "modalities", "countries", "skill_ids", "show_salary", "budget_max_monthly_usd")
  WHERE "status" = 'open' AND "is_public";
