import type { CreateHireDraftRequest } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { createHireDraft, updateHireDraft } from "../modules/hire/drafts.service";
import { skillId } from "./developers";
import { uniqueEmail } from "./factories";
import { requestsWith, setupTestApp } from "./setup";

const DAY_MS = 24 * 60 * 60 * 1000;
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A valid `/hire` first step (override any field). */
export async function hireDraftBody(
  db: Db,
  overrides: Partial<CreateHireDraftRequest> = {},
): Promise<CreateHireDraftRequest> {
  return {
    techRole: "backend",
    mainStackCode: "node_react",
    seniorities: ["senior"],
    skills: [
      { skillId: await skillId(db, "nodejs"), required: true, minLevel: "medium_use" },
      { skillId: await skillId(db, "postgresql"), required: false, minLevel: "low_use" },
    ],
    minEnglishLevel: "b2",
    modalities: ["remote"],
    countries: ["AR", "MX"],
    budget: { min: 4000, max: 5000, currency: "USD", period: "month" },
    startDate: dayFromNow(10),
    hiringType: "direct",
    openings: 1,
    ...overrides,
  };
}

export const developerDetails = {
  title: "Backend senior para pagos",
  description: "Construirás APIs de pagos en Node.js y PostgreSQL con un equipo pequeño.",
};

/** A draft made through the service (no HTTP, so no rate limit), complete unless told. */
export async function createTestHireDraft(
  db: Db,
  options: {
    complete?: boolean;
    locale?: "es" | "en";
    body?: Partial<CreateHireDraftRequest>;
  } = {},
) {
  const now = new Date();
  const draft = await createHireDraft(
    db,
    await hireDraftBody(db, options.body),
    options.locale ?? "es",
    now,
  );
  if (options.complete === false) return draft;
  return updateHireDraft(db, draft.id, developerDetails, now);
}

/** Moves a draft's expiry into the past. */
export async function expireHireDraft(db: Db, id: string) {
  await db
    .update(schema.hireDrafts)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(schema.hireDrafts.id, id));
}

export async function hireDraftRow(db: Db, id: string) {
  const [row] = await db.select().from(schema.hireDrafts).where(eq(schema.hireDrafts.id, id));
  return row;
}

export async function offerRow(db: Db, id: string) {
  const [row] = await db.select().from(schema.offers).where(eq(schema.offers.id, id));
  return row;
}

/** The sign-up body of a new company, Globex SA, claiming `draftOfferId` (override any field). */
export const companySignup = (draftOfferId: string, overrides: Record<string, unknown> = {}) => ({
  role: "customer",
  email: uniqueEmail("co"),
  password: "Sunny-Mango-Trail-42",
  fullName: "Carla Gómez",
  companyName: "Globex SA",
  draftOfferId,
  ...overrides,
});

/** This file's test app, its inject() shorthands, and the draft helpers above on its database. */
export function setupHireTest() {
  const t = setupTestApp();
  return {
    t,
    http: requestsWith(t),
    draftBody: (overrides?: Partial<CreateHireDraftRequest>) => hireDraftBody(t.db.db, overrides),
    createDraft: (options?: Parameters<typeof createTestHireDraft>[1]) =>
      createTestHireDraft(t.db.db, options),
    expireDraft: (id: string) => expireHireDraft(t.db.db, id),
    draftRow: (id: string) => hireDraftRow(t.db.db, id),
    offerRow: (id: string) => offerRow(t.db.db, id),
  };
}
