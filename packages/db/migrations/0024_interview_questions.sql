CREATE TABLE "interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"skill_id" uuid,
	"criterion" text,
	"level" text NOT NULL,
	"text_es" text NOT NULL,
	"text_en" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_questions_kind_check" CHECK ("interview_questions"."kind" in ('soft','hard','english')),
	CONSTRAINT "interview_questions_level_check" CHECK ("interview_questions"."level" in ('junior','semi_senior','senior')),
	CONSTRAINT "interview_questions_subject_check" CHECK ("interview_questions"."skill_id" is null or ("interview_questions"."kind" = 'hard' and "interview_questions"."criterion" is null))
);
--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_questions_kit_idx" ON "interview_questions" USING btree ("kind","skill_id","level");