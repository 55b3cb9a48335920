import { Candidate } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import type { TestApp } from "./app";
import { JAVASCRIPT_QUIZ_ID } from "./assessments";
import { createSignedInUser } from "./factories";
import { scheduleTestInterview } from "./interviews";
import { createMatchDeveloper } from "./matching";
import { createTestOffer } from "./offers";

type Headers = Record<string, string>;

async function inject(
  t: TestApp,
  headers: Headers,
  method: "POST" | "PATCH" | "PUT",
  url: string,
  payload: object,
) {
  const res = await t.app.inject({ method, url, headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A completed hard interview of the developer with two scorecard rows. */
export async function completedInterview(
  t: TestApp,
  matcher: { headers: Headers },
  developerId: string,
) {
  const interviewer = await createSignedInUser(t.db.db, "hardInterviewer");
  const interview = await scheduleTestInterview(t, matcher, {
    developerId,
    interviewerUserId: interviewer.userId,
  });
  await inject(t, interviewer.headers, "PATCH", `/interviews/${interview.id}/scorecard`, {
    rows: [
      { kind: "skill", key: "nodejs", score: 4, note: "Solid async patterns" },
      { kind: "skill", key: "postgresql", score: 3, note: "" },
    ],
  });
  await inject(t, interviewer.headers, "POST", `/interviews/${interview.id}/complete`, {
    result: "approved",
  });
  return interview.id;
}

/** A finished JavaScript quiz attempt of the developer (80/100, passed). */
export async function finishedAttempt(t: TestApp, developerId: string) {
  const [row] = await t.db.db
    .insert(schema.assessmentAttempts)
    .values({
      developerId,
      assessmentId: JAVASCRIPT_QUIZ_ID,
      kind: "quiz",
      version: 1,
      status: "submitted",
      deadline: new Date(),
      submittedAt: new Date(),
      score: 80,
      passed: true,
    })
    .returning();
  return row!.id;
}

/** A candidate of a new offer of `customerId` (a new company when absent), not yet presented. */
export async function offerCandidate(
  t: TestApp,
  matcher: { headers: Headers },
  options: { customerId?: string; developerId?: string } = {},
) {
  const { id: offerId, customerId } = await createTestOffer(t.db.db, {
    ...(options.customerId ? { customerId: options.customerId } : {}),
  });
  const developerId = options.developerId ?? (await createMatchDeveloper(t.db.db)).developerId;
  const candidate = Candidate.parse(
    await inject(t, matcher.headers, "POST", `/offers/${offerId}/candidates`, {
      developerId,
      origin: "matching_algorithm",
    }),
  );
  return { offerId, customerId, developerId, candidate };
}

/** Walks a new candidate to presented_to_client_pending through the matcher's PATCH. */
export async function present(t: TestApp, matcher: { headers: Headers }, candidateId: string) {
  for (const status of ["dev_interested", "hard_interview"]) {
    await inject(t, matcher.headers, "PATCH", `/candidates/${candidateId}`, { status });
  }
  return Candidate.parse(
    await inject(t, matcher.headers, "PATCH", `/candidates/${candidateId}`, {
      status: "presented_to_client_pending",
      stageStatuses: { soft: "approved", hard: "approved" },
    }),
  );
}

export const deepProfileBody = (overrides: Record<string, unknown> = {}) => ({
  headline: "Senior Node.js engineer, payments, 7 years",
  summary: "Builds reliable payment APIs.",
  strengths: ["Async patterns", "PostgreSQL tuning"],
  concerns: ["Little frontend work"],
  experienceNarrative: "Led the checkout rewrite at a fintech.",
  salaryExpectation: { amount: 4000, currency: "USD", period: "month" },
  availability: { availableFrom: "2027-01-10", note: "Two weeks' notice" },
  ...overrides,
});
