import { CandidatePresentations, Snapshot, SnapshotSummary } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { asc, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import {
  completedInterview,
  deepProfileBody,
  finishedAttempt,
  offerCandidate,
  present,
} from "../../testing/deep-profiles";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const admin = setupSignedInUser(t, "superAdmin");
const developer = setupSignedInUser(t, "developer");
const { send, get } = requestsWith(t);

/** The raw jsonb text of a candidate's snapshots, oldest first. */
const storedDocuments = (candidateId: string) => {
  const s = schema.deepProfileSnapshots;
  return t.db.db
    .select({ id: s.id, text: sql<string>`${s.document}::text` })
    .from(s)
    .where(eq(s.candidateId, candidateId))
    .orderBy(asc(s.createdAt), asc(s.id));
};

/** A company with its customer and an associate, and a presented candidate of one of its offers. */
async function presentedToCompany() {
  const owner = await createSignedInUser(t.db.db, "customer");
  const associate = await createSignedInUser(t.db.db, "customerAssociate", {
    customerId: owner.customerId!,
  });
  const c = await offerCandidate(t, matcher, { customerId: owner.customerId! });
  const interviewId = await completedInterview(t, matcher, c.developerId);
  const attemptId = await finishedAttempt(t, c.developerId);
  const put = await send(
    "PUT",
    `/developers/${c.developerId}/deep-profile`,
    matcher.headers,
    deepProfileBody({
      interviewHighlights: [{ interviewId, rows: ["skill:nodejs"], comment: "Strong" }],
      assessmentAttemptIds: [attemptId],
    }),
  );
  expect(put.statusCode).toBe(200);
  await present(t, matcher, c.candidate.id);
  const [snapshot] = await t.db.db
    .select()
    .from(schema.deepProfileSnapshots)
    .where(eq(schema.deepProfileSnapshots.candidateId, c.candidate.id));
  return { ...c, owner, associate, snapshotId: snapshot!.id };
}

describe("presenting freezes a snapshot", () => {
  it("freezes the deep profile and the match; an edit later leaves it byte-identical", async () => {
    const p = await presentedToCompany();
    const snapshot = expectBody(await get(`/snapshots/${p.snapshotId}`, matcher.headers), Snapshot);
    expect(snapshot).toMatchObject({
      candidateId: p.candidate.id,
      offer: { id: p.offerId },
      customer: { id: p.customerId },
      headline: "Senior Node.js engineer, payments, 7 years",
      createdBy: "Staff matchers",
      latest: true,
      decision: null,
      stages: { soft: "approved", hard: "approved" },
    });
    expect(snapshot.document.interviews).toEqual([
      expect.objectContaining({
        type: "hard",
        result: "approved",
        comment: "Strong",
        rows: [expect.objectContaining({ key: "nodejs", score: 4 })],
      }),
    ]);
    expect(snapshot.document.assessments[0]).toMatchObject({ score: 80, passed: true });
    expect(snapshot.match?.score).toBeGreaterThan(0);
    expect(snapshot.match?.parts.map((part) => part.criterion)).toContain("skills");
    expect(snapshot.contact?.professionalId).toBe(p.developerId);

    const before = await storedDocuments(p.candidate.id);
    await send(
      "PUT",
      `/developers/${p.developerId}/deep-profile`,
      matcher.headers,
      deepProfileBody({ headline: "Edited after presenting", strengths: [] }),
    );
    expect(await storedDocuments(p.candidate.id)).toEqual(before);

    // Presenting again makes a new snapshot; the first one stays as it was.
    const again = expectBody(
      await send("POST", `/candidates/${p.candidate.id}/snapshots`, matcher.headers),
      SnapshotSummary,
      201,
    );
    expect(again.headline).toBe("Edited after presenting");
    const after = await storedDocuments(p.candidate.id);
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual(before[0]);
    const old = Snapshot.parse((await get(`/snapshots/${p.snapshotId}`, admin.headers)).json());
    expect(old.latest).toBe(false);
    expect(old.headline).toBe("Senior Node.js engineer, payments, 7 years");
  });

  it("refuses any UPDATE of a snapshot in the database", async () => {
    const p = await presentedToCompany();
    await expect(
      t.db.db
        .update(schema.deepProfileSnapshots)
        .set({ document: {} })
        .where(eq(schema.deepProfileSnapshots.id, p.snapshotId)),
    ).rejects.toThrow();
  });

  it("keeps presenting a developer without a deep profile working, with a fallback headline", async () => {
    const c = await offerCandidate(t, matcher);
    await present(t, matcher, c.candidate.id);
    const [row] = await storedDocuments(c.candidate.id);
    const stored = JSON.parse(row!.text);
    expect(stored.headline).toMatch(/\S+ \S+/);
    expect(stored.summary).toBe("");
    expect(stored.strengths).toEqual([]);
  });

  it("presents again only while presented and undecided", async () => {
    const fresh = await offerCandidate(t, matcher);
    const notPresented = await send(
      "POST",
      `/candidates/${fresh.candidate.id}/snapshots`,
      matcher.headers,
    );
    expect(notPresented.statusCode).toBe(409);
    expect(notPresented.json().code).toBe("CANDIDATE_NOT_PRESENTED");
    const p = await presentedToCompany();
    await t.db.db.insert(schema.candidateDecisions).values({
      candidateId: p.candidate.id,
      snapshotId: p.snapshotId,
      decision: "approved",
      decidedBy: p.owner.userId,
    });
    const decided = await send("POST", `/candidates/${p.candidate.id}/snapshots`, matcher.headers);
    expect(decided.statusCode).toBe(409);
    expect(decided.json().code).toBe("CANDIDATE_ALREADY_DECIDED");
    expect(
      (await send("POST", `/candidates/${p.candidate.id}/snapshots`, p.owner.headers)).statusCode,
    ).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await send("POST", `/candidates/${unknown}/snapshots`, matcher.headers)).statusCode,
    ).toBe(404);
  });
});

