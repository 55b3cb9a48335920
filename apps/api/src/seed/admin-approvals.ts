import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { and, asc, eq, isNull, like, sql } from "drizzle-orm";

export const DEMO_LINK_PREFIX = "https://github.com/encaja-demo-";
const DEMO_DISAPPROVAL_REASON =
  "Añade tu experiencia laboral y al menos tres habilidades con su nivel. / Add your work experience and at least three skills with their level.";
const PENDING_LINK_DEVELOPERS = 6;

/**
 * Demo data: the approval queues are alive on first start. The population already has
 * pending and disapproved profiles; disapproved ones get the reason their developer reads, and
 * a few pending developers get pending platform links. Idempotent.
 */
export async function seedDemoApprovals(db: Db): Promise<void> {
  await db
    .update(schema.developers)
    .set({ approvalReason: DEMO_DISAPPROVAL_REASON, approvalChangedAt: sql`now()` })
    .where(
      and(eq(schema.developers.approval, "disapproved"), isNull(schema.developers.approvalReason)),
    );

  const [seeded] = await db
    .select({ id: schema.platformLinks.id })
    .from(schema.platformLinks)
    .where(like(schema.platformLinks.url, `${DEMO_LINK_PREFIX}%`))
    .limit(1);
  if (seeded) return;
  const pending = await db
    .select({ id: schema.developers.id, hashedId: schema.developers.hashedId })
    .from(schema.developers)
    .where(eq(schema.developers.approval, "pending"))
    .orderBy(asc(schema.developers.createdAt), asc(schema.developers.id))
    .limit(PENDING_LINK_DEVELOPERS);
  if (pending.length === 0) return;
  await db.insert(schema.platformLinks).values(
    pending.flatMap((dev, i) => [
      {
        developerId: dev.id,
        platform: "github" as const,
        url: `${DEMO_LINK_PREFIX}${dev.hashedId}`,
      },
      ...(i % 2 === 0
        ? [
            {
              developerId: dev.id,
              platform: "portfolio" as const,
              url: `https://portfolio.example.com/${dev.hashedId}`,
            },
          ]
        : []),
    ]),
  );
}
