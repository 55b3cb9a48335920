import {
  HIRE_DRAFT_TTL_DAYS,
  type HireDraftDetails,
  initialPricingConfig,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  currentPricingConfig,
  findUserByEmail,
  insertHireDraft,
  insertPricingConfig,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq, inArray } from "drizzle-orm";
import { claimHireDraftIn } from "../modules/hire/claim.service";

const DAY_MS = 24 * 60 * 60 * 1000;

const demoRequest = (skills: HireDraftDetails["skills"]): HireDraftDetails => ({
  techRole: "backend",
  mainStackCode: null,
  seniorities: ["senior"],
  skills,
  minEnglishLevel: "b2",
  modalities: ["remote"],
  countries: ["AR", "CL", "UY"],
  budget: { min: 4000, max: 5500, currency: "USD", period: "month" },
  startDate: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
  hiringType: "staffing",
  openings: 1,
});

/**
 * Demo data: the first pricing configuration (from initialPricingConfig) and one
 * `/hire` request Acme Latam claimed, waiting for matchers as a draft offer. Idempotent.
 */
export async function seedDemoHire(db: Db): Promise<void> {
  if (!(await currentPricingConfig(db))) {
    await insertPricingConfig(db, initialPricingConfig, null);
  }
  const owner = await findUserByEmail(db, "customer@demo.encaja.dev");
  const [acme] = await db
    .select({ id: schema.customers.id })
    .from(schema.customers)
    .where(eq(schema.customers.name, "Acme Latam"));
  if (!owner || !acme) return;
  const [already] = await db
    .select({ id: schema.hireDrafts.id })
    .from(schema.hireDrafts)
    .where(eq(schema.hireDrafts.customerId, acme.id))
    .limit(1);
  if (already) return;
  const skills = await db
    .select({ id: schema.skills.id })
    .from(schema.skills)
    .where(inArray(schema.skills.code, ["nodejs", "postgresql", "aws"]));
  const now = new Date();
  const draft = await insertHireDraft(db, {
    details: {
      ...demoRequest(
        skills.map((s, i) => ({ skillId: s.id, required: i === 0, minLevel: "medium_use" })),
      ),
      title: "Backend senior para la plataforma de pagos",
      description:
        "Buscamos una persona senior de backend para escalar nuestra API de pagos (Node.js y PostgreSQL), con guardias compartidas y mucha autonomía.",
    },
    locale: "es",
    expiresAt: new Date(now.getTime() + HIRE_DRAFT_TTL_DAYS * DAY_MS),
  });
  // Demo data: nobody is emailed about it.
  const quiet = { db, config: { WEB_URL: "" }, sendEmail: async () => {} };
  await db.transaction((tx) =>
    claimHireDraftIn(quiet, tx, {
      draftId: draft.id,
      customerId: acme.id,
      userId: owner.id,
      now,
    }),
  );
}
