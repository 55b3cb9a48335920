import type {
  DeepProfileContent,
  DeepProfileEditor,
  DeepProfileInput,
  DeepProfileSources,
} from "@encaja/contracts";
import {
  type Executor,
  listDeepProfileLinks,
  loadDeveloperProfile,
  snapshotsOfDeveloper,
  upsertDeepProfile,
} from "@encaja/db/queries";
import { type FieldError, notFound, validationError } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { fallbackHeadline, storedContent } from "./document";
import { toLink, toSnapshotSummary } from "./mappers";
import { loadSources, rowRef } from "./sources";
import { suggestedTerms } from "./terms";

async function developerOrThrow(db: Executor, professionalId: string) {
  const profile = await loadDeveloperProfile(db, professionalId);
  if (!profile) throw notFound("Developer");
  return profile.developer;
}

/** GET /developers/{professionalId}/deep-profile: the editor's page. */
export async function getEditor(db: Executor, professionalId: string): Promise<DeepProfileEditor> {
  const developer = await developerOrThrow(db, professionalId);
  const [stored, sources, snapshots, terms] = await Promise.all([
    storedContent(db, professionalId),
    loadSources(db, professionalId),
    snapshotsOfDeveloper(db, professionalId),
    suggestedTerms(db, professionalId),
  ]);
  const links = stored ? await listDeepProfileLinks(db, stored.profile.id) : [];
  return {
    developer: {
      professionalId,
      name: `${developer.firstName} ${developer.lastName}`.trim(),
      headline: fallbackHeadline(developer),
    },
    deepProfile: stored
      ? {
          id: stored.profile.id,
          content: stored.content,
          updatedAt: stored.profile.updatedAt.toISOString(),
          updatedBy: stored.updatedByName,
        }
      : null,
    sources,
    suggestedTerms: terms,
    links: links.map(toLink),
    snapshots: snapshots.map((s) => {
      const { id, candidateId, offer, customer, createdAt } = toSnapshotSummary(s);
      return { id, candidateId, offer, customer, createdAt };
    }),
  };
}

/** Quoted interviews must be this developer's completed ones, rows on their scorecard. */
function referenceErrors(content: DeepProfileContent, sources: DeepProfileSources): FieldError[] {
  const errors: FieldError[] = [];
  content.interviewHighlights.forEach((h, i) => {
    const source = sources.interviews.find((s) => s.id === h.interviewId);
    if (!source) {
      errors.push({
        path: `body.interviewHighlights.${i}.interviewId`,
        message: "Not a completed interview of this developer",
      });
      return;
    }
    const known = new Set(source.rows.map(rowRef));
    h.rows.forEach((row, j) => {
      if (!known.has(row)) {
        errors.push({
          path: `body.interviewHighlights.${i}.rows.${j}`,
          message: "Not a row of this interview's scorecard",
        });
      }
    });
  });
  content.assessmentAttemptIds.forEach((id, i) => {
    if (!sources.assessments.some((a) => a.attemptId === id)) {
      errors.push({
        path: `body.assessmentAttemptIds.${i}`,
        message: "Not a finished assessment of this developer",
      });
    }
  });
  return errors;
}

/** PUT /developers/{professionalId}/deep-profile: upsert (snapshots already sent never change). */
export async function saveDeepProfile(
  db: Executor,
  auth: AuthContext,
  professionalId: string,
  input: DeepProfileInput,
): Promise<DeepProfileEditor> {
  await developerOrThrow(db, professionalId);
  const content = input as DeepProfileContent;
  const errors = referenceErrors(content, await loadSources(db, professionalId));
  if (errors.length > 0) throw validationError(errors);
  await upsertDeepProfile(db, {
    developerId: professionalId,
    content: content as unknown as Record<string, unknown>,
    userId: auth.userId,
  });
  return getEditor(db, professionalId);
}
