import { type CandidateStatus, FairnessReport, NOT_STATED, type Role } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser, createUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { createPresentedCandidate } from "../../testing/presentations";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const http = requestsWith(t);
const admin = setupSignedInUser(t, "superAdmin");

type Reached = "suggested" | "presented" | "approved" | "hired";
const statusOf: Record<Reached, CandidateStatus> = {
  suggested: "suggested_dev",
  presented: "presented_to_client_not_approved",
  approved: "presented_to_client_approved",
  hired: "working",
};

/** A candidate on `offerId` who reached `reached`, by a developer who stated `gender`. */
async function candidate(offerId: string, gender: "woman" | "man" | null, reached: Reached) {
  const dev = await createUser(t.db.db, "developer");
  if (gender)
    await t.db.db
      .insert(schema.developerSelfIdentification)
      .values({ developerId: dev.developerId!, gender });
  const [row] = await t.db.db
    .insert(schema.candidates)
    .values({
      offerId,
      developerId: dev.developerId!,
      status: statusOf[reached],
      origin: "matching_algorithm",
    })
    .returning();
  return row!;
}

/** Women: 10 suggested, 5 presented, 2 approved, 1 hired; men: 10, 8, 6, 3; one unstated. */
async function craftedOffer() {
  const offer = await createTestOffer(t.db.db);
  const plan: Array<[gender: "woman" | "man" | null, reached: Reached, times: number]> = [
    ["woman", "suggested", 5],
    ["woman", "presented", 3],
    ["woman", "approved", 1],
    ["woman", "hired", 1],
    ["man", "suggested", 2],
    ["man", "presented", 2],
    ["man", "approved", 3],
    ["man", "hired", 3],
    [null, "suggested", 1],
  ];
  for (const [gender, reached, times] of plan)
    for (let i = 0; i < times; i += 1) await candidate(offer.id, gender, reached);
  // Presented once, then dropped: the history, not the current status, says it was presented.
  const dropped = await candidate(offer.id, "woman", "suggested");
  await t.db.db
    .update(schema.candidates)
    .set({ status: "another_chosen_dev" })
    .where(eqId(dropped.id));
  await t.db.db.insert(schema.candidateEvents).values({
    candidateId: dropped.id,
    fromStatus: "suggested_dev",
    toStatus: "presented_to_client",
  });
  return offer;
}

const eqId = (id: string) => eq(schema.candidates.id, id);

describe("GET /admin/fairness", () => {
  it("answers 403 to every role but superAdmin, on the report and the CSV", async () => {
    const roles: Role[] = [
      "matchers",
      "customer",
      "customerAssociate",
      "developer",
      "hardInterviewer",
    ];
    for (const role of roles) {
      const user = await createSignedInUser(t.db.db, role);
      for (const url of ["/admin/fairness", "/admin/fairness/export.csv"])
        expect((await http.get(url, user.headers)).statusCode, `${role} ${url}`).toBe(403);
    }
    expect((await http.get("/admin/fairness")).statusCode).toBe(401);
  });

  it("computes rates, impact ratios and flags on a crafted offer", async () => {
    const offer = await craftedOffer();
    const res = await http.get(`/admin/fairness?offerId=${offer.id}`, admin.headers);
    const body = expectBody(res, FairnessReport);
    expect(body).toMatchObject({ offerId: offer.id, minGroupSize: 5, threshold: 0.8 });
    expect(body.report.candidates).toBe(22);
    const gender = body.report.dimensions.find((d) => d.dimension === "gender")!;
    const [toPresented, toApproved, toHired] = gender.transitions;
    expect(toPresented!.referenceGroup).toBe("man");
    expect(toPresented!.groups).toEqual([
      {
        group: "woman",
        entered: 11,
        selected: 6,
        rate: 0.5455,
        impactRatio: 0.6818,
        flagged: true,
        insufficientData: false,
      },
      {
        group: "man",
        entered: 10,
        selected: 8,
        rate: 0.8,
        impactRatio: 1,
        flagged: false,
        insufficientData: false,
      },
      {
        group: NOT_STATED,
        entered: 1,
        selected: 0,
        rate: 0,
        impactRatio: 0,
        flagged: false,
        insufficientData: true,
      },
    ]);
    expect(toApproved!.groups[0]).toMatchObject({
      entered: 6,
      selected: 2,
      impactRatio: 0.4444,
      flagged: true,
    });
    expect(toHired!.groups[0]).toMatchObject({
      entered: 2,
      selected: 1,
      insufficientData: true,
      flagged: false,
    });
    expect(body.offers.find((o) => o.id === offer.id)).toMatchObject({
      candidates: 22,
      flagged: body.report.flagged,
    });
    // The overall scope counts this offer too.
    const overall = expectBody(await http.get("/admin/fairness", admin.headers), FairnessReport);
    expect(overall.report.candidates).toBeGreaterThanOrEqual(22);
  });

  it("counts an approved customer decision as approved, and filters by the day candidates entered", async () => {
    const presented = await createPresentedCandidate(t.db.db);
    const report = async () =>
      expectBody(
        await http.get(`/admin/fairness?offerId=${presented.offerId}`, admin.headers),
        FairnessReport,
      ).report.dimensions[1]!.transitions.map((x) => x.groups[0]!.selected);
    expect(await report()).toEqual([1, 0, 0]);
    await t.db.db.insert(schema.candidateDecisions).values({
      candidateId: presented.candidateId,
      snapshotId: presented.snapshotId,
      decision: "approved",
    });
    expect(await report()).toEqual([1, 1, 0]);
    const offer = await craftedOffer();
    const future = expectBody(
      await http.get(`/admin/fairness?offerId=${offer.id}&from=2099-01-01`, admin.headers),
      FairnessReport,
    );
    expect(future.report.candidates).toBe(0);
    expect(future.offers).toEqual([]);
    const bad = await http.get("/admin/fairness?from=2026-02-01&to=2026-01-01", admin.headers);
    expect(bad.statusCode).toBe(400);
    const missing = await http.get(
      "/admin/fairness?offerId=00000000-0000-4000-8000-000000000000",
      admin.headers,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("exports one CSV row per scope, stage, dimension and group", async () => {
    const offer = await craftedOffer();
    const res = await http.get(`/admin/fairness/export.csv?offerId=${offer.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="encaja-fairness-/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "scope,offer_title,company,stage,next_stage,dimension,group,entered,selected,selection_rate,impact_ratio,reference_group,flagged,insufficient_data",
    );
    const womenPresented = lines.find((l) => l.includes(",suggested,presented,gender,woman,"));
    expect(womenPresented).toMatch(
      new RegExp(`^${offer.id},.*,11,6,0\\.5455,0\\.6818,man,true,false$`),
    );
    expect(lines.every((l, i) => i === 0 || l.startsWith(offer.id))).toBe(true);
    const all = await http.get("/admin/fairness/export.csv", admin.headers);
    const scopes = new Set(
      all.body
        .trim()
        .split("\r\n")
        .slice(1)
        .map((l) => l.split(",")[0]),
    );
    expect(scopes.has("overall")).toBe(true);
    expect(scopes.has(offer.id)).toBe(true);
  });
});
