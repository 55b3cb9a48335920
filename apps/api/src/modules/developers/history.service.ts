import type { Education, EducationInput, Experience, ExperienceInput } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  deleteEducation,
  deleteExperience,
  type Executor,
  type ExperienceRow,
  existingSkillIds,
  insertEducation,
  insertExperience,
  listEducation,
  listExperiences,
  lockAndCountHistory,
  MAX_HISTORY_ROWS,
  updateExperience,
} from "@encaja/db/queries";
import type { z } from "zod";
import { appError, invalidField, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { signedInDeveloper } from "./context";

/** 409 once the developer already has MAX_HISTORY_ROWS rows of this kind (ADR 0017). */
async function ensureRoom(tx: Executor, developerId: string, kind: "experiences" | "education") {
  if ((await lockAndCountHistory(tx, developerId, kind)) < MAX_HISTORY_ROWS) return;
  throw kind === "experiences"
    ? appError(
        "EXPERIENCE_LIMIT_REACHED",
        `A profile can list at most ${MAX_HISTORY_ROWS} experiences`,
      )
    : appError(
        "EDUCATION_LIMIT_REACHED",
        `A profile can list at most ${MAX_HISTORY_ROWS} education entries`,
      );
}

const toMonth = (date: string | null) => (date ? date.slice(0, 7) : null);
const toRow = (e: z.output<typeof ExperienceInput>): ExperienceRow => ({
  company: e.company,
  title: e.title,
  startMonth: `${e.startDate}-01`,
  endMonth: e.endDate ? `${e.endDate}-01` : null,
  current: e.current,
  description: e.description,
  industry: e.industry,
  companySize: e.companySize,
  projectType: e.projectType,
});
type ListedExperience = Awaited<ReturnType<typeof listExperiences>>[number];
export const toExperience = (r: ListedExperience): Experience => ({
  id: r.id,
  company: r.company,
  title: r.title,
  startDate: toMonth(r.startMonth)!,
  endDate: toMonth(r.endMonth),
  current: r.current,
  description: r.description,
  skills: r.skills,
  industry: r.industry,
  companySize: r.companySize,
  projectType: r.projectType,
});

async function checkSkills(db: Db, ids: string[]) {
  const known = await existingSkillIds(db, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw invalidField(`body.skillIds.${unknown}`, "Unknown skill");
}

async function experienceById(db: Db, developerId: string, id: string) {
  const found = (await listExperiences(db, developerId)).find((e) => e.id === id);
  if (!found) throw notFound("Experience");
  return toExperience(found);
}

export async function listMyExperiences(db: Db, auth: AuthContext) {
  const { developer } = await signedInDeveloper(db, auth);
  return { items: (await listExperiences(db, developer.id)).map(toExperience) };
}

export async function addExperience(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof ExperienceInput>,
): Promise<Experience> {
  const { developer } = await signedInDeveloper(db, auth);
  await checkSkills(db, input.skillIds);
  const id = await db.transaction(async (tx) => {
    await ensureRoom(tx, developer.id, "experiences");
    return insertExperience(tx, developer.id, toRow(input), input.skillIds);
  });
  return experienceById(db, developer.id, id);
}

export async function changeExperience(
  db: Db,
  auth: AuthContext,
  id: string,
  input: z.output<typeof ExperienceInput>,
): Promise<Experience> {
  const { developer } = await signedInDeveloper(db, auth);
  await checkSkills(db, input.skillIds);
  const updated = await db.transaction((tx) =>
    updateExperience(tx, developer.id, id, toRow(input), input.skillIds),
  );
  if (!updated) throw notFound("Experience");
  return experienceById(db, developer.id, id);
}

export async function removeExperience(db: Db, auth: AuthContext, id: string) {
  const { developer } = await signedInDeveloper(db, auth);
  if (!(await deleteExperience(db, developer.id, id))) throw notFound("Experience");
}

export async function listMyEducation(db: Db, auth: AuthContext): Promise<{ items: Education[] }> {
  const { developer } = await signedInDeveloper(db, auth);
  const rows = await listEducation(db, developer.id);
  return { items: rows.map(({ developerId: _d, createdAt: _c, ...e }) => e) };
}

export async function addEducation(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof EducationInput>,
): Promise<Education> {
  const { developer } = await signedInDeveloper(db, auth);
  const {
    developerId: _d,
    createdAt: _c,
    ...row
  } = await db.transaction(async (tx) => {
    await ensureRoom(tx, developer.id, "education");
    return insertEducation(tx, developer.id, input);
  });
  return row;
}

export async function removeEducation(db: Db, auth: AuthContext, id: string) {
  const { developer } = await signedInDeveloper(db, auth);
  if (!(await deleteEducation(db, developer.id, id))) throw notFound("Education");
}
