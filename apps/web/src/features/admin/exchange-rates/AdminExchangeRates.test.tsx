// @vitest-environment happy-dom
import type { ExchangeRatesView } from "@encaja/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import {
  type Answerer,
  describeInLocales,
  renderForm,
  resourceAnswer,
} from "@/features/forms/testing/formTestKit";
import { AdminExchangeRates } from "./AdminExchangeRates";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const rate = (currency: "EUR" | "ARS", rateToUsd: number, validFrom: string, inForce: boolean) => ({
  currency,
  rateToUsd,
  validFrom,
  inForce,
  createdAt: `${validFrom}T10:00:00.000Z`,
  createdBy: null,
});
const view: ExchangeRatesView = {
  items: [
    rate("ARS", 0.001, "2026-11-28", true),
    rate("EUR", 1.1, "2027-01-01", false),
    rate("EUR", 1.08, "2026-11-28", true),
    rate("EUR", 1.05, "2026-10-01", false),
  ],
  today: "2026-11-28",
  stale: false,
  oldestInForce: "2026-11-28",
};

describeInLocales("AdminExchangeRates", (locale, messages) => {
  const t = messages.AdminExchangeRates;

  async function setUp(data: ExchangeRatesView = view, onAdd: Answerer = () => ({ status: 500 })) {
    return renderForm(<AdminExchangeRates />, locale, {
      answer: resourceAnswer("/admin/exchange-rates", data, onAdd),
      submit: t.form.submit,
    });
  }

  it("lists the rates in force, and one currency's history with each rate's status", async () => {
    await setUp();
    const inForce = screen.getByRole("table", { name: t.inForce.title });
    expect(within(inForce).getAllByRole("row")).toHaveLength(3);
    expect(within(inForce).getByRole("rowheader", { name: "ARS" })).toBeTruthy();
    const history = screen.getByRole("table", {
      name: t.history.caption.replace("{currency}", "EUR"),
    });
    const statuses = within(history)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
    expect(statuses[0]).toContain(t.status.scheduled);
    expect(statuses[1]).toContain(t.status.inForce);
    expect(statuses[2]).toContain(t.status.earlier);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns when a rate in force is older than 30 days", async () => {
    await setUp({ ...view, stale: true, oldestInForce: "2026-09-01" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("30");
  });

  it("sends a rate typed with a decimal comma as a number, from today by default", async () => {
    const { submit, user, writes } = await setUp(view, () => ({ status: 200, body: view }));
    await user.selectOptions(screen.getByRole("combobox", { name: t.form.currency }), "ARS");
    await user.type(screen.getByRole("textbox", { name: t.form.rate }), "0,0009");
    await user.click(submit);
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: "POST",
          path: "/admin/exchange-rates",
          body: { currency: "ARS", rateToUsd: 0.0009, validFrom: "2026-11-28" },
        },
      ]),
    );
  });

  it("refuses a rate that is not a positive number, and sends nothing", async () => {
    const { submit, user, writes } = await setUp();
    const field = screen.getByRole("textbox", { name: t.form.rate });
    await user.type(field, "abc");
    await user.click(submit);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(writes()).toEqual([]);
  });
});
