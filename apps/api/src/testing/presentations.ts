import type { DeepProfileDocument } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { insertCandidate } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { moveCandidate } from "../modules/pipeline/move-candidate";
import { createUser, type TestUser } from "./factories";
import { createMatchDeveloper } from "./matching";
import { createTestOffer } from "./offers";

/** A minimal valid deep-profile document (what a snapshot freezes). */
export function testDeepProfileDocument(
  overrides: Partial<DeepProfileDocument> = {},
): DeepProfileDocument {
  return {
    version: 1,
    headline: "Backend developer, Node.js and PostgreSQL",
    summary: "Builds payment APIs.",
    strengths: ["APIs"],
    concerns: [],
    experienceNarrative: "Five years of backend work.",
    salaryExpectation: null,
    availability: { availableFrom: null, note: "" },
    developer: {
      hashedId: "dev-test",
      techRole: "backend",
      mainStack: null,
      seniority: "semi_senior",
      devExperienceMonths: 60,
      englishLevel: "b2",
      country: "AR",
      skills: [{ name: "Node.js", level: 4 }],
    },
    experiences: [],
    interviews: [],
    assessments: [],
    ...overrides,
  } as DeepProfileDocument;
}

export interface PresentedTestCandidate {
  offerId: string;
  customerId: string;
  candidateId: string;
  developerId: string;
  snapshotId: string;
  matcher: TestUser;
}

/**
 * A candidate moved (through moveCandidate) to presented_to_client_pending with a snapshot, as
 * a presentation leaves it. Pass `offerId` to present another candidate of the same offer and
 * `createdAt` to date the snapshot (reminder tests).
 */
export async function createPresentedCandidate(
  db: Db,
  options: {
    customerId?: string;
    offerId?: string;
    matcher?: TestUser;
    headline?: string;
    createdAt?: Date;
  } = {},
): Promise<PresentedTestCandidate> {
  const matcher = options.matcher ?? (await createUser(db, "matchers"));
  const offer = options.offerId
    ? { id: options.offerId, customerId: options.customerId! }
    : await createTestOffer(db, {
        by: matcher,
        ...(options.customerId ? { customerId: options.customerId } : {}),
      });
  const developer = await createMatchDeveloper(db, { firstName: "Juana" });
  const developerId = developer.developerId!;
  const inserted = await insertCandidate(db, {
    offerId: offer.id,
    developerId,
    status: "hard_interview",
    origin: "matching_algorithm",
    createdBy: matcher.userId,
    matchScore: 82,
  });
  if (!inserted) throw new Error("candidate already exists");
  // A fixture, not an event: no one is told.
  const moved = await moveCandidate(null, db, matcher, {
    candidate: inserted,
    to: "presented_to_client_pending",
  });
  if (!moved) throw new Error("could not present the candidate");
  // The move froze a snapshot dated now; tests need one they control (headline, date), so the
  // frozen one goes (a DELETE is the only change the append-only table allows).
  await db
    .delete(schema.deepProfileSnapshots)
    .where(eq(schema.deepProfileSnapshots.candidateId, inserted.id));
  const snapshotId = await insertTestSnapshot(db, {
    candidateId: inserted.id,
    offerId: offer.id,
    customerId: offer.customerId,
    developerId,
    createdBy: matcher.userId,
    headline: options.headline ?? "Backend developer, Node.js and PostgreSQL",
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  return {
    offerId: offer.id,
    customerId: offer.customerId,
    candidateId: inserted.id,
    developerId,
    snapshotId,
    matcher,
  };
}

/** Inserts a snapshot row as the presentation freeze would, with a chosen headline and date. */
export async function insertTestSnapshot(
  db: Db,
  row: {
    candidateId: string;
    offerId: string;
    customerId: string;
    developerId: string;
    createdBy: string;
    headline: string;
    createdAt?: Date;
  },
) {
  const [snapshot] = await db
    .insert(schema.deepProfileSnapshots)
    .values({
      candidateId: row.candidateId,
      offerId: row.offerId,
      customerId: row.customerId,
      developerId: row.developerId,
      createdBy: row.createdBy,
      document: testDeepProfileDocument({ headline: row.headline }),
      ...(row.createdAt ? { createdAt: row.createdAt } : {}),
    })
    .returning({ id: schema.deepProfileSnapshots.id });
  return snapshot!.id;
}
