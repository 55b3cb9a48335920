import type {
  CompleteInterviewRequest,
  Interview,
  InterviewKit,
  SaveScorecardRequest,
  SkillLevel,
} from "@encaja/contracts";
import { skillLevels } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type Executor,
  interviewKitProfile,
  interviewScoresOf,
  offerRequiredSkills,
  recordInterviewVerifiedSkills,
  recordVerifiedEnglish,
  updateScheduledInterview,
  upsertInterviewScores,
} from "@encaja/db/queries";
import { invalidField, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import type { ServiceDeps } from "../deps";
import { assertAssigned, assertScheduled, interviewClosed, visibleInterview } from "./access";
import { interviewAnswer } from "./interviews.service";
import { toInterview } from "./mappers";
import { suggestedQuestions } from "./questions";
import { applyStageResult } from "./stage-effects";

const levelName = (level: number) => skillLevels[level] as SkillLevel;

/** GET /interviews/{id}: the kit, for staff and the interview's own interviewer. */
export async function getInterviewKit(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<InterviewKit> {
  const row = await visibleInterview(db, auth, id);
  const [scores, profile] = await Promise.all([
    interviewScoresOf(db, id),
    interviewKitProfile(db, row.interview.developerId),
  ]);
  if (!profile) throw notFound("Interview");
  const required = row.offer?.id ? await offerRequiredSkills(db, row.offer.id) : [];
  const toVerify = required.length > 0 ? required : profile.skills;
  return {
    interview: toInterview(row, scores),
    profile: {
      techRole: profile.techRole,
      seniority: profile.seniority,
      englishLevel: profile.englishLevel ?? null,
      bio: profile.bio,
      skills: profile.skills.map((s) => ({
        code: s.code,
        name: s.name,
        level: levelName(s.level),
      })),
    },
    requiredSkills: required.map((s) => ({
      code: s.code,
      name: s.name,
      level: levelName(s.level),
      required: s.required,
    })),
    questions: await suggestedQuestions(db, row.interview.type, toVerify, profile.seniority),
  };
}

/** Reads the interview for a scorecard change: visible, assigned to `auth`, still scheduled. */
async function editableInterview(db: Executor, auth: AuthContext, id: string) {
  const row = await visibleInterview(db, auth, id);
  assertAssigned(auth, row);
  assertScheduled(row);
  return row;
}

/** PATCH /interviews/{id}/scorecard: the autosave (rows upserted by kind and key). */
export async function saveScorecard(
  db: Db,
  auth: AuthContext,
  id: string,
  input: SaveScorecardRequest,
): Promise<Interview> {
  return db.transaction(async (tx) => {
    await editableInterview(tx, auth, id);
    if (input.rows) await upsertInterviewScores(tx, id, input.rows);
    const changes = {
      ...(input.summary !== undefined ? { summary: input.summary } : {}),
      ...(input.recommendation !== undefined ? { recommendation: input.recommendation } : {}),
    };
    const saved = await updateScheduledInterview(tx, id, changes);
    if (!saved) throw interviewClosed("completed");
    return interviewAnswer(tx, id);
  });
}

/**
 * POST /interviews/{id}/complete: final; the result drives the pipeline (an approval moves a
 * candidate waiting for it to the next step, telling who hears of such moves) and the profile.
 */
export async function completeInterview(
  deps: ServiceDeps,
  auth: AuthContext,
  id: string,
  input: CompleteInterviewRequest,
): Promise<Interview> {
  return deps.db.transaction(async (tx) => {
    const row = await editableInterview(tx, auth, id);
    const type = row.interview.type;
    if (type === "english" && !input.englishLevel) {
      throw invalidField("body.englishLevel", "An English interview needs the CEFR level");
    }
    const completed = await updateScheduledInterview(tx, id, {
      status: "completed",
      result: input.result,
      englishLevel: type === "english" ? (input.englishLevel ?? null) : null,
      completedAt: new Date(),
      completedByUserId: auth.userId,
    });
    if (!completed) throw interviewClosed("completed");
    await applyStageResult(deps, tx, auth, row, input.result);
    const developerId = row.interview.developerId;
    if (type === "hard") {
      const scores = await interviewScoresOf(tx, id);
      await recordInterviewVerifiedSkills(tx, {
        developerId,
        interviewId: id,
        levels: scores.flatMap((s) =>
          s.kind === "skill" && s.score !== null ? [{ code: s.key, level: s.score }] : [],
        ),
      });
    }
    if (type === "english" && input.englishLevel) {
      await recordVerifiedEnglish(tx, { developerId, interviewId: id, level: input.englishLevel });
    }
    return interviewAnswer(tx, id);
  });
}
