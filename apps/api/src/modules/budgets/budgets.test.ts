import { BudgetDetail, BudgetList } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { daysFromToday, setupBudgetTest, testBudgetContent } from "../../testing/budgets";
import { createSignedInUser } from "../../testing/factories";
import { outboxTo } from "../../testing/rows";

const { t, http, createCompany, createDraft, candidateStatus } = setupBudgetTest();

describe("POST /budgets (staff)", () => {
  it("creates a draft with the shared total and the linked candidates", async () => {
    const c = await createCompany();
    const budget = await createDraft(c);
    expect(budget).toMatchObject({
      status: "draft",
      currentVersion: 0,
      currency: "USD",
      totalMinor: 6_000_000,
      versions: [],
      candidates: [{ candidateId: c.candidateId, label: "Juana Eloper" }],
    });
    expect(budget.draft?.lines).toHaveLength(1);
  });

  it("refuses negative, absurd and fractional amounts, empty lines and foreign candidates", async () => {
    const c = await createCompany();
    const other = await createCompany();
    const line = testBudgetContent().lines[0]!;
    for (const [lines, path] of [
      [[{ ...line, unitAmountMinor: -1 }], "unitAmountMinor"],
      [[{ ...line, unitAmountMinor: 10.5 }], "unitAmountMinor"],
      [[{ ...line, unitAmountMinor: 9_000_000_000, quantity: 50 }], "lines"],
      [[{ ...line, quantity: 0 }], "quantity"],
      [[{ ...line, months: null }], "months"],
      [[], "lines"],
    ] as const) {
      const res = await http.post("/budgets", c.matcher.headers, {
        customerId: c.customerId,
        title: "X",
        content: testBudgetContent({ lines: lines as never }),
      });
      expectValidationError(res, path);
    }
    const foreign = await http.post("/budgets", c.matcher.headers, {
      customerId: c.customerId,
      title: "X",
      content: testBudgetContent(),
      candidateIds: [other.candidateId],
    });
    expectValidationError(foreign, "candidateIds");
    const count = await t.db.db.select().from(schema.budgets);
    expect(count.filter((b) => b.customerId === c.customerId)).toHaveLength(0);
  });

  it("is staff only: customer, associate, developer and interviewer get 403", async () => {
    const c = await createCompany();
    const dev = await createSignedInUser(t.db.db, "developer");
    const interviewer = await createSignedInUser(t.db.db, "hardInterviewer");
    for (const user of [c.customer, c.associate, dev, interviewer]) {
      const res = await http.post("/budgets", user.headers, {
        customerId: c.customerId,
        title: "X",
        content: testBudgetContent(),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe("sending and versions", () => {
  it("sends v1: moves approved candidates to proposal_sent and emails the company", async () => {
    const c = await createCompany();
    const draft = await createDraft(c);
    const sent = expectBody(
      await http.post(`/budgets/${draft.id}/send`, c.matcher.headers),
      BudgetDetail,
    );
    expect(sent).toMatchObject({
      status: "sent",
      currentVersion: 1,
      movedCandidateIds: [c.candidateId],
    });
    expect(sent.versions[0]).toMatchObject({ version: 1, totalMinor: 6_000_000, response: null });
    expect(await candidateStatus(c.candidateId)).toBe("proposal_sent");
    for (const person of [c.customer, c.associate]) {
      expect(await outboxTo(t.db.db, person.email, "budget-sent")).toHaveLength(1);
    }
  });

  it("an edit after sending keeps v1 until sent again as v2; answered budgets are not editable", async () => {
    const c = await createCompany();
    const draft = await createDraft(c);
    await http.post(`/budgets/${draft.id}/send`, c.matcher.headers);
    const edited = testBudgetContent({ currency: "EUR" });
    const updated = expectBody(
      await http.patch(`/budgets/${draft.id}`, c.matcher.headers, { content: edited }),
      BudgetDetail,
    );
    expect(updated).toMatchObject({ status: "sent", currentVersion: 1, currency: "USD" });
    const v2 = expectBody(
      await http.post(`/budgets/${draft.id}/send`, c.matcher.headers),
      BudgetDetail,
    );
    expect(v2.currentVersion).toBe(2);
    expect(v2.versions.map((v) => [v.version, v.currency])).toEqual([
      [2, "EUR"],
      [1, "USD"],
    ]);
    await http.post(`/budgets/${draft.id}/withdraw`, c.matcher.headers);
    const refused = await http.patch(`/budgets/${draft.id}`, c.matcher.headers, { title: "Y" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("BUDGET_NOT_EDITABLE");
  });

  it("refuses to send a past validity date", async () => {
    const c = await createCompany();
    const draft = await createDraft(c, {
      content: testBudgetContent({ validUntil: daysFromToday(-1) }),
    });
    expectValidationError(
      await http.post(`/budgets/${draft.id}/send`, c.matcher.headers),
      "validUntil",
    );
    expect(await candidateStatus(c.candidateId)).toBe("presented_to_client_approved");
  });
});

describe("reading budgets", () => {
  it("a company never sees a draft; it sees its sent budgets without names or the draft", async () => {
    const c = await createCompany();
    const draft = await createDraft(c);
    for (const user of [c.customer, c.associate]) {
      expect((await http.get(`/budgets/${draft.id}`, user.headers)).statusCode).toBe(404);
      const list = expectBody(await http.get("/budgets", user.headers), BudgetList);
      expect(list.items).toHaveLength(0);
    }
    await http.post(`/budgets/${draft.id}/send`, c.matcher.headers);
    for (const user of [c.customer, c.associate]) {
      const seen = expectBody(await http.get(`/budgets/${draft.id}`, user.headers), BudgetDetail);
      expect(seen.draft).toBeNull();
      expect(seen.candidates[0]?.label).toBe("");
      const list = expectBody(await http.get("/budgets", user.headers), BudgetList);
      expect(list.items.map((b) => b.id)).toEqual([draft.id]);
    }
  });

  it("another company gets 404 and an empty list; developers and interviewers 403", async () => {
    const c = await createCompany();
    const draft = await createDraft(c);
    await http.post(`/budgets/${draft.id}/send`, c.matcher.headers);
    const other = await createSignedInUser(t.db.db, "customer");
    expect((await http.get(`/budgets/${draft.id}`, other.headers)).statusCode).toBe(404);
    const list = expectBody(
      await http.get(`/budgets?customerId=${c.customerId}`, other.headers),
      BudgetList,
    );
    expect(list.items).toHaveLength(0);
    for (const role of ["developer", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get(`/budgets/${draft.id}`, user.headers)).statusCode).toBe(403);
      expect((await http.get("/budgets", user.headers)).statusCode).toBe(403);
    }
  });

  it("staff filter by company and status", async () => {
    const c = await createCompany();
    const draft = await createDraft(c);
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const drafts = expectBody(
      await http.get(`/budgets?customerId=${c.customerId}&status=draft`, admin.headers),
      BudgetList,
    );
    expect(drafts.items.map((b) => b.id)).toEqual([draft.id]);
    const sent = expectBody(
      await http.get(`/budgets?customerId=${c.customerId}&status=sent`, admin.headers),
      BudgetList,
    );
    expect(sent.items).toHaveLength(0);
  });

  it("pages with ?limit= and ?cursor=, most recently changed first, without repeats", async () => {
    const c = await createCompany();
    const ids = [];
    for (const title of ["First", "Second", "Third"])
      ids.push((await createDraft(c, { title })).id);
    const byCompany = `/budgets?customerId=${c.customerId}`;
    const first = expectBody(await http.get(`${byCompany}&limit=2`, c.matcher.headers), BudgetList);
    expect(first.items.map((b) => b.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = expectBody(
      await http.get(`${byCompany}&limit=2&cursor=${first.nextCursor}`, c.matcher.headers),
      BudgetList,
    );
    expect(rest).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    expectValidationError(
      await http.get(`${byCompany}&cursor=not-a-cursor`, c.matcher.headers),
      "query.cursor",
    );
    expectValidationError(await http.get(`${byCompany}&limit=101`, c.matcher.headers), "limit");
  });
});
