CREATE TABLE "developer_self_identification" (
	"developer_id" uuid PRIMARY KEY NOT NULL,
	"gender" text,
	"age_band" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developer_self_identification_gender_check" CHECK ("developer_self_identification"."gender" in ('woman','man','non_binary','self_described','prefer_not_to_say')),
	CONSTRAINT "developer_self_identification_age_band_check" CHECK ("developer_self_identification"."age_band" in ('18-24','25-34','35-44','45-54','55+','prefer_not_to_say'))
);
--> statement-breakpoint
ALTER TABLE "developer_self_identification" ADD CONSTRAINT "developer_self_identification_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;