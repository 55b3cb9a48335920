import type { CandidateStatus, DeepProfileContent } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  customerIdOfUser,
  decisionsOfSnapshots,
  findDeepProfile,
  findUserByEmail,
  latestSnapshotOfCandidate,
  listDeveloperSkills,
  loadDeveloperProfile,
  upsertDeepProfile,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import { fallbackHeadline } from "../modules/deep-profiles/document";
import { freezeSnapshot, PRESENTED_STATUSES } from "../modules/deep-profiles/freeze";
import { loadSources, rowRef } from "../modules/deep-profiles/sources";

const DECIDED: readonly CandidateStatus[] = [
  "presented_to_client_approved",
  "presented_to_client_not_approved",
];

/** A matcher's deep profile of a demo developer, in the demo's language. */
async function demoContent(db: Db, developerId: string): Promise<DeepProfileContent | undefined> {
  const profile = await loadDeveloperProfile(db, developerId);
  if (!profile) return undefined;
  const [skills, sources] = await Promise.all([
    listDeveloperSkills(db, developerId),
    loadSources(db, developerId),
  ]);
  const top = skills.slice(0, 3).map((s) => s.name);
  const years = Math.max(1, Math.round(profile.developer.devExperienceMonths / 12));
  const interview = sources.interviews[0];
  return {
    headline: `${fallbackHeadline(profile.developer)} · ${years} años de experiencia`,
    summary: `Perfil ${fallbackHeadline(profile.developer).toLowerCase()} con ${years} años en equipos de producto. Comunica con claridad y trabaja bien con equipos distribuidos.`,
    strengths: top.map((name) => `Experiencia sólida en ${name}`),
    concerns: ["Poca experiencia liderando equipos"],
    experienceNarrative:
      "Trabajó en productos de cara al cliente, desde el diseño técnico hasta la puesta en producción.",
    interviewHighlights: interview
      ? [{ interviewId: interview.id, rows: interview.rows.map(rowRef), comment: "" }]
      : [],
    assessmentAttemptIds: sources.assessments.slice(0, 2).map((a) => a.attemptId),
    salaryExpectation: null,
    availability: { availableFrom: null, note: "Disponible con dos semanas de aviso." },
  };
}

/**
 * Demo data: deep profiles for the Acme Latam candidates that stand presented, each
 * presented again through the freeze path (so the snapshot carries the deep profile), and the
 * customer's decision on those already approved or not approved. Safe to run twice.
 */
export async function seedPresentations(db: Db): Promise<void> {
  const [matcher, customer] = await Promise.all([
    findUserByEmail(db, "matcher@demo.encaja.dev"),
    findUserByEmail(db, "customer@demo.encaja.dev"),
  ]);
  const customerId = customer && (await customerIdOfUser(db, customer.id));
  if (!matcher || !customer || !customerId) return;
  const rows = await db
    .select({ candidate: schema.candidates })
    .from(schema.candidates)
    .innerJoin(schema.offers, eq(schema.offers.id, schema.candidates.offerId))
    .where(
      and(
        eq(schema.offers.customerId, customerId),
        inArray(schema.candidates.status, [...PRESENTED_STATUSES, ...DECIDED]),
      ),
    )
    .orderBy(asc(schema.candidates.createdAt), asc(schema.candidates.id));
  for (const { candidate } of rows) {
    const status = candidate.status;
    const written = await findDeepProfile(db, candidate.developerId);
    if (!written) {
      const content = await demoContent(db, candidate.developerId);
      if (!content) continue;
      await upsertDeepProfile(db, {
        developerId: candidate.developerId,
        content: content as unknown as Record<string, unknown>,
        userId: matcher.id,
      });
    }
    let latest = await latestSnapshotOfCandidate(db, candidate.id);
    const decided = latest ? (await decisionsOfSnapshots(db, [latest.id])).length > 0 : false;
    // Frozen by the pipeline walk before any deep profile existed: present it again.
    const bare = latest && (latest.document as { summary?: unknown }).summary === "";
    if (PRESENTED_STATUSES.includes(status) && (bare || !latest) && !decided) {
      latest = await freezeSnapshot(db, { candidate, actorUserId: matcher.id });
    }
    if (!DECIDED.includes(status) || decided) continue;
    latest ??= await freezeSnapshot(db, { candidate, actorUserId: matcher.id });
    const approved = status === "presented_to_client_approved";
    await db
      .insert(schema.candidateDecisions)
      .values({
        candidateId: candidate.id,
        snapshotId: latest.id,
        decision: approved ? "approved" : "not_approved",
        reason: approved ? null : "skills_gap",
        feedback: approved
          ? "Muy buena entrevista; queremos avanzar."
          : "Buscamos más experiencia en el dominio de pagos.",
        decidedBy: customer.id,
      })
      .onConflictDoNothing();
  }
}
