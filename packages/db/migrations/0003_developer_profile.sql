CREATE TABLE "developer_availability" (
	"developer_id" uuid PRIMARY KEY NOT NULL,
	"available_from" date NOT NULL,
	"hours_per_week" integer NOT NULL,
	"notice_weeks" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developer_preferences" (
	"developer_id" uuid PRIMARY KEY NOT NULL,
	"search_status" text NOT NULL,
	"modalities" text[] NOT NULL,
	"salary_amount" integer NOT NULL,
	"salary_currency" text NOT NULL,
	"salary_period" text NOT NULL,
	"salary_monthly_usd" integer NOT NULL,
	"countries" text[] NOT NULL,
	"contract_types" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" uuid NOT NULL,
	"institution" text NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"start_year" integer,
	"end_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_skills" (
	"experience_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "experience_skills_experience_id_skill_id_pk" PRIMARY KEY("experience_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" uuid NOT NULL,
	"company" text NOT NULL,
	"title" text NOT NULL,
	"start_month" date NOT NULL,
	"end_month" date,
	"current" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_dates_check" CHECK (("experiences"."current" and "experiences"."end_month" is null) or (not "experiences"."current" and "experiences"."end_month" is not null and "experiences"."end_month" >= "experiences"."start_month"))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	CONSTRAINT "locations_kind_check" CHECK ("locations"."kind" in ('country','city'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"developer_id" uuid PRIMARY KEY NOT NULL,
	"new_offers" boolean DEFAULT true NOT NULL,
	"application_updates" boolean DEFAULT true NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "github_url" text;--> statement-breakpoint
ALTER TABLE "developer_availability" ADD CONSTRAINT "developer_availability_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_preferences" ADD CONSTRAINT "developer_preferences_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_skills" ADD CONSTRAINT "experience_skills_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_skills" ADD CONSTRAINT "experience_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "education_developer_idx" ON "education" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "experiences_developer_idx" ON "experiences" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "locations_country_idx" ON "locations" USING btree ("country_code");