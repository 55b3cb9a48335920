import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, singleUseTokenColumns, timestamptz } from "./columns";
import { developers } from "./developers";
import { citext } from "./identity";

/** Failed password logins, counted per account and per IP for brute-force limits. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: idColumn(),
    email: citext("email").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("login_failures_email_idx").on(t.email, t.createdAt),
    index("login_failures_ip_idx").on(t.ip, t.createdAt),
  ],
);

/** Fixed-window counters shared by every API instance (registration, reset, invitations…). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/** OIDC state, nonce and PKCE verifier between the redirect to Google and the callback. */
export const oauthStates = pgTable("oauth_states", {
  stateHash: text("state_hash").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  portal: text("portal").notNull(),
  mode: text("mode").notNull(),
  callback: text("callback"),
  expiresAt: timestamptz("expires_at").notNull(),
  createdAt: createdAtColumn(),
});

/** A link that lets the developer behind a sourced profile claim it by setting a password. */
export const profileClaims = pgTable(
  "profile_claims",
  {
    id: idColumn(),
    developerId: ref.owner("developer_id", () => developers.id),
    ...singleUseTokenColumns(),
  },
  (t) => [uniqueIndex("profile_claims_token_hash_key").on(t.tokenHash)],
);
