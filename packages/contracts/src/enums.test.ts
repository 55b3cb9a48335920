import { describe, expect, it } from "vitest";
import * as enums from "./enums";
import { errorCodes, errorMessages } from "./errors";
import * as labels from "./labels";

describe("enumerations (spec §3)", () => {
  it("groups English levels as none / basic / fluent", () => {
    expect(enums.englishLevels.map(enums.englishGroupOf)).toEqual([
      "none",
      "basic",
      "basic",
      "fluent",
      "fluent",
      "fluent",
    ]);
  });

  it("orders skill levels 0 to 5", () => {
    expect(enums.skillLevelValue("not_evaluated")).toBe(0);
    expect(enums.skillLevelValue("high_use")).toBe(5);
  });

  it("keeps the spec's exact values", () => {
    expect(enums.roles).toEqual([
      "superAdmin",
      "matchers",
      "hardInterviewer",
      "customerAssociate",
      "customer",
      "developer",
    ]);
    expect(enums.seniorities).toEqual([
      "junior",
      "junior_advanced",
      "semi_senior",
      "semi_senior_advanced",
      "senior",
    ]);
    expect(enums.workModalities).toEqual([
      "remote",
      "remote_with_restrictions",
      "hybrid",
      "on_site",
    ]);
    expect(enums.platformLinkApprovals).toEqual(["pending", "approved", "declined"]);
    for (const status of ["presented_to_client_pending", "mi_not_finished", "waiting_to_code"]) {
      expect(enums.candidateStatuses).toContain(status);
    }
  });

  it("rejects values outside an enum", () => {
    expect(enums.EnglishLevel.safeParse("d1").success).toBe(false);
    expect(enums.Role.safeParse("admin").success).toBe(false);
  });
});

describe("labels", () => {
  const pairs: Array<[readonly string[], Record<string, { es: string; en: string }>]> = [
    [enums.roles, labels.roleLabels],
    [enums.englishLevels, labels.englishLevelLabels],
    [enums.englishGroups, labels.englishGroupLabels],
    [enums.seniorities, labels.seniorityLabels],
    [enums.searchStatuses, labels.searchStatusLabels],
    [enums.skillLevels, labels.skillLevelLabels],
    [enums.workModalities, labels.workModalityLabels],
    [enums.plans, labels.planLabels],
    [enums.approvalStatuses, labels.approvalStatusLabels],
    [enums.completionStatuses, labels.completionStatusLabels],
    [enums.sortFields, labels.sortFieldLabels],
    [enums.sortDirections, labels.sortDirectionLabels],
    [enums.candidateStatuses, labels.candidateStatusLabels],
    [enums.profileSources, labels.profileSourceLabels],
    [enums.candidateOrigins, labels.candidateOriginLabels],
    [enums.mainSkillCategories, labels.mainSkillCategoryLabels],
    [enums.overrideReasons, labels.overrideReasonLabels],
    [enums.platformLinkApprovals, labels.platformLinkApprovalLabels],
    [enums.interviewStages, labels.interviewStageLabels],
    [enums.interviewStageStatuses, labels.interviewStageStatusLabels],
    [errorCodes, errorMessages],
  ];

  it("gives every value a non-empty es and en label", () => {
    for (const [values, table] of pairs) {
      expect(Object.keys(table).sort()).toEqual([...values].sort());
      for (const value of values) {
        expect(table[value]?.es.trim()).not.toBe("");
        expect(table[value]?.en.trim()).not.toBe("");
      }
    }
  });
});
