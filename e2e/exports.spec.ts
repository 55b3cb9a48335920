import { readFileSync } from "node:fs";
import { routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, type Session } from "./support/api";
import { expect, test } from "./support/fixtures";
import { sessionToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * Exports: the demo company downloads its offer's candidates as CSV from the offer page, and
 * the demo matcher downloads an offer's pipeline as JSON from the pipeline tab.
 */

test.describe.configure({ timeout: 90_000 });

const texts = {
  es: {
    prefix: "",
    exportCandidates: "Exportar candidatos",
    exportPipeline: "Exportar pipeline",
    csv: "CSV (Excel u hojas de cálculo)",
    json: "JSON (integraciones)",
    header: "ID de oferta,Oferta,ID de candidatura,ID de perfil,Nombre,",
  },
  en: {
    prefix: "/en",
    exportCandidates: "Export candidates",
    exportPipeline: "Export pipeline",
    csv: "CSV (Excel or spreadsheets)",
    json: "JSON (integrations)",
    header: "Offer ID,Offer,Candidate ID,Profile ID,Name,",
  },
} as const;

const pageSession = async (page: Page): Promise<Session> => ({ token: await sessionToken(page) });

/** A demo offer of the signed-in company with presented candidates (the demo data has some). */
async function offerWithPresentedCandidates(request: APIRequestContext, session: Session) {
  const offers = await apiCall(
    request,
    routes.customerOffers.list,
    { query: { limit: 100 } },
    {
      session,
    },
  );
  for (const offer of offers.items) {
    const presented = await apiCall(
      request,
      routes.customerCandidates.list,
      { params: { id: offer.id } },
      { session },
    );
    if (presented.items.length > 0) return offer.id;
  }
  throw new Error("The demo company needs an offer with presented candidates");
}

/** A demo offer whose pipeline has candidates, as the signed-in matcher sees it. */
async function offerWithPipeline(request: APIRequestContext, session: Session) {
  const offers = await apiCall(request, routes.offers.list, { query: { limit: 50 } }, { session });
  for (const offer of offers.items) {
    const board = await apiCall(
      request,
      routes.offers.candidates,
      { params: { id: offer.id }, query: { limit: 1 } },
      { session },
    );
    if (board.items.length > 0) return offer.id;
  }
  throw new Error("The demo matcher needs an offer with candidates");
}

/** Opens an export menu, checks it, and saves the file of the chosen format. */
async function downloadFromMenu(page: Page, button: string, format: string, where: string) {
  const menuButton = page.getByRole("button", { name: button });
  await expect(menuButton).toBeVisible(FIRST_PAINT);
  await expect(menuButton).toHaveAttribute("aria-haspopup", "menu");
  await menuButton.click();
  const menu = page.getByRole("menu", { name: button });
  await expect(menu).toBeVisible();
  // The open menu is modal: the page behind it, its button included, is hidden from the
  // accessibility tree until it closes.
  await expect(page.getByRole("button", { name: button, includeHidden: true })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expectNoSeriousA11yIssues(page, where);
  const download = page.waitForEvent("download");
  await menu.getByRole("menuitem", { name: format }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
}

for (const locale of ["es", "en"] as const) {
  const t = texts[locale];

  test(`(${locale}) the company downloads its offer's candidates as CSV from the offer page`, async ({
    page,
    request,
    loginAs,
  }) => {
    await loginAs("customer");
    const offerId = await offerWithPresentedCandidates(request, await pageSession(page));
    await page.goto(`${t.prefix}/customers/dashboard/offers/${offerId}`);
    const file = await downloadFromMenu(page, t.exportCandidates, t.csv, `offer page (${locale})`);
    expect(file.name).toMatch(/^encaja-candidates-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = file.text.slice(1).split("\r\n").filter(Boolean);
    expect(header?.startsWith(t.header), header).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.startsWith(`${offerId},`))).toBe(true);
  });

  test(`(${locale}) the matcher downloads an offer's pipeline as JSON from the pipeline tab`, async ({
    page,
    request,
    loginAs,
  }) => {
    await loginAs("matchers");
    const offerId = await offerWithPipeline(request, await pageSession(page));
    await page.goto(`${t.prefix}/matchers/offer/${offerId}#pipeline`);
    const file = await downloadFromMenu(page, t.exportPipeline, t.json, `pipeline tab (${locale})`);
    expect(file.name).toMatch(/^encaja-pipeline-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(file.text) as {
      locale: string;
      items: Array<{ offerId: string; status: string; stageLabel: string }>;
    };
    expect(doc.locale).toBe(locale);
    expect(doc.items.length).toBeGreaterThan(0);
    expect(doc.items.every((item) => item.offerId === offerId)).toBe(true);
  });
}
