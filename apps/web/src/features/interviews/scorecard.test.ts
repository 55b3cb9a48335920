import type { InterviewKit } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { draftOfKit, scorecardChanges } from "./scorecard";

const kit = (
  over: Partial<InterviewKit> = {},
  rows: InterviewKit["interview"]["scorecard"]["rows"] = [],
) =>
  ({
    interview: { scorecard: { rows, summary: "", recommendation: "" } },
    profile: {
      techRole: "frontend",
      seniority: "senior",
      englishLevel: null,
      bio: "",
      skills: [{ code: "vue", name: "Vue", level: "advanced" }],
    },
    requiredSkills: [
      { code: "react", name: "React", level: "advanced", required: true },
      { code: "typescript", name: "TypeScript", level: "intermediate", required: false },
    ],
    questions: [
      { kind: "skill", key: "react", items: [] },
      { kind: "criterion", key: "problem_solving", items: [] },
    ],
    ...over,
  }) as unknown as InterviewKit;

describe("draftOfKit", () => {
  it("has a row per required skill, then the criteria, with what is saved", () => {
    const draft = draftOfKit(
      kit({}, [
        { kind: "skill", key: "react", score: 4, note: "hooks" },
        { kind: "criterion", key: "legacy", score: 2, note: "" },
      ]),
    );
    expect(draft.rows.map((r) => [r.kind, r.key, r.name, r.score, r.note])).toEqual([
      ["skill", "react", "React", 4, "hooks"],
      ["skill", "typescript", "TypeScript", null, ""],
      ["criterion", "problem_solving", null, null, ""],
      ["criterion", "legacy", null, 2, ""],
    ]);
  });

  it("scores the developer's skills when there is no offer", () => {
    const draft = draftOfKit(kit({ requiredSkills: [] }));
    expect(draft.rows.map((r) => r.key)).toEqual(["vue", "problem_solving"]);
  });
});

describe("scorecardChanges", () => {
  const saved = draftOfKit(kit());

  it("is null when nothing changed", () => {
    expect(scorecardChanges(saved, structuredClone(saved))).toBeNull();
  });

  it("sends only the changed rows and texts", () => {
    const draft = structuredClone(saved);
    draft.rows[1]!.score = 3;
    draft.rows[2]!.note = "clear";
    draft.summary = "Solid";
    expect(scorecardChanges(saved, draft)).toEqual({
      rows: [
        { kind: "skill", key: "typescript", score: 3, note: "" },
        { kind: "criterion", key: "problem_solving", score: null, note: "clear" },
      ],
      summary: "Solid",
    });
  });
});
