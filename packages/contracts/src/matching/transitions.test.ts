import { describe, expect, it } from "vitest";
import { candidateStatuses } from "../enums";
import { allowedCandidateTransitions, candidateTransitions } from "./transitions";

describe("candidate transitions", () => {
  it("list each status's moves once, never the status itself (a move menu shows one item per move)", () => {
    for (const from of candidateStatuses) {
      const moves = allowedCandidateTransitions(from);
      expect(new Set(moves).size, from).toBe(moves.length);
      expect(moves, from).not.toContain(from);
    }
  });

  it("name only known statuses", () => {
    const known = new Set<string>(candidateStatuses);
    for (const moves of Object.values(candidateTransitions)) {
      for (const to of moves) expect(known.has(to), to).toBe(true);
    }
  });
});
