import { BudgetDetail } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { auditRows } from "../../testing/audit";
import { setupBudgetTest } from "../../testing/budgets";

const { t, http, createCompany, createDraft } = setupBudgetTest();

describe("budget audit entries", () => {
  it("carry the request's id and IP, as sent through the web app", async () => {
    const c = await createCompany();
    const { id } = await createDraft(c);
    const sendId = `web-send-${id.slice(0, 8)}`;
    const sent = await t.app.inject({
      method: "POST",
      url: `/budgets/${id}/send`,
      headers: { ...c.matcher.headers, "x-request-id": sendId },
      remoteAddress: "203.0.113.41",
    });
    expectBody(sent, BudgetDetail);
    const [sentEntry] = await auditRows(t.db.db, "budget.sent", "requestId", sendId);
    expect(sentEntry).toMatchObject({ ip: "203.0.113.41", actorUserId: c.matcher.userId });

    const answerId = `web-answer-${id.slice(0, 8)}`;
    const answered = await http.post(
      `/budgets/${id}/versions/1/response`,
      { ...c.customer.headers, "x-request-id": answerId },
      { decision: "accepted", comment: "" },
    );
    expectBody(answered, BudgetDetail);
    const [answerEntry] = await auditRows(t.db.db, "budget.answered", "requestId", answerId);
    expect(answerEntry?.ip).toBe("127.0.0.1");
  });
});
