import { BudgetDetail } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventually, expectBody } from "../../testing/assertions";
import { testBudgetContent } from "../../testing/budgets";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";

// A budget's answer, withdrawal, edit and send sent at the same moment: one transition wins,
// the other gets its 409, and the stored budget agrees with the answers.
const t = setupTestApp();
const http = requestsWith(t);
const accept = { decision: "accepted", comment: "" };
const ROUNDS = 8;

let company: { customerId: string; headers: Record<string, string> };
let matcher: { headers: Record<string, string> };

beforeAll(async () => {
  const customer = await createSignedInUser(t.db.db, "customer");
  company = { customerId: customer.customerId!, headers: customer.headers };
  matcher = await createSignedInUser(t.db.db, "matchers");
});

/** A budget of the company, sent as v1 unless `send` is false. */
async function budget(send = true) {
  const created = await http.post("/budgets", matcher.headers, {
    customerId: company.customerId,
    title: "Payments team",
    content: testBudgetContent(),
  });
  const id = expectBody(created, BudgetDetail, 201).id;
  if (send) expectBody(await http.post(`/budgets/${id}/send`, matcher.headers), BudgetDetail);
  return id;
}

async function stored(id: string) {
  const [row] = await t.db.db.select().from(schema.budgets).where(eq(schema.budgets.id, id));
  const responses = await t.db.db
    .select()
    .from(schema.budgetResponses)
    .where(eq(schema.budgetResponses.budgetId, id));
  return { status: row?.status, responses: responses.length };
}

const outcome = (res: { statusCode: number; json(): { code?: string } }) =>
  res.statusCode === 200 ? "200" : `${res.statusCode} ${res.json().code}`;

describe("budget transitions under parallel requests", () => {
  it("answer vs withdraw: exactly one wins, and a withdrawn budget has no answer", async () => {
    const ids = await Promise.all(Array.from({ length: ROUNDS }, () => budget()));
    const answers = await Promise.all(
      ids.map((id) =>
        Promise.all([
          http.post(`/budgets/${id}/versions/1/response`, company.headers, accept),
          http.post(`/budgets/${id}/withdraw`, matcher.headers),
        ]),
      ),
    );
    for (const [i, [answer, withdraw]] of answers.entries()) {
      const outcomes = [outcome(answer), outcome(withdraw)].sort();
      expect(outcomes).toEqual(["200", "409 BUDGET_NOT_EDITABLE"]);
      const row = await stored(ids[i]!);
      expect(row).toEqual(
        answer.statusCode === 200
          ? { status: "accepted", responses: 1 }
          : { status: "withdrawn", responses: 0 },
      );
    }
  });

  it("send vs withdraw: a withdrawal that answered 200 stays withdrawn", async () => {
    const ids = await Promise.all(Array.from({ length: ROUNDS }, () => budget(false)));
    const answers = await Promise.all(
      ids.map((id) =>
        Promise.all([
          http.post(`/budgets/${id}/send`, matcher.headers),
          http.post(`/budgets/${id}/withdraw`, matcher.headers),
        ]),
      ),
    );
    for (const [i, [send, withdraw]] of answers.entries()) {
      expect(withdraw.statusCode).toBe(200);
      expect(["200", "409 BUDGET_NOT_EDITABLE"]).toContain(outcome(send));
      expect((await stored(ids[i]!)).status).toBe("withdrawn");
    }
  });

  it("edit vs answer: an answered budget's draft never changes", async () => {
    const ids = await Promise.all(Array.from({ length: ROUNDS }, () => budget()));
    const answers = await Promise.all(
      ids.map((id) =>
        Promise.all([
          http.post(`/budgets/${id}/versions/1/response`, company.headers, accept),
          http.patch(`/budgets/${id}`, matcher.headers, { title: "Renamed" }),
        ]),
      ),
    );
    for (const [i, [answer, edit]] of answers.entries()) {
      expect(outcome(answer)).toBe("200");
      const [row] = await t.db.db
        .select()
        .from(schema.budgets)
        .where(eq(schema.budgets.id, ids[i]!));
      // The edit may land before the answer (200) or find it answered (409), never after it.
      expect(["200", "409 BUDGET_NOT_EDITABLE"]).toContain(outcome(edit));
      expect(row?.title).toBe(edit.statusCode === 200 ? "Renamed" : "Payments team");
      expect(row?.status).toBe("accepted");
    }
  });

  it("many answers to one version: one is recorded, the rest are BUDGET_ALREADY_ANSWERED", async () => {
    const id = await budget();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        http.post(`/budgets/${id}/versions/1/response`, company.headers, accept),
      ),
    );
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === "200")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "409 BUDGET_ALREADY_ANSWERED")).toHaveLength(9);
    expect(await stored(id)).toEqual({ status: "accepted", responses: 1 });
  });

  it("many sends at once make one new version; the others are 409 CONFLICT", async () => {
    const id = await budget();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => http.post(`/budgets/${id}/send`, matcher.headers)),
    );
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === "200")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "409 CONFLICT")).toHaveLength(5);
    const [row] = await t.db.db.select().from(schema.budgets).where(eq(schema.budgets.id, id));
    expect(row?.currentVersion).toBe(2);
  });
});

