// @vitest-environment happy-dom
import type { BudgetDetail } from "@encaja/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { fakeRouter } from "@/features/forms/testing/fakeNavigation";
import {
  type Answerer,
  describeInLocales,
  renderForm,
  validationAnswer,
} from "@/features/forms/testing/formTestKit";
import { BudgetEditor } from "./BudgetEditor";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const content = {
  hiringType: "staffing" as const,
  currency: "USD" as const,
  validUntil: "2030-02-01",
  terms: "- Invoiced monthly",
  notes: "",
  lines: [
    {
      role: "backend" as const,
      seniority: "senior" as const,
      quantity: 2,
      unitAmountMinor: 450_000,
      months: 6,
      description: "Payments API",
    },
  ],
};

const budget: BudgetDetail = {
  id: "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a",
  customerId: "7d0c2f0e-7c39-4d5e-9a49-1f6b1c0e2a11",
  customerName: "Acme",
  offerId: null,
  title: "Equipo de pagos",
  status: "draft",
  currentVersion: 0,
  currency: "USD",
  totalMinor: 5_400_000,
  validUntil: content.validUntil,
  updatedAt: "2030-01-01T00:00:00.000Z",
  draft: content,
  versions: [],
  candidates: [],
};
const budgetPath = `/budgets/${budget.id}`;

describeInLocales("BudgetEditor", (locale, messages) => {
  const t = messages.Budgets.editor;
  const required = messages.Forms.required;
  const named = (label: string) => new RegExp(`^${label}`);

  async function setUp(id: string | null, onWrite: Answerer = () => ({ status: 500 })) {
    const form = await renderForm(<BudgetEditor id={id} />, locale, {
      answer: (request) => {
        if (request.method !== "GET") return onWrite(request);
        return request.path === budgetPath ? { status: 200, body: budget } : undefined;
      },
      submit: t.saveDraft,
    });
    const title = await screen.findByRole("textbox", { name: named(t.title) });
    return { ...form, title, saveDraft: form.submit };
  }

  it("renders its labelled fields with the draft's values", async () => {
    const { title } = await setUp(budget.id);
    expect((title as HTMLInputElement).value).toBe(budget.title);
    expect(screen.getByRole("combobox", { name: t.hiringType })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: t.currency })).toBeTruthy();
    expect(screen.getByLabelText(t.validUntil)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: t.terms })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: t.notes })).toBeTruthy();
    const people = screen.getByLabelText(t.quantity.replace("{n}", "1"));
    expect((people as HTMLInputElement).value).toBe("2");
    expect(screen.getByText(/54[.,]000/)).toBeTruthy();
  });

  it("asks for the company and the title before sending anything", async () => {
    const { writes, title, saveDraft, user } = await setUp(null);
    await user.click(saveDraft);
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(required).length).toBeGreaterThanOrEqual(2);
    expect(writes()).toEqual([]);
  });

  it("saves the draft, then sends it as the button pressed says", async () => {
    const { writes, saveDraft, user } = await setUp(budget.id, (request) =>
      request.method === "PATCH" || request.path.endsWith("/send")
        ? { status: 200, body: budget }
        : undefined,
    );
    await user.click(saveDraft);
    expect(await screen.findByText(t.saved, {}, { timeout: 5000 })).toBeTruthy();
    const body = { title: budget.title, offerId: null, content, candidateIds: [] };
    expect(writes()).toEqual([{ method: "PATCH", path: budgetPath, body }]);
    expect(fakeRouter.replace).not.toHaveBeenCalled();

    // Sending asks first: cancelling writes nothing, confirming saves then sends.
    await user.click(screen.getByRole("button", { name: t.send }));
    const ask = await screen.findByRole("dialog", { name: t.confirmSend.title });
    await user.click(within(ask).getByRole("button", { name: t.confirmSend.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: t.send }));
    const again = await screen.findByRole("dialog", { name: t.confirmSend.title });
    expect(again.textContent).toContain(budget.customerName);
    await user.click(within(again).getByRole("button", { name: t.send }));
    await waitFor(() =>
      expect(fakeRouter.push).toHaveBeenCalledWith(`/pricing/budgets/${budget.id}`),
    );
    expect(writes().slice(1)).toEqual([
      { method: "PATCH", path: budgetPath, body },
      { method: "POST", path: `${budgetPath}/send`, body: undefined },
    ]);
  });

  it("puts an API validation error on its field", async () => {
    const { title, saveDraft, user } = await setUp(budget.id, () =>
      validationAnswer([{ path: "body.content.validUntil", message: "Must be in the future" }]),
    );
    await user.click(saveDraft);
    const validUntil = screen.getByLabelText(t.validUntil);
    await waitFor(() => expect(validUntil.getAttribute("aria-invalid")).toBe("true"));
    expect(title.getAttribute("aria-invalid")).toBeNull();
    expect(fakeRouter.push).not.toHaveBeenCalled();
  });
});
