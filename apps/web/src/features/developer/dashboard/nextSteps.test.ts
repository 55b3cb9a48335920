import type { Application } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { nextSteps } from "./nextSteps";

function application(overrides: Partial<Application>): Application {
  return {
    id: "8f1d0f7e-3f55-4c4b-9d0e-2b7c3f1a0a01",
    status: "received",
    offerStatus: "open",
    job: { id: "1a0c8a9b-7b1e-4c41-8c35-3a1f9c2e0b02", slug: "dev", title: "Dev", company: null },
    invited: false,
    presentation: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("nextSteps", () => {
  it("suggests the job board and the profile to a developer with nothing yet", () => {
    expect(nextSteps([], { complete: false }).map((s) => s.kind)).toEqual([
      "completeProfile",
      "browseJobs",
    ]);
  });

  it("puts pending invitations first, then approvals, and nothing for a complete profile", () => {
    const steps = nextSteps(
      [
        application({ id: "a", status: "in_review" }),
        application({
          id: "b",
          status: "interviewing",
          job: { id: "j", slug: "s", title: "Backend", company: null },
          presentation: {
            presentedAt: "2026-11-02T10:00:00.000Z",
            outcome: "approved",
            message: null,
          },
        }),
        application({
          id: "c",
          status: "invited",
          job: { id: "k", slug: "t", title: "Frontend", company: null },
        }),
      ],
      { complete: true },
    );
    expect(steps).toEqual([
      {
        key: "invitation-c",
        kind: "answerInvitation",
        href: "/settings/offers/invitations/c",
        title: "Frontend",
      },
      { key: "approved-b", kind: "approved", href: "/dashboard/applications", title: "Backend" },
    ]);
  });

  it("ignores approvals of processes that already ended", () => {
    const closed = application({
      status: "closed",
      presentation: { presentedAt: "2026-11-02T10:00:00.000Z", outcome: "approved", message: null },
    });
    expect(nextSteps([closed], { complete: true })).toEqual([]);
  });
});
