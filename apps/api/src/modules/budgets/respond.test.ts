import { BudgetDetail } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { setAssociateBudgetLimit, setupBudgetTest, testBudgetContent } from "../../testing/budgets";
import { createSignedInUser } from "../../testing/factories";
import { outboxTo } from "../../testing/rows";

const { t, http, createSentBudget, candidateStatus } = setupBudgetTest();
const accept = { decision: "accepted", comment: "" };
const answerUrl = (id: string, version: number) => `/budgets/${id}/versions/${version}/response`;

describe("POST /budgets/:id/versions/:version/response", () => {
  it("the customer accepts: who and when recorded, candidates moved, author emailed", async () => {
    const b = await createSentBudget();
    const answered = expectBody(
      await http.post(answerUrl(b.id, 1), b.customer.headers, accept),
      BudgetDetail,
    );
    expect(answered.status).toBe("accepted");
    expect(answered.versions[0]?.response).toMatchObject({
      decision: "accepted",
      respondedByName: "Cus Tomer",
      respondedByRole: "customer",
    });
    expect(await candidateStatus(b.candidateId)).toBe("proposal_accepted");
    expect(await outboxTo(t.db.db, b.matcher.email, "budget-answered")).toHaveLength(1);
    const twice = await http.post(answerUrl(b.id, 1), b.customer.headers, accept);
    expect([twice.statusCode, twice.json().code]).toEqual([409, "BUDGET_ALREADY_ANSWERED"]);
  });

  it("rejecting needs a comment and moves candidates to proposal_rejected", async () => {
    const b = await createSentBudget();
    expectValidationError(
      await http.post(answerUrl(b.id, 1), b.customer.headers, {
        decision: "rejected",
        comment: "",
      }),
      "comment",
    );
    const res = await http.post(answerUrl(b.id, 1), b.associate.headers, {
      decision: "rejected",
      comment: "Too expensive",
    });
    expect(expectBody(res, BudgetDetail).status).toBe("rejected");
    expect(await candidateStatus(b.candidateId)).toBe("proposal_rejected");
  });

  it("answering v1 after v2 was sent is superseded; before sending is not sent", async () => {
    const b = await createSentBudget();
    await http.send("PATCH", `/budgets/${b.id}`, b.matcher.headers, { title: "Payments team v2" });
    await http.post(`/budgets/${b.id}/send`, b.matcher.headers);
    const old = await http.post(answerUrl(b.id, 1), b.customer.headers, accept);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: "BUDGET_VERSION_SUPERSEDED",
      currentVersion: 2,
    });
    const draft = await http.post("/budgets", b.matcher.headers, {
      customerId: b.customerId,
      title: "Draft",
      content: testBudgetContent(),
    });
    const draftId = expectBody(draft, BudgetDetail, 201).id;
    const early = await http.post(answerUrl(draftId, 1), b.customer.headers, accept);
    expect([early.statusCode, early.json().code]).toEqual([409, "BUDGET_NOT_SENT"]);
  });

  it("an expired version cannot be accepted", async () => {
    const b = await createSentBudget();
    // Validity passes: the test moves the date back in the database (the only way to age it).
    await t.db.db.execute(sql`alter table budget_versions disable trigger user`);
    await t.db.db
      .update(schema.budgetVersions)
      .set({ validUntil: "2020-01-01" })
      .where(eq(schema.budgetVersions.budgetId, b.id));
    await t.db.db.execute(sql`alter table budget_versions enable trigger user`);
    const res = await http.post(answerUrl(b.id, 1), b.customer.headers, accept);
    expect([res.statusCode, res.json().code]).toEqual([409, "BUDGET_EXPIRED"]);
    expect(await candidateStatus(b.candidateId)).toBe("proposal_sent");
  });

  it("associates accept only within the company's limit, in its currency", async () => {
    const b = await createSentBudget();
    const refused = async () => {
      const res = await http.post(answerUrl(b.id, 1), b.associate.headers, accept);
      expect([res.statusCode, res.json().code]).toEqual([403, "BUDGET_ABOVE_ASSOCIATE_LIMIT"]);
    };
    await refused(); // no limit set
    await setAssociateBudgetLimit(t.db.db, b.customerId, { minor: 6_000_000, currency: "EUR" });
    await refused(); // other currency
    await setAssociateBudgetLimit(t.db.db, b.customerId, { minor: 5_999_999, currency: "USD" });
    await refused(); // above
    await setAssociateBudgetLimit(t.db.db, b.customerId, { minor: 6_000_000, currency: "USD" });
    const ok = await http.post(answerUrl(b.id, 1), b.associate.headers, accept);
    expect(expectBody(ok, BudgetDetail).versions[0]?.response?.respondedByRole).toBe(
      "customerAssociate",
    );
  });

  it("another company gets 404; staff, developers and interviewers 403", async () => {
    const b = await createSentBudget();
    const other = await createSignedInUser(t.db.db, "customer");
    expect((await http.post(answerUrl(b.id, 1), other.headers, accept)).statusCode).toBe(404);
    for (const role of ["matchers", "developer", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.post(answerUrl(b.id, 1), user.headers, accept)).statusCode).toBe(403);
    }
  });
});

describe("versions are append-only and render to PDF", () => {
  it("a raw UPDATE on budget_versions fails", async () => {
    const b = await createSentBudget();
    await expect(
      t.db.db
        .update(schema.budgetVersions)
        .set({ totalMinor: 1 })
        .where(eq(schema.budgetVersions.budgetId, b.id)),
    ).rejects.toThrow();
  });

  it("the PDF has the lines, the total in the reader's locale and the validity", async () => {
    const b = await createSentBudget();
    const res = await http.get(`/budgets/${b.id}/versions/1/pdf`, {
      ...b.customer.headers,
      "accept-language": "en",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Payments team");
    expect(text).toContain("USD 60,000.00");
    expect(text).toContain("Valid until");
    expect(text).toContain("Invoiced **monthly**.");
    const other = await createSignedInUser(t.db.db, "customer");
    expect((await http.get(`/budgets/${b.id}/versions/1/pdf`, other.headers)).statusCode).toBe(404);
    expect((await http.get(`/budgets/${b.id}/versions/2/pdf`, b.matcher.headers)).statusCode).toBe(
      404,
    );
  });
});
