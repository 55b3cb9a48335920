import { readFileSync } from "node:fs";
import { routes } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, type Session, staffSession, uniqueWord } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { addCandidate, createOpenOffer } from "./support/offers";

/** A candidate of a new offer of a new company, added by the matcher through the API. */
async function candidateOfNewOffer(request: APIRequestContext, matcher: Session) {
  const company = await createCompany(request);
  const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
  const developer = await createDeveloper(request, { country: "CL" });
  const candidate = await addCandidate(request, matcher, offer.id, developer);
  return { offer, developer, candidate };
}

test("(en) a matcher writes a deep profile, shares a link that opens signed out, and revokes it", async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const matcher = await staffSession(request, "matchers", "en");
  const { developer } = await candidateOfNewOffer(request, matcher);
  const headline = `Senior TypeScript engineer ${uniqueWord("H")}`;

  await loginAs("matchers");
  await page.goto(`/en/matchers/deep-profiles/${developer.professionalId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Deep profile of ${developer.name}` }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Headline", { exact: false }).fill(headline);
  await page.getByLabel("Summary", { exact: true }).fill("Builds payment APIs.");
  await page.getByLabel("Strengths", { exact: true }).fill("Type-safe APIs\nTesting");
  await page.getByRole("button", { name: "Save deep profile" }).click();
  await expect(page.getByText("Deep profile saved.")).toBeVisible();

  const links = page.getByRole("region", { name: "Share links" });
  await links.getByLabel("Label (optional)").fill("For the customer");
  await links.getByRole("button", { name: "Create link" }).click();
  const url = await links.getByLabel("Shared link").inputValue();
  expect(url).toMatch(/\/en\/deep-profile\/[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yIssues(page, "deep-profile editor");

  // Signed out (a fresh context): the document without contact details.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(url);
  await expect(shared.getByRole("heading", { level: 1, name: headline })).toBeVisible();
  await expect(shared.getByText("Type-safe APIs")).toBeVisible();
  await expect(shared.getByText(developer.email)).toHaveCount(0);
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoSeriousA11yIssues(shared, "shared deep profile");

  await links.getByRole("button", { name: /^Revoke link For the customer/ }).click();
  await expect(page.getByText("Link revoked.")).toBeVisible();
  await expect(links.getByRole("cell", { name: "Revoked" })).toBeVisible();

  await shared.reload();
  await expect(
    shared.getByRole("heading", { level: 1, name: "This link cannot be opened" }),
  ).toBeVisible();
  await expect(
    shared.getByRole("alert").filter({
      hasText: "This profile link has been revoked and can no longer be opened.",
    }),
  ).toBeVisible();
  await visitor.close();
});

test("(es) presentar congela una instantánea: el matcher la abre, descarga el PDF y ve la vista en el registro", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const matcher = await staffSession(request, "matchers", "es");
  const { offer, developer, candidate } = await candidateOfNewOffer(request, matcher);
  for (const status of ["dev_interested", "hard_interview"] as const) {
    await apiCall(
      request,
      routes.pipeline.updateCandidate,
      { params: { id: candidate.id }, body: { status } },
      { session: matcher },
    );
  }
  await apiCall(
    request,
    routes.pipeline.updateCandidate,
    {
      params: { id: candidate.id },
      body: {
        status: "presented_to_client_pending",
        stageStatuses: { soft: "approved", hard: "approved" },
      },
    },
    { session: matcher },
  );

  await loginAs("matchers");
  await page.goto(`/matchers/offer/${offer.id}#pipeline`);
  const history = `Historial de ${developer.name}`;
  await page.getByRole("button", { name: history }).click({ timeout: 30_000 });
  await page
    .getByRole("dialog", { name: history })
    .getByRole("link", { name: "Última instantánea" })
    .click();

  await expect(page).toHaveURL(/\/deep-profile\/snapshot\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(`Presentación para ${offer.title}`)).toBeVisible();
  await expectNoSeriousA11yIssues(page, "snapshot page");

  const pdfAnswer = page.waitForResponse((r) => /\/snapshots\/[^/]+\/pdf$/.test(r.url()));
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar PDF" }).click();
  const answer = await pdfAnswer;
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^encaja-.+\.pdf$/);
  const saved = readFileSync(await file.path());
  expect(saved.subarray(0, 5).toString()).toBe("%PDF-");
  expect(saved.byteLength).toBeGreaterThan(1_000);

  await page.reload();
  const log = page.getByRole("region", { name: "Registro de vistas" });
  await expect(log.getByRole("cell", { name: "PDF" })).toBeVisible();
  await expect(log.getByRole("cell", { name: "Página" }).first()).toBeVisible();
});
