import { isIP } from "node:net";
import { z } from "zod";

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyToUndefined, schema.prefault(fallback as never));

const port = z.coerce.number().int().min(1).max(65535);
const httpUrl = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ""));

/** One CIDR (`10.0.0.0/8`, `fd00::/8`) or single address; the prefix must fit the family. */
function isCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed (comma-separated CIDRs),
 * `none` to believe no one. Default: loopback only (a proxy on the same host).
 */
const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, ctx) => {
    if (entries.length === 1 && entries[0]!.toLowerCase() === "none") return;
    for (const entry of entries) {
      if (!isCidr(entry)) {
        ctx.addIssue({ code: "custom", message: `not a CIDR or IP address: ${entry}` });
      }
    }
    if (entries.length === 0) ctx.addIssue({ code: "custom", message: "no CIDR given" });
  })
  .transform((entries): string[] | false =>
    entries.length === 1 && entries[0]!.toLowerCase() === "none" ? false : entries,
  );

/** ARCHITECTURE §1 configuration table, parsed once at start-up. */
export const ConfigSchema = z.object({
  API_PORT: withDefault(port, 4000),
  WEB_PORT: withDefault(port, 3000),
  API_URL: withDefault(httpUrl, "http://localhost:4000"),
  WEB_URL: withDefault(httpUrl, "http://localhost:3000"),
  DATA_DIR: withDefault(z.string().min(1), "./.data"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DEMO_SEED: optional(z.enum(["0", "1"])),
  /** "production" refuses the demo seed unless DEMO_SEED=1 (decision 0014); any other value is a dev/test run. */
  NODE_ENV: withDefault(z.string().min(1), "development"),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: withDefault(z.string().min(3), "Encaja <no-reply@encaja.dev>"),
  /** Longest wait between two tries of an email SMTP refused for now (the wait doubles up to it). */
  SMTP_RETRY_MAX_SECONDS: withDefault(z.coerce.number().int().min(1).max(86_400), 60),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_ISSUER: withDefault(httpUrl, "https://accounts.google.com"),
  INTERNAL_SIGNUP_DOMAINS: withDefault(
    z.string().transform((s) =>
      s
        .split(",")
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ),
    "",
  ),
  POSTHOG_KEY: optional(z.string().min(1)),
  POSTHOG_HOST: optional(httpUrl),
  SENTRY_DSN: optional(z.url()),
  /** The environment error reports are filed under (Sentry's `environment`). */
  SENTRY_ENVIRONMENT: withDefault(z.string().min(1).max(64), "production"),
  LOG_LEVEL: withDefault(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    "info",
  ),
  BODY_LIMIT_BYTES: withDefault(z.coerce.number().int().min(1024), 1_048_576),
  /** Requests each API key may make per minute (all instances together); more answer 429. */
  API_KEY_REQUESTS_PER_MINUTE: withDefault(z.coerce.number().int().min(1).max(100_000), 600),
  /** How long each instance reuses the job board's facet counts for one filter set (0 = off). */
  JOBS_FACETS_TTL_SECONDS: withDefault(z.coerce.number().int().min(0).max(3600), 30),
  /** How long each instance reuses a page of the public job board; writes clear it (ADR 0043). */
  JOBS_PAGE_TTL_SECONDS: withDefault(z.coerce.number().int().min(0).max(60), 5),
  /**
   * How long each instance reuses skill names and former-name expansions of search texts;
   * catalogue writes clear them on every instance, so this bounds only unannounced changes.
   */
  CATALOG_NAMES_TTL_SECONDS: withDefault(z.coerce.number().int().min(0).max(3600), 60),
  /**
   * Where rankings pick their page: `memory`, an in-memory index of every developer's ranking
   * facts kept in step with the database (ADR 0044), or `sql` alone.
   */
  MATCH_INDEX: withDefault(z.enum(["memory", "sql"]), "memory"),
  /**
   * Whether the in-memory index also holds every profile's lexemes, so talent searches with
   * text count their facets in memory too (ADR 0046); `false` counts them in SQL.
   */
  MATCH_INDEX_TEXT: withDefault(
    z.enum(["true", "false"]).transform((v) => v === "true"),
    "true",
  ),
  /** Compute talent search's no-filter facet counts when the API starts (ADR 0041). */
  TALENT_FACETS_WARMUP: withDefault(
    z.enum(["true", "false"]).transform((v) => v === "true"),
    "true",
  ),
  /**
   * How 2xx answers are written (ADR 0048): `fast` (compiled from the response schema) or
   * `checked` (zod-encoded and validated). The tests' `compare` is a buildApp option.
   */
  RESPONSE_SERIALIZER: withDefault(z.enum(["fast", "checked"]), "fast"),
  /** Proxies allowed to set the client address via X-Forwarded-For (`none` = nobody). */
  TRUSTED_PROXIES: withDefault(trustedProxies, "127.0.0.0/8,::1/128"),
  /** LinkedIn PDF import (ADR 0017): parses running at once per instance; more get 503. */
  PDF_IMPORT_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(64), 2),
  /** CPU time one PDF parse may use before its process is killed (422 PDF_TOO_COMPLEX). */
  PDF_IMPORT_CPU_MS: withDefault(z.coerce.number().int().min(200).max(120_000), 10_000),
  /** Resident memory one PDF parse may reach before its process is killed. */
  PDF_IMPORT_MEMORY_MB: withDefault(z.coerce.number().int().min(64).max(4096), 256),
  /** PostgreSQL statement_timeout for every pooled connection (0 = off; PGlite cannot cancel). */
  DB_STATEMENT_TIMEOUT_MS: withDefault(z.coerce.number().int().min(0).max(3_600_000), 15_000),
  /**
   * PostgreSQL connections per API instance. Under load requests wait for a free connection
   * long before PostgreSQL's CPU is busy (bench:load), so more than node-postgres's 10 help;
   * keep instances × this below the server's max_connections (100 by default).
   */
  DB_POOL_SIZE: withDefault(z.coerce.number().int().min(1).max(500), 20),
  /**
   * PostgreSQL only: name each parameterised statement after its text, so a connection plans it
   * once (ADR 0045). `off` sends every statement unnamed, parsed and planned on each run.
   */
  DB_PREPARED_STATEMENTS: withDefault(z.enum(["on", "off"]), "on"),
  /**
   * Key for the customer-facing talent-search cursors (AES-256-GCM; ≥ 32 characters). Unset:
   * a random key per process, so cursors from before a restart (or from another instance)
   * answer 400 and the client starts from the first page (ADR 0018).
   */
  CURSOR_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  /** S3-compatible object storage for every stored file; unset keeps them under DATA_DIR. */
  S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3–63 of a-z 0-9 . -)"),
  ),
  S3_REGION: withDefault(
    z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name"),
    "us-east-1",
  ),
  /** Endpoint of an S3-compatible service (MinIO, R2, Backblaze, Ceph); unset = AWS. */
  S3_ENDPOINT: optional(httpUrl),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  /** `true` for services that need path-style URLs (`endpoint/bucket/key`). */
  S3_FORCE_PATH_STYLE: withDefault(
    z.enum(["true", "false"]).transform((v) => v === "true"),
    "false",
  ),
  /** Bearer token of `GET /metrics` (≥ 24 characters); unset, the endpoint answers 404. */
  METRICS_TOKEN: optional(z.string().min(24, "must be at least 24 characters")),
  /**
   * Lets webhook endpoints use plain http and loopback addresses (tests, benches, a local
   * receiver). Never in production: it opens the API to server-side request forgery.
   */
  WEBHOOKS_ALLOW_LOOPBACK: withDefault(
    z.enum(["true", "false"]).transform((v) => v === "true"),
    "false",
  ),
  /** Seconds a SIGTERM waits for in-flight requests before the instance exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(600), 20),
});
export type Config = z.infer<typeof ConfigSchema>;

/**
 * Variables that no longer configure anything: refused rather than ignored, so a deployment
 * that tuned one (a shorter retention period, say) learns that the value moved instead of
 * silently running with the default.
 */
