CREATE TABLE "interview_scores" (
	"interview_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"score" smallint,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "interview_scores_interview_id_kind_key_pk" PRIMARY KEY("interview_id","kind","key"),
	CONSTRAINT "interview_scores_kind_check" CHECK ("interview_scores"."kind" in ('skill','criterion')),
	CONSTRAINT "interview_scores_score_check" CHECK ("interview_scores"."score" is null or "interview_scores"."score" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "interview_verified_english" (
	"developer_id" uuid PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"interview_id" uuid,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_verified_english_level_check" CHECK ("interview_verified_english"."level" in ('a1','a2','b1','b2','c1','c2'))
);
--> statement-breakpoint
CREATE TABLE "interview_verified_skills" (
	"developer_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"interview_id" uuid,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_verified_skills_developer_id_skill_id_pk" PRIMARY KEY("developer_id","skill_id"),
	CONSTRAINT "interview_verified_skills_level_check" CHECK ("interview_verified_skills"."level" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "interviewer_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interviewer_user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "interviewer_availability_weekday_check" CHECK ("interviewer_availability"."weekday" between 1 and 7),
	CONSTRAINT "interviewer_availability_window_check" CHECK ("interviewer_availability"."start_minute" >= 0 and "interviewer_availability"."end_minute" <= 1440 and "interviewer_availability"."start_minute" < "interviewer_availability"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"candidate_id" uuid,
	"developer_id" uuid NOT NULL,
	"interviewer_user_id" uuid,
	"created_by_user_id" uuid,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"meeting_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"recommendation" text DEFAULT '' NOT NULL,
	"result" text,
	"english_level" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"supersedes_id" uuid,
	"developer_time_zone" text,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_type_check" CHECK ("interviews"."type" in ('soft','hard','english')),
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('scheduled','completed','cancelled')),
	CONSTRAINT "interviews_result_check" CHECK ("interviews"."result" is null or "interviews"."result" in ('approved','not_approved')),
	CONSTRAINT "interviews_english_level_check" CHECK ("interviews"."english_level" is null or "interviews"."english_level" in ('a1','a2','b1','b2','c1','c2')),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" between 15 and 240)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_verified_english" ADD CONSTRAINT "interview_verified_english_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_verified_english" ADD CONSTRAINT "interview_verified_english_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_verified_skills" ADD CONSTRAINT "interview_verified_skills_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_verified_skills" ADD CONSTRAINT "interview_verified_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_verified_skills" ADD CONSTRAINT "interview_verified_skills_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_availability" ADD CONSTRAINT "interviewer_availability_interviewer_user_id_users_id_fk" FOREIGN KEY ("interviewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_interviewer_user_id_users_id_fk" FOREIGN KEY ("interviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_supersedes_id_interviews_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviewer_availability_user_idx" ON "interviewer_availability" USING btree ("interviewer_user_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_interviewer_slot_key" ON "interviews" USING btree ("interviewer_user_id","scheduled_at") WHERE "interviews"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "interviews_interviewer_idx" ON "interviews" USING btree ("interviewer_user_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "interviews_developer_idx" ON "interviews" USING btree ("developer_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "interviews_created_idx" ON "interviews" USING btree ("created_at","id");