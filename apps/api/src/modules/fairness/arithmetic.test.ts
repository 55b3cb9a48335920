import { NOT_STATED } from "@encaja/contracts";
import type { FairnessCountRow } from "@encaja/db/queries";
import { describe, expect, it } from "vitest";
import { judgeGroups, referenceGroupOf, scopeReport } from "./arithmetic";

const g = (group: string, entered: number, selected: number) => ({ group, entered, selected });

describe("judgeGroups", () => {
  it("computes rates and impact ratios against the most-selected group", () => {
    const { referenceGroup, groups } = judgeGroups([g("a", 10, 8), g("b", 20, 10), g("c", 5, 4)]);
    expect(referenceGroup).toBe("a");
    expect(groups).toEqual([
      {
        group: "a",
        entered: 10,
        selected: 8,
        rate: 0.8,
        impactRatio: 1,
        flagged: false,
        insufficientData: false,
      },
      {
        group: "b",
        entered: 20,
        selected: 10,
        rate: 0.5,
        impactRatio: 0.625,
        flagged: true,
        insufficientData: false,
      },
      {
        group: "c",
        entered: 5,
        selected: 4,
        rate: 0.8,
        impactRatio: 1,
        flagged: false,
        insufficientData: false,
      },
    ]);
  });

  it("flags strictly under four fifths, not at it", () => {
    const { groups } = judgeGroups([g("a", 10, 10), g("b", 10, 8), g("c", 10, 7)]);
    expect(groups.map((x) => [x.impactRatio, x.flagged])).toEqual([
      [1, false],
      [0.8, false],
      [0.7, true],
    ]);
  });

  it("never chooses a small group or 'not stated' as the reference, and never flags them", () => {
    const groups = [g("small", 2, 2), g(NOT_STATED, 50, 50), g("big", 10, 5), g("other", 10, 2)];
    expect(referenceGroupOf(groups)?.group).toBe("big");
    const judged = judgeGroups(groups).groups;
    expect(judged[0]).toMatchObject({
      group: "small",
      rate: 1,
      impactRatio: 2,
      insufficientData: true,
      flagged: false,
    });
    expect(judged[1]).toMatchObject({ group: NOT_STATED, impactRatio: 2, insufficientData: false });
    expect(judged[3]).toMatchObject({ group: "other", impactRatio: 0.4, flagged: true });
  });

  it("breaks rate ties by size, then by code", () => {
    expect(referenceGroupOf([g("b", 10, 5), g("a", 20, 10)])?.group).toBe("a");
    expect(referenceGroupOf([g("b", 10, 5), g("a", 10, 5)])?.group).toBe("a");
  });

  it("judges nothing when no group is large enough", () => {
    const { referenceGroup, groups } = judgeGroups([g("a", 4, 4), g("b", 3, 0)]);
    expect(referenceGroup).toBeNull();
    expect(groups.every((x) => x.insufficientData && !x.flagged && x.impactRatio === null)).toBe(
      true,
    );
  });

  it("divides by nothing: empty groups have no rate, a reference that selected nobody gives no ratios", () => {
    const empty = judgeGroups([g("a", 10, 3), g("b", 0, 0)]).groups[1];
    expect(empty).toMatchObject({
      rate: null,
      impactRatio: null,
      flagged: false,
      insufficientData: true,
    });
    const none = judgeGroups([g("a", 10, 0), g("b", 10, 0)]);
    expect(none.referenceGroup).toBe("a");
    expect(none.groups.map((x) => [x.rate, x.impactRatio, x.flagged])).toEqual([
      [0, null, false],
      [0, null, false],
    ]);
  });

  it("takes its minimum size and threshold from options", () => {
    const { groups } = judgeGroups([g("a", 2, 2), g("b", 2, 1)], { minGroup: 2, threshold: 0.5 });
    expect(groups[1]).toMatchObject({ impactRatio: 0.5, flagged: false, insufficientData: false });
  });
});

const row = (over: Partial<FairnessCountRow>): FairnessCountRow => ({
  offerId: "o",
  country: "AR",
  seniority: "senior",
  gender: null,
  ageBand: null,
  suggested: 0,
  presented: 0,
  approved: 0,
  hired: 0,
  ...over,
});

describe("scopeReport", () => {
  const rows = [
    row({
      gender: "woman",
      seniority: "junior",
      suggested: 10,
      presented: 5,
      approved: 2,
      hired: 1,
    }),
    row({ gender: "man", suggested: 10, presented: 8, approved: 6, hired: 3 }),
    row({ gender: "prefer_not_to_say", country: null, suggested: 2, presented: 2 }),
    row({ gender: null, country: "UY", suggested: 1 }),
  ];
  const report = scopeReport(rows);
  const table = (dimension: string) => report.dimensions.find((d) => d.dimension === dimension)!;

  it("builds one table per dimension with the three transitions of the funnel", () => {
    expect(report.dimensions.map((d) => d.dimension)).toEqual([
      "country",
      "seniority",
      "gender",
      "ageBand",
    ]);
    expect(table("gender").transitions.map((t) => `${t.stage}>${t.next}`)).toEqual([
      "suggested>presented",
      "presented>approved",
      "approved>hired",
    ]);
    expect(report.candidates).toBe(23);
  });

  it("sums rows into groups, merges 'prefer not to say' into not stated, keeps natural order", () => {
    const [first, second, third] = table("gender").transitions;
    expect(first!.groups.map((x) => [x.group, x.entered, x.selected])).toEqual([
      ["woman", 10, 5],
      ["man", 10, 8],
      [NOT_STATED, 3, 2],
    ]);
    expect(first!.groups[0]).toMatchObject({ rate: 0.5, impactRatio: 0.625, flagged: true });
    expect(second!.groups[0]).toMatchObject({
      entered: 5,
      selected: 2,
      impactRatio: 0.5333,
      flagged: true,
    });
    expect(third!.groups[0]).toMatchObject({ entered: 2, insufficientData: true, flagged: false });
    expect(table("seniority").transitions[0]!.groups.map((x) => x.group)).toEqual([
      "junior",
      "senior",
    ]);
    expect(table("country").transitions[0]!.groups.map((x) => x.group)).toEqual([
      "AR",
      "UY",
      NOT_STATED,
    ]);
    expect(table("ageBand").transitions[0]!.groups).toEqual([
      expect.objectContaining({ group: NOT_STATED, entered: 23, insufficientData: true }),
    ]);
  });

  it("counts the flagged cells", () => {
    const flagged = report.dimensions
      .flatMap((d) => d.transitions.flatMap((t) => t.groups))
      .filter((x) => x.flagged);
    expect(report.flagged).toBe(flagged.length);
    expect(report.flagged).toBeGreaterThanOrEqual(2);
  });

  it("is empty, not broken, without rows", () => {
    const empty = scopeReport([]);
    expect(empty).toMatchObject({ candidates: 0, flagged: 0 });
    expect(empty.dimensions.every((d) => d.transitions.every((t) => t.groups.length === 0))).toBe(
      true,
    );
  });
});