const RETIRED_VARIABLES: Record<string, string> = {
  RETENTION_SOURCED_DAYS: "a platform setting now: set it at /admin/settings",
  RETENTION_DRAFT_DAYS: "a platform setting now: set it at /admin/settings",
  DECISION_REMINDER_DAYS: "a platform setting now: set it at /admin/settings",
  CHAT_EMAIL_DELAY_SECONDS: "a platform setting now: set it at /admin/settings",
  PDF_IMPORT_PER_HOUR: "a platform setting now: set it at /admin/settings",
  ENCAJA_FAULT_INJECTION: "a test-only option now (ADR 0052): remove it",
};

function retiredVariableProblems(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(RETIRED_VARIABLES)
    .filter(([name]) => env[name]?.trim())
    .map(([name, why]) => `${name}: no longer read; ${why}`);
}

/** Rules that span variables, checked after each variable parsed on its own. */
function crossFieldProblems(config: Config): string[] {
  const problems: string[] = [];
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither (neither uses the SDK's default credential chain)",
    );
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Variables whose values are secrets as a whole: never echoed, not even in part. */
const SECRET_VARIABLES = new Set([
  "GOOGLE_CLIENT_SECRET",
  "POSTHOG_KEY",
  "SENTRY_DSN",
  "CURSOR_SECRET",
  "S3_SECRET_ACCESS_KEY",
  "METRICS_TOKEN",
]);

/**
 * How a bad value is shown in a configuration error: secrets not at all, URLs without their
 * user, password, query and fragment (a `DATABASE_URL` or `SMTP_URL` carries credentials),
 * anything else quoted and cut short.
 */
export function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return "nothing";
  if (SECRET_VARIABLES.has(name)) return `a value of ${value.length} characters (hidden)`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes("@")) {
    const bare = value.replace(/[?#].*$/s, "");
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(bare)?.[0] ?? "";
    const at = bare.lastIndexOf("@");
    const shown = at >= 0 ? `${scheme}***@${bare.slice(at + 1)}` : bare;
    return `${JSON.stringify(shown.slice(0, 120))} (credentials, query and fragment hidden)`;
  }
  return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) {
    const problems = [...retiredVariableProblems(env), ...crossFieldProblems(result.data)];
    if (problems.length > 0) throw new ConfigError(problems);
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${issue.path.join(".")}: ${issue.message} (got ${describeValue(name, env[name])})`;
  });
  throw new ConfigError(problems);
}
