import type { CreateOfferRequest, OfferStatus } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { setDeveloperStatus } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { asc, eq } from "drizzle-orm";
import { changeOfferStatus, createOffer } from "../modules/offers/offers.service";
import type { AuthContext } from "../plugins/authorization";
import { skillId } from "./developers";
import { createSignedInUser, createUser, type TestUser } from "./factories";

/** A valid create-offer body for a customer (override any field). */
export async function offerBody(
  db: Db,
  customerId: string,
  overrides: Partial<CreateOfferRequest> = {},
): Promise<CreateOfferRequest> {
  return {
    customerId,
    title: "Desarrollador/a Backend Node.js",
    description: "## Sobre el rol\nConstruirás **APIs** en Node.js y PostgreSQL para pagos.",
    techRole: "backend",
    mainStackCode: "node_react",
    skills: [
      { skillId: await skillId(db, "nodejs"), minLevel: "medium_use", required: true },
      { skillId: await skillId(db, "postgresql"), minLevel: "low_use", required: false },
    ],
    seniorities: ["semi_senior", "senior"],
    minEnglishLevel: "b1",
    modalities: ["remote"],
    countries: ["AR", "MX"],
    budget: { min: 3000, max: 4500, currency: "USD", period: "month" },
    showSalary: true,
    hiringType: "direct",
    openings: 1,
    isPublic: true,
    confidential: false,
    ...overrides,
  };
}

/** The path from draft to each status through the transition table. */
const pathTo: Record<OfferStatus, OfferStatus[]> = {
  draft: [],
  open: ["open"],
  paused: ["open", "paused"],
  closed: ["open", "closed"],
  filled: ["open", "filled"],
};

/** Creates an offer through the service and walks it to `status`. */
export async function createTestOffer(
  db: Db,
  options: {
    customerId?: string;
    status?: OfferStatus;
    body?: Partial<CreateOfferRequest>;
    by?: TestUser;
  } = {},
) {
  const customerId = options.customerId ?? (await createUser(db, "customer")).customerId!;
  const by = options.by ?? (await createUser(db, "matchers"));
  const auth: AuthContext = {
    userId: by.userId,
    role: by.role,
    sessionId: "test",
    method: "password",
    sessionCreatedAt: new Date(),
  };
  const id = await createOffer(db, auth, await offerBody(db, customerId, options.body));
  for (const step of pathTo[options.status ?? "open"]) await changeOfferStatus(db, id, step);
  return { id, customerId };
}

/** Marks a developer's onboarding as completed (what the apply rule checks). */
export async function completeOnboarding(db: Db, developerId: string) {
  await setDeveloperStatus(db, developerId, { onboarding: "completed", approval: "approved" });
}

/** A signed-in developer whose onboarding is completed: one who may apply and be invited. */
export async function createReadyDeveloper(db: Db) {
  const dev = await createSignedInUser(db, "developer");
  await completeOnboarding(db, dev.developerId!);
  return dev;
}

/** A candidate's status history, oldest first. */
export function candidateHistory(db: Db, candidateId: string) {
  return db
    .select()
    .from(schema.candidateEvents)
    .where(eq(schema.candidateEvents.candidateId, candidateId))
    .orderBy(asc(schema.candidateEvents.createdAt), asc(schema.candidateEvents.id));
}
