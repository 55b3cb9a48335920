import { CandidateExport, type InterviewType, PipelineExport, routes } from "@encaja/contracts";
import { insertCandidate } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditRows } from "../../testing/audit";
import { expectError, expectOk } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { createPresentedCandidate, testDeepProfileDocument } from "../../testing/presentations";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const http = requestsWith(t);

const FORMULA_NAME = '=HYPERLINK("http://x","y")';

/** A quoted interview in the document of a snapshot the company received. */
const quoted = (type: InterviewType, day: string) => ({
  type,
  scheduledAt: `${day}T15:00:00.000Z`,
  completedAt: `${day}T16:00:00.000Z`,
  result: "approved" as const,
  englishLevel: null,
  rows: [],
  comment: "",
});

/**
 * A company with one offer: a presented candidate still anonymous (with a quoted technical
 * interview and a sent budget), one it approved whose name is a formula, and one the team is
 * still sourcing. Another company has a presented candidate of its own.
 */
async function company() {
  const customer = await createSignedInUser(t.db.db, "customer");
  const customerId = customer.customerId!;
  const associate = await createSignedInUser(t.db.db, "customerAssociate", { customerId });
  const matcher = await createSignedInUser(t.db.db, "matchers");
  const waiting = await createPresentedCandidate(t.db.db, { customerId, matcher });
  const { offerId } = waiting;
  await t.db.db.insert(schema.deepProfileSnapshots).values({
    candidateId: waiting.candidateId,
    offerId,
    customerId,
    developerId: waiting.developerId,
    createdBy: matcher.userId,
    document: testDeepProfileDocument({ interviews: [quoted("hard", "2026-03-02")] }),
    createdAt: new Date(Date.now() + 1_000),
  });
  const [budget] = await t.db.db
    .insert(schema.budgets)
    .values({ customerId, offerId, title: "Q", status: "sent", draft: {}, currentVersion: 1 })
    .returning();
  await t.db.db
    .insert(schema.budgetCandidates)
    .values({ budgetId: budget!.id, candidateId: waiting.candidateId });

  const approved = await createPresentedCandidate(t.db.db, { offerId, customerId, matcher });
  await t.db.db
    .update(schema.developers)
    .set({ firstName: FORMULA_NAME, lastName: "" })
    .where(eq(schema.developers.id, approved.developerId));
  const decided = await http.post(
    `/customers/me/candidates/${approved.candidateId}/decision`,
    customer.headers,
    { decision: "approved", feedback: "Strong, 'quoted'" },
  );
  expect(decided.statusCode, decided.body).toBe(200);

  const sourced = await createMatchDeveloper(t.db.db, { firstName: "Sourced" });
  const suggested = await insertCandidate(t.db.db, {
    offerId,
    developerId: sourced.developerId!,
    status: "suggested_dev",
    origin: "matching_algorithm",
    createdBy: matcher.userId,
  });
  const other = await createPresentedCandidate(t.db.db, { matcher });
  return { customer, associate, matcher, offerId, waiting, approved, suggested: suggested!, other };
}

const candidatesUrl = (query: string) => `/customers/me/candidates/export?${query}`;

