import { CreatedDeepProfileLink, DeepProfileEditor, SharedDeepProfile } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { completedInterview, deepProfileBody, finishedAttempt } from "../../testing/deep-profiles";
import { createMatchDeveloper } from "../../testing/matching";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const admin = setupSignedInUser(t, "superAdmin");
const customer = setupSignedInUser(t, "customer");
const developer = setupSignedInUser(t, "developer");
const { send, get } = requestsWith(t);

const editorUrl = (id: string) => `/developers/${id}/deep-profile`;

describe("the deep profile editor", () => {
  it("lists what may be quoted, saves with defaults and validates every reference", async () => {
    const { developerId } = await createMatchDeveloper(t.db.db);
    const interviewId = await completedInterview(t, matcher, developerId);
    const attemptId = await finishedAttempt(t, developerId);

    const empty = expectBody(await get(editorUrl(developerId), matcher.headers), DeepProfileEditor);
    expect(empty.deepProfile).toBeNull();
    expect(empty.developer.professionalId).toBe(developerId);
    expect(empty.sources.interviews).toHaveLength(1);
    expect(empty.sources.interviews[0]).toMatchObject({ id: interviewId, result: "approved" });
    expect(empty.sources.interviews[0]!.rows.map((r) => `${r.kind}:${r.key}`)).toEqual([
      "skill:nodejs",
      "skill:postgresql",
    ]);
    expect(empty.sources.assessments).toEqual([
      expect.objectContaining({ attemptId, score: 80, passed: true }),
    ]);

    const saved = expectBody(
      await send("PUT", editorUrl(developerId), matcher.headers, {
        headline: "Backend engineer",
        interviewHighlights: [{ interviewId, rows: ["skill:nodejs"] }],
        assessmentAttemptIds: [attemptId],
      }),
      DeepProfileEditor,
    );
    expect(saved.deepProfile?.content).toMatchObject({
      headline: "Backend engineer",
      summary: "",
      strengths: [],
      interviewHighlights: [{ interviewId, rows: ["skill:nodejs"], comment: "" }],
      availability: { availableFrom: null, note: "" },
    });
    expect(saved.deepProfile?.updatedBy).toBe("Staff matchers");

    // Upsert: one row per developer, the content replaced.
    const again = expectBody(
      await send("PUT", editorUrl(developerId), admin.headers, deepProfileBody()),
      DeepProfileEditor,
    );
    expect(again.deepProfile?.id).toBe(saved.deepProfile?.id);
    expect(again.deepProfile?.content.interviewHighlights).toEqual([]);

    const other = await createMatchDeveloper(t.db.db);
    const foreignInterview = await completedInterview(t, matcher, other.developerId);
    const foreignAttempt = await finishedAttempt(t, other.developerId);
    expectValidationError(
      await send("PUT", editorUrl(developerId), matcher.headers, {
        headline: "x",
        interviewHighlights: [{ interviewId: foreignInterview }],
      }),
      "body.interviewHighlights.0.interviewId",
    );
    expectValidationError(
      await send("PUT", editorUrl(developerId), matcher.headers, {
        headline: "x",
        interviewHighlights: [{ interviewId, rows: ["skill:react"] }],
      }),
      "body.interviewHighlights.0.rows.0",
    );
    expectValidationError(
      await send("PUT", editorUrl(developerId), matcher.headers, {
        headline: "x",
        assessmentAttemptIds: [foreignAttempt],
      }),
      "body.assessmentAttemptIds.0",
    );
    expectValidationError(
      await send("PUT", editorUrl(developerId), matcher.headers, { headline: "" }),
      "headline",
    );
  });

  it("is for staff only, and answers 404 for an unknown developer", async () => {
    const { developerId } = await createMatchDeveloper(t.db.db);
    expect((await get(editorUrl(developerId), admin.headers)).statusCode).toBe(200);
    expect((await get(editorUrl(developerId), customer.headers)).statusCode).toBe(403);
    expect((await get(editorUrl(developerId), developer.headers)).statusCode).toBe(403);
    expect((await get(editorUrl(developerId))).statusCode).toBe(401);
    const put = await send("PUT", editorUrl(developerId), developer.headers, deepProfileBody());
    expect(put.statusCode).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await get(editorUrl(unknown), matcher.headers)).statusCode).toBe(404);
  });
});