describe("GET /snapshots/{id}", () => {
  it("answers the company's customer and associates and staff; others 404, 403 or 401", async () => {
    const p = await presentedToCompany();
    const url = `/snapshots/${p.snapshotId}`;
    const owner = expectBody(await get(url, p.owner.headers), Snapshot);
    expect(owner.contact).toBeNull();
    expect(JSON.stringify(owner)).not.toContain("@");
    expectBody(await get(url, p.associate.headers), Snapshot);
    expectBody(await get(url, admin.headers), Snapshot);

    const stranger = await createSignedInUser(t.db.db, "customer");
    const strangerAssociate = await createSignedInUser(t.db.db, "customerAssociate", {
      customerId: stranger.customerId!,
    });
    expect((await get(url, stranger.headers)).statusCode).toBe(404);
    expect((await get(url, strangerAssociate.headers)).statusCode).toBe(404);
    expect((await get(url, developer.headers)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect(
      (await get(`/snapshots/00000000-0000-4000-8000-000000000000`, matcher.headers)).statusCode,
    ).toBe(404);
  });

  it("shows the customer side the contact only after approval; staff see the view log", async () => {
    const p = await presentedToCompany();
    const url = `/snapshots/${p.snapshotId}`;
    await get(url, p.owner.headers);
    await t.db.db.insert(schema.candidateDecisions).values({
      candidateId: p.candidate.id,
      snapshotId: p.snapshotId,
      decision: "approved",
      decidedBy: p.associate.userId,
      developerMessage: "Great fit",
    });
    const approved = expectBody(await get(url, p.associate.headers), Snapshot);
    expect(approved.contact).toMatchObject({ professionalId: p.developerId });
    expect(approved.contact?.email).toContain("@");
    expect(approved.decision).toMatchObject({
      decision: "approved",
      decidedBy: "Asso Ciate",
      developerMessage: null,
    });
    await get(`${url}/pdf`, p.owner.headers);

    const presentations = expectBody(
      await get(`/candidates/${p.candidate.id}/presentations`, matcher.headers),
      CandidatePresentations,
    );
    expect(presentations.items).toHaveLength(1);
    const [item] = presentations.items;
    expect(item!.decision).toMatchObject({ decision: "approved", developerMessage: "Great fit" });
    expect(item!.views.map((v) => [v.viewer, v.role, v.kind])).toEqual([
      ["Cus Tomer", "customer", "pdf"],
      ["Asso Ciate", "customerAssociate", "page"],
      ["Cus Tomer", "customer", "page"],
    ]);
    expect(
      (await get(`/candidates/${p.candidate.id}/presentations`, p.owner.headers)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/candidates/00000000-0000-4000-8000-000000000000/presentations`, matcher.headers))
        .statusCode,
    ).toBe(404);
  });
});

describe("GET /snapshots/{id}/pdf", () => {
  it("renders the snapshot as a PDF whose text holds the headline, authorised like the page", async () => {
    const p = await presentedToCompany();
    const res = await get(`/snapshots/${p.snapshotId}/pdf`, {
      ...p.owner.headers,
      "accept-language": "en",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="encaja-.+\.pdf"$/);
    expect(res.headers["access-control-expose-headers"]).toContain("content-disposition");
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Senior Node.js engineer, payments, 7 years");
    expect(text).toContain("Strengths");
    expect(text).toContain("Async patterns");

    const stranger = await createSignedInUser(t.db.db, "customer");
    expect((await get(`/snapshots/${p.snapshotId}/pdf`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/snapshots/${p.snapshotId}/pdf`, developer.headers)).statusCode).toBe(403);
    expect((await get(`/snapshots/${p.snapshotId}/pdf`)).statusCode).toBe(401);
  });
});
