CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"rate_to_usd" double precision NOT NULL,
	"valid_from" date NOT NULL,
	"applied_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_day_uq" UNIQUE("currency","valid_from"),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate_to_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_match_weights" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"weights" jsonb NOT NULL,
	"decisions_used" integer NOT NULL,
	"facts" jsonb NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_match_weights_decisions_check" CHECK ("company_match_weights"."decisions_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_match_weights" ADD CONSTRAINT "company_match_weights_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (ADR 0064): every database starts with the rates the code held until now
-- (contracts' referenceUsdRates), already applied: the stored USD amounts were computed with them.
INSERT INTO "exchange_rates" ("currency", "rate_to_usd", "valid_from", "applied_at") VALUES
  ('EUR', 1.08, '2026-11-28', now()),
  ('GBP', 1.27, '2026-11-28', now()),
  ('CAD', 0.73, '2026-11-28', now()),
  ('MXN', 0.055, '2026-11-28', now()),
  ('GTQ', 0.13, '2026-11-28', now()),
  ('HNL', 0.04, '2026-11-28', now()),
  ('NIO', 0.027, '2026-11-28', now()),
  ('CRC', 0.0019, '2026-11-28', now()),
  ('PAB', 1, '2026-11-28', now()),
  ('DOP', 0.017, '2026-11-28', now()),
  ('CUP', 0.042, '2026-11-28', now()),
  ('COP', 0.00025, '2026-11-28', now()),
  ('VES', 0.027, '2026-11-28', now()),
  ('PEN', 0.27, '2026-11-28', now()),
  ('BOB', 0.145, '2026-11-28', now()),
  ('CLP', 0.00105, '2026-11-28', now()),
  ('ARS', 0.001, '2026-11-28', now()),
  ('UYU', 0.025, '2026-11-28', now()),
  ('PYG', 0.00013, '2026-11-28', now()),
  ('BRL', 0.18, '2026-11-28', now());