describe("GET /customers/me/candidates/export", () => {
  it("gives owner and associates their presented candidates only, as the company sees them", async () => {
    const c = await company();
    for (const user of [c.customer, c.associate]) {
      const answer = await t.call(
        routes.exports.candidates,
        { query: { format: "json", locale: "en" } },
        { as: user },
      );
      const doc = CandidateExport.parse(expectOk(answer, 200));
      expect(doc.locale).toBe("en");
      const ids = doc.items.map((row) => row.candidateId).sort();
      expect(ids).toEqual([c.waiting.candidateId, c.approved.candidateId].sort());
      const waiting = doc.items.find((row) => row.candidateId === c.waiting.candidateId)!;
      expect(waiting).toMatchObject({
        offerId: c.offerId,
        name: null,
        email: null,
        stage: "presented",
        stageLabel: "Presented",
        matchScore: 82,
        decision: null,
        budgetStatus: "sent",
        interviews: [{ type: "hard", result: "approved", date: "2026-03-02T15:00:00.000Z" }],
      });
      expect(JSON.stringify(waiting)).not.toContain("Juana");
      const approved = doc.items.find((row) => row.candidateId === c.approved.candidateId)!;
      expect(approved).toMatchObject({
        name: FORMULA_NAME,
        decision: { outcome: "approved", reason: null, feedback: "Strong, 'quoted'" },
        budgetStatus: null,
      });
      expect(approved.email).toMatch(/@/);
      expect(answer.response.headers["content-disposition"]).toMatch(
        /^attachment; filename="encaja-candidates-\d{4}-\d{2}-\d{2}\.json"$/,
      );
    }
  });

  it("writes a CSV with a BOM, a Spanish header by default and formula cells neutralised", async () => {
    const c = await company();
    const res = await http.get(candidatesUrl(`offerId=${c.offerId}`), c.customer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="encaja-candidates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers["x-export-rows"]).toBe("2");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...lines] = res.body.slice(1).split("\r\n");
    expect(header).toMatch(/^ID de oferta,Oferta,ID de candidatura,ID de perfil,Nombre,/);
    expect(header).toContain("Entrevista técnica");
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(res.body).toContain(`,"'=HYPERLINK(""http://x"",""y"")",`);
    expect(res.body).toContain("Entrevista técnica: Aprobada (2026-03-02)");
    expect(res.body).not.toContain("Sourced");

    const en = await http.get(candidatesUrl("locale=en"), c.customer.headers);
    expect(en.body.slice(1)).toMatch(/^Offer ID,Offer,Candidate ID,Profile ID,Name,/);
    expect(en.body).toContain("Sent, awaiting an answer");
  });

  it("answers 404 for another company's offer and never shows other companies' candidates", async () => {
    const c = await company();
    const answer = await t.call(
      routes.exports.candidates,
      { query: { format: "json", offerId: c.other.offerId } },
      { as: c.customer },
    );
    expectError(answer, 404, "NOT_FOUND");
    const stranger = await createSignedInUser(t.db.db, "customer");
    const theirs = await t.call(
      routes.exports.candidates,
      { query: { format: "json" } },
      { as: stranger },
    );
    expect(expectOk(theirs, 200).items).toEqual([]);
  });

  it("refuses staff, interviewers and developers (403) and anonymous callers (401)", async () => {
    for (const role of ["matchers", "superAdmin", "hardInterviewer", "developer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get(candidatesUrl(""), user.headers)).statusCode, role).toBe(403);
    }
    expect((await http.get(candidatesUrl(""))).statusCode).toBe(401);
  });

  it("audits each export with the offer, the format and the row count", async () => {
    const c = await company();
    await http.get(candidatesUrl(`offerId=${c.offerId}&format=json`), c.associate.headers);
    const [entry] = await auditRows(
      t.db.db,
      "export.candidates",
      "actorUserId",
      c.associate.userId,
    );
    expect(entry).toMatchObject({ targetType: "offer", targetId: c.offerId });
    expect(entry?.details).toEqual({
      offerId: c.offerId,
      customerId: c.customer.customerId,
      format: "json",
      rows: 2,
    });
  });
});

const pipelineUrl = (offerId: string, query = "") => `/offers/${offerId}/pipeline/export?${query}`;

describe("GET /offers/:id/pipeline/export", () => {
  it("gives staff every candidate of the offer, sourcing included, with the matchers' columns", async () => {
    const c = await company();
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    for (const user of [c.matcher, admin]) {
      const answer = await t.call(
        routes.exports.pipeline,
        { params: { id: c.offerId }, query: { format: "json", locale: "es" } },
        { as: user },
      );
      const doc = PipelineExport.parse(expectOk(answer, 200));
      expect(doc.items.map((row) => row.candidateId).sort()).toEqual(
        [c.waiting.candidateId, c.approved.candidateId, c.suggested.id].sort(),
      );
      const sourced = doc.items.find((row) => row.candidateId === c.suggested.id)!;
      expect(sourced).toMatchObject({
        status: "suggested_dev",
        stage: "sourcing",
        stageLabel: "En búsqueda",
        presentedAt: null,
        decision: null,
      });
      expect(sourced.name).toMatch(/^Sourced/);
      expect(sourced.addedBy).not.toBeNull();
      const approved = doc.items.find((row) => row.candidateId === c.approved.candidateId)!;
      expect(approved).toMatchObject({
        status: "presented_to_client_approved",
        decision: { outcome: "approved" },
      });
    }
  });

  it("writes the CSV header in English when asked and audits the export", async () => {
    const c = await company();
    const res = await http.get(pipelineUrl(c.offerId, "locale=en"), c.matcher.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/filename="encaja-pipeline-[\d-]+\.csv"/);
    expect(res.body.slice(1)).toMatch(/^Offer ID,Offer,Candidate ID,Professional ID,/);
    expect(res.body.split("\r\n").filter(Boolean)).toHaveLength(4);
    const [entry] = await auditRows(t.db.db, "export.pipeline", "actorUserId", c.matcher.userId);
    expect(entry?.details).toMatchObject({ offerId: c.offerId, format: "csv", rows: 3 });
  });

  it("answers 404 for an unknown offer and 403 to companies, interviewers and developers", async () => {
    const c = await company();
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await http.get(pipelineUrl(missing), c.matcher.headers)).statusCode).toBe(404);
    for (const role of ["customer", "customerAssociate", "hardInterviewer", "developer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get(pipelineUrl(c.offerId), user.headers)).statusCode, role).toBe(403);
    }
  });
});
