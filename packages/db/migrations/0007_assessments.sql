CREATE TABLE "assessment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" integer,
	"passed" boolean,
	"result" jsonb,
	"skill_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_attempts_status_check" CHECK ("assessment_attempts"."status" in ('in_progress','submitted')),
	CONSTRAINT "assessment_attempts_kind_check" CHECK ("assessment_attempts"."kind" in ('code','profile','quiz'))
);
--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_attempts_developer_idx" ON "assessment_attempts" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_key" ON "assessment_attempts" USING btree ("developer_id","assessment_id") WHERE status = 'in_progress';--> statement-breakpoint
CREATE INDEX "assessment_attempts_verified_idx" ON "assessment_attempts" USING btree ("developer_id","skill_code") WHERE passed and skill_code is not null;