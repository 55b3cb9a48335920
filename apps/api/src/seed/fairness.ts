import type { AgeBand, Gender } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq, inArray } from "drizzle-orm";
import { createRandom } from "./random";

const genderWeights: ReadonlyArray<readonly [Gender | null, number]> = [
  ["woman", 32],
  ["man", 44],
  ["non_binary", 3],
  ["self_described", 2],
  ["prefer_not_to_say", 6],
  [null, 13],
];

/**
 * Age bands of the developers a company was shown, and of the others. The skew is on purpose:
 * older developers are presented less often, so the demo audit has a group flagged under four
 * fifths to show.
 */
const ageWeights: Record<
  "presented" | "other",
  ReadonlyArray<readonly [AgeBand | null, number]>
> = {
  presented: [
    ["18-24", 8],
    ["25-34", 44],
    ["35-44", 34],
    ["45-54", 6],
    ["55+", 2],
    ["prefer_not_to_say", 2],
    [null, 4],
  ],
  other: [
    ["18-24", 10],
    ["25-34", 28],
    ["35-44", 22],
    ["45-54", 18],
    ["55+", 8],
    ["prefer_not_to_say", 4],
    [null, 10],
  ],
};

/**
 * Voluntary self-identification for the demo population (ADR 0063), so the fairness audit in
 * /admin/fairness has content on the first start. The demo developer account states nothing:
 * it is theirs to fill in. Safe to run twice.
 */
export async function seedDemoFairness(db: Db): Promise<void> {
  const existing = await db
    .select({ id: schema.developerSelfIdentification.developerId })
    .from(schema.developerSelfIdentification)
    .limit(1);
  if (existing.length > 0) return;
  const demoUser = await findUserByEmail(db, "developer@demo.encaja.dev");
  const developers = await db
    .select({ id: schema.developers.id, userId: schema.developers.userId })
    .from(schema.developers)
    .orderBy(schema.developers.createdAt, schema.developers.id);
  const presented = new Set(
    (
      await db
        .selectDistinct({ id: schema.candidates.developerId })
        .from(schema.candidates)
        .innerJoin(
          schema.candidateEvents,
          eq(schema.candidateEvents.candidateId, schema.candidates.id),
        )
        .where(
          inArray(schema.candidateEvents.toStatus, [
            "presented_to_client_pending",
            "presented_to_client",
          ]),
        )
    ).map((r) => r.id),
  );
  const rnd = createRandom(45_2026);
  const rows = developers
    .filter((d) => d.userId !== demoUser?.id)
    .map((d) => ({
      developerId: d.id,
      gender: rnd.weighted(genderWeights),
      ageBand: rnd.weighted(ageWeights[presented.has(d.id) ? "presented" : "other"]),
    }))
    .filter((r) => r.gender !== null || r.ageBand !== null);
  if (rows.length > 0) await db.insert(schema.developerSelfIdentification).values(rows);
}
