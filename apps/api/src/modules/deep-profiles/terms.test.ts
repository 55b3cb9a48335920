import { DeepProfileEditor } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { completedInterview } from "../../testing/deep-profiles";
import { openMatchingInterview } from "../../testing/interviews";
import { createMatchDeveloper } from "../../testing/matching";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const { send, get } = requestsWith(t);

const editorOf = async (developerId: string) =>
  expectBody(
    await get(`/developers/${developerId}/deep-profile`, matcher.headers),
    DeepProfileEditor,
  );

describe("the deep profile editor's suggested terms", () => {
  it("are what the developer entered, until a matching interview confirms others", async () => {
    const { mi, c } = await openMatchingInterview(t, matcher);
    const before = await editorOf(c.developerId);
    expect(before.suggestedTerms).toEqual({
      salaryExpectation: { amount: 4000, currency: "USD", period: "month" },
      availableFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hoursPerWeek: 40,
      source: "developer",
    });

    const patched = await send("PATCH", `/matching-interviews/${mi.id}`, matcher.headers, {
      confirmedSalary: { amount: 4200, currency: "EUR", period: "month" },
      confirmedAvailability: { availableFrom: "2027-02-01", hoursPerWeek: 30 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await editorOf(c.developerId);
    expect(after.suggestedTerms).toEqual({
      salaryExpectation: { amount: 4200, currency: "EUR", period: "month" },
      availableFrom: "2027-02-01",
      hoursPerWeek: 30,
      source: "matchingInterview",
    });
  });

  it("are empty for a developer who entered nothing", async () => {
    const { developerId } = await createMatchDeveloper(t.db.db, { availableInDays: null });
    await t.db.db
      .delete(schema.developerPreferences)
      .where(eq(schema.developerPreferences.developerId, developerId));
    expect((await editorOf(developerId)).suggestedTerms).toEqual({
      salaryExpectation: null,
      availableFrom: null,
      hoursPerWeek: null,
      source: null,
    });
  });
});

describe("the deep profile editor's interviews", () => {
  it("carry the day the interview was held, apart from when its result was recorded", async () => {
    const { developerId } = await createMatchDeveloper(t.db.db);
    const interviewId = await completedInterview(t, matcher, developerId);
    const heldAt = new Date("2026-11-20T15:00:00.000Z");
    await t.db.db
      .update(schema.interviews)
      .set({ scheduledAt: heldAt })
      .where(eq(schema.interviews.id, interviewId));
    const [source] = (await editorOf(developerId)).sources.interviews;
    expect(source?.scheduledAt).toBe(heldAt.toISOString());
    expect(source?.completedAt).not.toBe(heldAt.toISOString());
  });
});
