ALTER TABLE "offers" ADD COLUMN "responsible_matcher_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_responsible_matcher_id_users_id_fk" FOREIGN KEY ("responsible_matcher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_responsible_matcher_idx" ON "offers" USING btree ("responsible_matcher_id","created_at");--> statement-breakpoint
-- Existing offers answer to their first assigned staff member, else to their staff creator.
UPDATE "offers" o SET "responsible_matcher_id" = coalesce(
  (SELECT om.user_id FROM "offer_matchers" om JOIN "users" u ON u.id = om.user_id
    WHERE om.offer_id = o.id AND u.role IN ('matchers', 'superAdmin') ORDER BY om.created_at, om.user_id LIMIT 1),
  (SELECT u.id FROM "users" u WHERE u.id = o.created_by AND u.role IN ('matchers', 'superAdmin'))
);
