import {
  DeepProfileContent,
  type DeepProfileDocument,
  type DeepProfileSources,
  emptyDeepProfileContent,
  type Seniority,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import {
  type Executor,
  findDeepProfile,
  listExperiences,
  loadDeveloperProfile,
} from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import { mainStackOf } from "../developers/developer-summary";
import { loadSources, rowRef } from "./sources";

/** A headline for a developer without a deep profile: "<seniority> <tech role>" in Spanish. */
export const fallbackHeadline = (developer: { seniority: string; techRole: string }) =>
  `${techRoleLabel(developer.techRole, "es")} ${(
    seniorityLabels[developer.seniority as Seniority]?.es ?? developer.seniority
  ).toLowerCase()}`;

/** The stored content of a developer's deep profile (null when they have none). */
export async function storedContent(db: Executor, developerId: string) {
  const found = await findDeepProfile(db, developerId);
  return found ? { ...found, content: DeepProfileContent.parse(found.profile.content) } : undefined;
}

/** Quoted interviews and assessments resolved against what the developer has now. */
function quoted(content: DeepProfileContent, sources: DeepProfileSources) {
  const interviews = content.interviewHighlights.flatMap((h) => {
    const source = sources.interviews.find((i) => i.id === h.interviewId);
    if (!source) return [];
    const wanted = new Set(h.rows);
    return [
      {
        type: source.type,
        scheduledAt: source.scheduledAt,
        completedAt: source.completedAt,
        result: source.result,
        englishLevel: source.englishLevel,
        rows: source.rows.filter((r) => wanted.has(rowRef(r))),
        comment: h.comment,
      },
    ];
  });
  const assessments = content.assessmentAttemptIds.flatMap((id) => {
    const a = sources.assessments.find((s) => s.attemptId === id);
    return a
      ? [{ title: a.title, score: a.score, passed: a.passed, completedAt: a.completedAt }]
      : [];
  });
  return { interviews, assessments };
}

/**
 * The document a customer reads, built from the developer's data now and the deep profile's
 * content (or an empty one). No contact details: those are added apart, by who may see them.
 */
export async function buildDocument(
  db: Executor,
  developerId: string,
  content?: DeepProfileContent | null,
): Promise<DeepProfileDocument> {
  const profile = await loadDeveloperProfile(db, developerId);
  if (!profile) throw notFound("Developer");
  const d = profile.developer;
  const [experiences, sources] = await Promise.all([
    listExperiences(db, developerId),
    loadSources(db, developerId),
  ]);
  const c = content ?? emptyDeepProfileContent(fallbackHeadline(d));
  return {
    version: 1,
    headline: c.headline,
    summary: c.summary,
    strengths: c.strengths,
    concerns: c.concerns,
    experienceNarrative: c.experienceNarrative,
    salaryExpectation: c.salaryExpectation,
    availability: c.availability,
    developer: {
      hashedId: d.hashedId,
      techRole: d.techRole,
      mainStack: mainStackOf(d.mainStackCode, profile.stackName),
      seniority: d.seniority,
      devExperienceMonths: d.devExperienceMonths,
      englishLevel: d.englishLevel ?? null,
      country: profile.location?.countryCode ?? null,
      skills: profile.skills.map((s) => ({ name: s.name, level: s.level })),
    },
    experiences: experiences.map((e) => ({
      title: e.title,
      company: e.company,
      startDate: String(e.startMonth),
      endDate: e.endMonth === null ? null : String(e.endMonth),
      current: e.current,
      industry: e.industry,
      companySize: e.companySize,
    })),
    ...quoted(c, sources),
  };
}