describe("shared deep-profile links", () => {
  it("needs a deep profile and a future expiry; answers the slug once, stores only its hash", async () => {
    const { developerId } = await createMatchDeveloper(t.db.db);
    const links = `${editorUrl(developerId)}/links`;
    const missing = await send("POST", links, matcher.headers, {});
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe("DEEP_PROFILE_MISSING");
    await send("PUT", editorUrl(developerId), matcher.headers, deepProfileBody());
    expectValidationError(
      await send("POST", links, matcher.headers, { expiresAt: "2020-01-01T00:00:00.000Z" }),
      "body.expiresAt",
    );
    expect((await send("POST", links, developer.headers, {})).statusCode).toBe(403);

    const created = expectBody(
      await send("POST", links, matcher.headers, { label: "For Acme" }),
      CreatedDeepProfileLink,
      201,
    );
    expect(created.slug).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.link).toMatchObject({ label: "For Acme", slugHint: created.slug.slice(-4) });
    expect(created.link.createdBy).toBe("Staff matchers");
    const [stored] = await t.db.db
      .select()
      .from(schema.deepProfileLinks)
      .where(eq(schema.deepProfileLinks.id, created.link.id));
    expect(stored!.slugHash).not.toContain(created.slug);
    expect(stored!.slugHash).toHaveLength(64);

    const editor = expectBody(
      await get(editorUrl(developerId), matcher.headers),
      DeepProfileEditor,
    );
    expect(editor.links.map((l) => l.id)).toEqual([created.link.id]);
  });

  it("opens signed out without contact details; revoked and expired links answer 410", async () => {
    const { developerId } = await createMatchDeveloper(t.db.db);
    await send("PUT", editorUrl(developerId), matcher.headers, deepProfileBody());
    const links = `${editorUrl(developerId)}/links`;
    const { slug, link } = CreatedDeepProfileLink.parse(
      (await send("POST", links, matcher.headers, {})).json(),
    );
    const shared = expectBody(await get(`/deep-profiles/shared/${slug}`), SharedDeepProfile);
    expect(shared.document.headline).toBe("Senior Node.js engineer, payments, 7 years");
    expect(shared.expiresAt).toBeNull();
    const raw = JSON.stringify(shared);
    const [dev] = await t.db.db
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.id, developerId));
    expect(raw).not.toContain(dev!.firstName);
    expect(raw).not.toContain("@");

    // Live: an edit shows at once.
    await send(
      "PUT",
      editorUrl(developerId),
      matcher.headers,
      deepProfileBody({ headline: "New" }),
    );
    expect((await get(`/deep-profiles/shared/${slug}`)).json().document.headline).toBe("New");

    const unknown = await get(`/deep-profiles/shared/${"x".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("NOT_FOUND");

    expect(
      (await send("DELETE", `/deep-profile-links/${link.id}`, developer.headers)).statusCode,
    ).toBe(403);
    expect(
      (await send("DELETE", `/deep-profile-links/${link.id}`, matcher.headers)).statusCode,
    ).toBe(204);
    expect(
      (await send("DELETE", `/deep-profile-links/${link.id}`, matcher.headers)).statusCode,
    ).toBe(204);
    const revoked = await get(`/deep-profiles/shared/${slug}`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().code).toBe("DEEP_PROFILE_LINK_REVOKED");
    const gone = await send(
      "DELETE",
      "/deep-profile-links/00000000-0000-4000-8000-000000000000",
      matcher.headers,
    );
    expect(gone.statusCode).toBe(404);

    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const expiring = CreatedDeepProfileLink.parse(
      (await send("POST", links, matcher.headers, { expiresAt: soon })).json(),
    );
    expect(
      SharedDeepProfile.parse((await get(`/deep-profiles/shared/${expiring.slug}`)).json())
        .expiresAt,
    ).toBe(soon);
    await t.db.db
      .update(schema.deepProfileLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(schema.deepProfileLinks.id, expiring.link.id));
    const expired = await get(`/deep-profiles/shared/${expiring.slug}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("DEEP_PROFILE_LINK_EXPIRED");
  });

  it("limits the public route per client (60 a minute)", async () => {
    const slug = "y".repeat(43);
    const headers = { "x-forwarded-for": "203.0.113.77" };
    for (let i = 0; i < 60; i++) {
      expect((await get(`/deep-profiles/shared/${slug}`, headers)).statusCode).toBe(404);
    }
    const limited = await get(`/deep-profiles/shared/${slug}`, headers);
    expect(limited.statusCode).toBe(429);
  });
});
