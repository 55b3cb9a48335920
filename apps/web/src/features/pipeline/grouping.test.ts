import { type Candidate, type CandidateStatus, pipelineStages } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { boardColumns, bulkMoves, groupMoves, moveRequirements, movesFrom } from "./grouping";

const approved = { soft: "approved", hard: "approved", english: "pending" } as const;
const pending = { soft: "pending", hard: "pending", english: "pending" } as const;

function card(id: string, status: CandidateStatus): Candidate {
  return {
    id,
    offerId: "o",
    developerId: `d-${id}`,
    developer: { hashedId: id, firstName: "Ana", lastName: id },
    status,
    statusReason: null,
    note: null,
    origin: "matching_algorithm",
    matchScore: null,
    overrideReason: null,
    stages: pending,
    createdBy: null,
    invitedAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

describe("boardColumns", () => {
  it("puts every card in its stage's column, in order, with the API's totals", () => {
    const cards = [
      card("a", "suggested_dev"),
      card("b", "non_suitable_english"),
      card("c", "presented_to_client_pending"),
      card("d", "dev_interested"),
    ];
    const columns = boardColumns(cards, [
      { status: "suggested_dev", count: 5 },
      { status: "dev_interested", count: 1 },
      { status: "non_suitable_english", count: 1 },
    ]);
    // One column per customer-facing stage, in the contract's order.
    expect(columns.map((c) => c.stage)).toEqual([...pipelineStages]);
    const byStage = Object.fromEntries(columns.map((c) => [c.stage, c]));
    expect(byStage.sourcing?.cards.map((c) => c.id)).toEqual(["a", "d"]);
    expect(byStage.sourcing?.total).toBe(6);
    expect(byStage.presented?.cards.map((c) => c.id)).toEqual(["c"]);
    // no group counted it yet: the loaded cards are the floor
    expect(byStage.presented?.total).toBe(1);
    expect(byStage.discarded?.cards.map((c) => c.id)).toEqual(["b"]);
    expect(byStage.hired?.cards).toEqual([]);
  });
});

describe("movesFrom", () => {
  it("follows the transition table and narrows to a column", () => {
    expect(movesFrom("suggested_dev")).toContain("non_suitable_english");
    expect(movesFrom("suggested_dev")).not.toContain("working");
    expect(movesFrom("matching_interview_scheduled", "presented")).toEqual([
      "presented_to_client_pending",
    ]);
    expect(movesFrom("non_suitable_english")).toEqual([]);
  });

  it("offers the union of the selected cards' moves for a bulk change", () => {
    const moves = bulkMoves(["suggested_dev", "dev_interested"]);
    expect(moves).toContain("invitation_to_offer");
    expect(moves).toContain("soft_interview");
    expect(new Set(moves).size).toBe(moves.length);
  });
});

describe("moveRequirements", () => {
  it("asks a note for rejecting statuses only", () => {
    expect(moveRequirements("non_suitable_english", [pending]).note).toBe(true);
    expect(moveRequirements("dev_interested", [pending]).note).toBe(false);
  });

  it("asks an override reason to present a developer whose stages are not approved", () => {
    expect(moveRequirements("presented_to_client_pending", [pending]).override).toBe(true);
    expect(moveRequirements("presented_to_client_pending", [approved]).override).toBe(false);
    expect(moveRequirements("presented_to_client_pending", [approved, pending]).override).toBe(
      true,
    );
    expect(moveRequirements("soft_interview", [pending]).override).toBe(false);
  });
});

describe("groupMoves", () => {
  it("separates next steps from rejections and other, keeping the order", () => {
    expect(
      groupMoves(["non_suitable_hard", "proposal_sent", "other", "too_expensive", "working"]),
    ).toEqual([
      { group: "next", statuses: ["proposal_sent", "working"] },
      { group: "rejections", statuses: ["non_suitable_hard", "too_expensive"] },
      { group: "other", statuses: ["other"] },
    ]);
  });

  it("puts every real move of a new candidate in exactly one group, rejections never first", () => {
    const moves = movesFrom("suggested_dev");
    const groups = groupMoves(moves);
    expect(groups.flatMap((g) => g.statuses).sort()).toEqual([...moves].sort());
    expect(groups[0]?.group).toBe("next");
    expect(groups.find((g) => g.group === "rejections")?.statuses).toContain("dev_not_interested");
  });
});
