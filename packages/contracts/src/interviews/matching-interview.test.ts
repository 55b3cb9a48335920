import { describe, expect, it } from "vitest";
import { canTransitionCandidate } from "../matching/pipeline";
import { matchingOutcomeStatus } from "./matching-interview";

describe("matchingOutcomeStatus", () => {
  const pending = { soft: "pending", hard: "pending" } as const;
  it("advances to the first interview stage not yet approved", () => {
    expect(matchingOutcomeStatus("advance", pending)).toBe("soft_interview");
    expect(matchingOutcomeStatus("advance", { ...pending, soft: "approved" })).toBe(
      "hard_interview",
    );
    expect(matchingOutcomeStatus("advance", { soft: "approved", hard: "approved" })).toBe(
      "presented_to_client_pending",
    );
  });

  it("rejects as non_suitable_soft and holds where it is, all edges of the table", () => {
    expect(matchingOutcomeStatus("reject", pending)).toBe("non_suitable_soft");
    expect(matchingOutcomeStatus("hold", pending)).toBe("matching_interview_scheduled");
    for (const to of [
      "soft_interview",
      "hard_interview",
      "presented_to_client_pending",
      "non_suitable_soft",
    ] as const)
      expect(canTransitionCandidate("matching_interview_scheduled", to)).toBe(true);
  });
});
