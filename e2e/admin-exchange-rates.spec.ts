import { type ExchangeRatesView, routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, staffSession } from "./support/api";
import { API_URL, expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * Exchange rates as data: superAdmin saves a currency's rate at /admin/exchange-rates and sees
 * it in force at once (and in the currency's history); the page warns when the rates in force
 * are old. Each locale moves a currency no demo salary or budget uses, so no other test moves.
 */

test.describe.configure({ timeout: 90_000 });

const words = {
  es: {
    prefix: "",
    heading: "Tipos de cambio",
    inForce: "Tipos vigentes",
    form: "Guardar un tipo de cambio",
    currency: "Moneda",
    rate: "Valor de una unidad en USD",
    save: "Guardar tipo",
    saved: "Tipo de CUP guardado.",
    historyCurrency: "Moneda del historial",
    history: "Tipos de CUP, del más reciente al más antiguo",
    status: "Vigente",
    stale: /más de 30 días/,
    // Typed with the decimal comma Spanish uses; shown the same way.
    currencyCode: "CUP",
    typed: "0,0419",
    shown: "0,0419",
  },
  en: {
    prefix: "/en",
    heading: "Exchange rates",
    inForce: "Rates in force",
    form: "Save an exchange rate",
    currency: "Currency",
    rate: "Value of one unit in USD",
    save: "Save rate",
    saved: "NIO rate saved.",
    historyCurrency: "Currency of the history",
    history: "NIO rates, newest first",
    status: "In force",
    stale: /more than 30 days old/,
    currencyCode: "NIO",
    typed: "0.0271",
    shown: "0.0271",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  const w = words[locale];

  test(`superAdmin saves a rate and sees it in force at once (${locale})`, async ({
    page,
    request,
  }) => {
    const admin = await staffSession(request, "superAdmin", locale);
    const before = await apiCall(request, routes.adminExchangeRates.list, {}, { session: admin });
    await signInWithToken(page, admin.token);
    await page.goto(`${w.prefix}/admin/exchange-rates`);
    await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible(FIRST_PAINT);
    // The warning shows exactly when the API says the rates in force are old.
    await expect(page.getByRole("alert").filter({ hasText: w.stale })).toHaveCount(
      before.stale ? 1 : 0,
    );
    await expectNoSeriousA11yIssues(page, "exchange rates");

    const form = page.getByRole("form", { name: w.form });
    await form.getByRole("combobox", { name: w.currency }).selectOption(w.currencyCode);
    await form.getByRole("textbox", { name: w.rate }).fill(w.typed);
    await form.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();

    const inForce = page.getByRole("table", { name: w.inForce });
    const row = inForce.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: w.currencyCode, exact: true }),
    });
    await expect(row.getByRole("cell").first()).toHaveText(w.shown);

    await page.getByRole("combobox", { name: w.historyCurrency }).selectOption(w.currencyCode);
    const history = page.getByRole("table", { name: w.history });
    await expect(history.getByRole("row").filter({ hasText: w.shown })).toContainText(w.status);
    await expectNoSeriousA11yIssues(page, "exchange rates after saving");

    const after = await apiCall(request, routes.adminExchangeRates.list, {}, { session: admin });
    expect(after.items.find((r) => r.currency === w.currencyCode && r.inForce)).toMatchObject({
      rateToUsd: Number(w.typed.replace(",", ".")),
      validFrom: after.today,
    });
  });

  test(`the page warns when the rates in force are older than 30 days (${locale})`, async ({
    page,
    request,
  }) => {
    const admin = await staffSession(request, "superAdmin", locale);
    // Rates age with the calendar: the API's answer is aged here rather than waiting a month.
    await page.route(`${API_URL}/admin/exchange-rates`, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const view = (await response.json()) as ExchangeRatesView;
      const aged: ExchangeRatesView = { ...view, stale: true, oldestInForce: "2026-01-05" };
      await route.fulfill({ response, json: aged });
    });
    await signInWithToken(page, admin.token);
    await page.goto(`${w.prefix}/admin/exchange-rates`);
    await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole("alert").filter({ hasText: w.stale })).toBeVisible();
    await expectNoSeriousA11yIssues(page, "stale exchange rates");
  });
}
