CREATE TABLE "skill_relations" (
	"skill_id" uuid NOT NULL,
	"related_skill_id" uuid NOT NULL,
	"strength" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_relations_skill_id_related_skill_id_pk" PRIMARY KEY("skill_id","related_skill_id"),
	CONSTRAINT "skill_relations_order_check" CHECK ("skill_relations"."skill_id" < "skill_relations"."related_skill_id"),
	CONSTRAINT "skill_relations_strength_check" CHECK ("skill_relations"."strength" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "work_start_minute" smallint;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "work_end_minute" smallint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_overlap_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "project_type" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "project_type" text;--> statement-breakpoint
ALTER TABLE "skill_relations" ADD CONSTRAINT "skill_relations_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_relations" ADD CONSTRAINT "skill_relations_related_skill_id_skills_id_fk" FOREIGN KEY ("related_skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_relations_related_idx" ON "skill_relations" USING btree ("related_skill_id");--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_work_hours_check" CHECK (("developers"."work_start_minute" is null) = ("developers"."work_end_minute" is null) and coalesce("developers"."work_start_minute" >= 0 and "developers"."work_start_minute" < "developers"."work_end_minute" and "developers"."work_end_minute" <= 1440, true));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_min_overlap_check" CHECK ("offers"."min_overlap_hours" between 0 and 8);