/**
 * PostgreSQL only (PGlite has one connection, so nothing interleaves): another connection holds
 * an uncommitted row that conflicts with the one the first request inserts, so that request
 * waits in the middle of its transaction while the second one runs, every time.
 */
describe.skipIf(!process.env.DATABASE_URL)("budget transitions, one paused mid-way", () => {
  async function holdConflictingRow(statement: string, params: unknown[]) {
    const client = await t.db.pool!.connect();
    await client.query("begin");
    await client.query(statement, params);
    return async () => {
      await client.query("rollback");
      client.release();
    };
  }
  const waitingOnALock = () =>
    eventually(async () => {
      const { rows } = await t.db.pool!.query(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
      );
      return rows[0].n > 0;
    });

  it("a withdrawal while the answer is being written: 409, and the budget stays answered", async () => {
    const id = await budget();
    const [version] = await t.db.db
      .select()
      .from(schema.budgetVersions)
      .where(eq(schema.budgetVersions.budgetId, id));
    const release = await holdConflictingRow(
      `insert into budget_responses (budget_id, budget_version_id, decision, responded_by_name, responded_by_role)
       values ($1, $2, 'rejected', 'someone', 'customer')`,
      [id, version!.id],
    );
    const answering = http.post(`/budgets/${id}/versions/1/response`, company.headers, accept);
    expect(await waitingOnALock()).toBe(true);
    const withdrawing = http.post(`/budgets/${id}/withdraw`, matcher.headers);
    await new Promise((r) => setTimeout(r, 200));
    await release();
    const [answer, withdraw] = await Promise.all([answering, withdrawing]);
    expect([outcome(answer), outcome(withdraw)]).toEqual(["200", "409 BUDGET_NOT_EDITABLE"]);
    expect(await stored(id)).toEqual({ status: "accepted", responses: 1 });
  });

  it("a withdrawal while a send is being written: the budget ends withdrawn", async () => {
    const id = await budget(false);
    const release = await holdConflictingRow(
      `insert into budget_versions (budget_id, version, content, currency, total_minor, valid_until)
       values ($1, 1, '{}', 'USD', 0, current_date)`,
      [id],
    );
    const sending = http.post(`/budgets/${id}/send`, matcher.headers);
    expect(await waitingOnALock()).toBe(true);
    const withdrawing = http.post(`/budgets/${id}/withdraw`, matcher.headers);
    await new Promise((r) => setTimeout(r, 200));
    await release();
    const [send, withdraw] = await Promise.all([sending, withdrawing]);
    expect([outcome(send), outcome(withdraw)]).toEqual(["200", "200"]);
    expect((await stored(id)).status).toBe("withdrawn");
  });
});
