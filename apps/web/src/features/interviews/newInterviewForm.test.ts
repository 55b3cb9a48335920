import { describe, expect, it } from "vitest";
import { correctionPath, initialForm, newInterviewBody } from "./newInterviewForm";

const dev = "0b6f3c1e-1d2a-4c3b-9f8e-7a6b5c4d3e2f";
const cand = "1b6f3c1e-1d2a-4c3b-9f8e-7a6b5c4d3e2f";
const me = "2b6f3c1e-1d2a-4c3b-9f8e-7a6b5c4d3e2f";

describe("new interview form", () => {
  it("prefills who from the URL", () => {
    expect(initialForm("soft", { candidateId: cand })).toMatchObject({
      who: "candidate",
      candidateId: cand,
      developerId: "",
    });
    expect(initialForm("hard", { developerId: dev })).toMatchObject({
      who: "developer",
      developerId: dev,
      duration: "60",
    });
  });

  it("builds the body with the start in UTC", () => {
    const form = {
      ...initialForm("hard", { developerId: dev }),
      interviewerUserId: me,
      date: "2026-12-01",
      time: "10:30",
      meetingUrl: " https://meet.example.com/abc ",
    };
    expect(newInterviewBody(form, "Europe/Madrid")).toEqual({
      body: {
        type: "hard",
        developerId: dev,
        interviewerUserId: me,
        scheduledAt: "2026-12-01T09:30:00.000Z",
        durationMinutes: 60,
        meetingUrl: "https://meet.example.com/abc",
      },
    });
  });

  it("names each missing or wrong field", () => {
    const form = { ...initialForm("soft", {}), duration: "300", meetingUrl: "meet" };
    expect(newInterviewBody(form, "UTC")).toEqual({
      problems: {
        who: "whoRequired",
        interviewer: "interviewerRequired",
        when: "whenRequired",
        duration: "duration",
        meetingUrl: "url",
      },
    });
  });

  it("schedules a correction: same type and person, the completed interview named", () => {
    const done = "3b6f3c1e-1d2a-4c3b-9f8e-7a6b5c4d3e2f";
    const offer = "4b6f3c1e-1d2a-4c3b-9f8e-7a6b5c4d3e2f";
    const developer = { id: dev, hashedId: "h", firstName: "Ana", lastName: "Pérez" };
    const forCandidate = correctionPath("/interviewers/soft-interviews", {
      id: done,
      type: "english",
      candidateId: cand,
      offer: { id: offer, title: "Backend" },
      developer,
    });
    const params = new URL(forCandidate, "http://x").searchParams;
    expect(forCandidate.startsWith("/interviewers/soft-interviews/new-interview?")).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      type: "english",
      supersedesId: done,
      candidateId: cand,
      offerId: offer,
    });
    const forDeveloper = correctionPath("/interviewers/hard-interviews", {
      id: done,
      type: "hard",
      candidateId: null,
      offer: null,
      developer,
    });
    expect(new URL(forDeveloper, "http://x").searchParams.get("developerId")).toBe(dev);

    const form = {
      ...initialForm("hard", { developerId: dev, supersedesId: done }),
      interviewerUserId: me,
      date: "2026-12-01",
      time: "10:30",
    };
    const result = newInterviewBody(form, "UTC");
    expect("body" in result && result.body.supersedesId).toBe(done);
  });
});
