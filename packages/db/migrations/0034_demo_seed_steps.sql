CREATE TABLE "demo_seed_steps" (
	"step" text PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"cursor" jsonb,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
