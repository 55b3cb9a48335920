import { describe, expect, it } from "vitest";
import { interviewKitPath, newInterviewPath } from "./interviewLinks";

const id = "00000000-0000-4000-8000-000000000001";
const offerId = "00000000-0000-4000-8000-000000000002";
const pending = { soft: "pending", hard: "pending", english: "pending" } as const;

describe("interview links", () => {
  it("opens hard kits in the hard list, soft and English in the soft one", () => {
    expect(interviewKitPath({ id, type: "hard" })).toBe(`/interviewers/hard-interviews/${id}`);
    expect(interviewKitPath({ id, type: "soft" })).toBe(`/interviewers/soft-interviews/${id}`);
    expect(interviewKitPath({ id, type: "english" })).toBe(`/interviewers/soft-interviews/${id}`);
  });

  it("schedules the soft interview first, then the technical one", () => {
    expect(newInterviewPath({ id, offerId, status: "soft_interview", stages: pending })).toBe(
      `/interviewers/soft-interviews/new-interview?offerId=${offerId}&candidateId=${id}`,
    );
    expect(
      newInterviewPath({
        id,
        offerId,
        status: "soft_interview",
        stages: { ...pending, soft: "approved" },
      }),
    ).toBe(`/interviewers/hard-interviews/new-interview?offerId=${offerId}&candidateId=${id}`);
    expect(newInterviewPath({ id, offerId, status: "hard_interview", stages: pending })).toContain(
      "/hard-interviews/",
    );
  });
});
