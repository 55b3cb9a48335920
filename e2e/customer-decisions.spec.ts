import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { API_URL, expect, test } from "./support/fixtures";
import { sessionToken } from "./support/session";

type Presented = {
  candidateId: string;
  status: string;
  snapshot: { id: string; headline: string };
  contact: { name: string } | null;
};

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const response = await page.request.get(`${API_URL}${path}`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * A candidate of the demo company awaiting a decision (the demo data presents several to Acme
 * Latam). The two tests take opposite ends of the list, so they never pick the same one
 * whatever their order.
 */
async function awaitingCandidate(page: Page, end: "first" | "last") {
  const offers = await apiGet<{
    items: Array<{ id: string; status: string; awaitingDecision: number }>;
  }>(page, "/customers/me/offers?limit=100");
  const found: Array<{ offerId: string; item: Presented }> = [];
  // Open offers first: their page is the one customers work on.
  const awaiting = offers.items
    .filter((o) => o.awaitingDecision > 0)
    .sort((a, b) => Number(b.status === "open") - Number(a.status === "open"));
  for (const offer of awaiting) {
    const list = await apiGet<{ items: Presented[] }>(
      page,
      `/customers/me/offers/${offer.id}/candidates`,
    );
    for (const item of list.items) {
      if (item.status === "pending") found.push({ offerId: offer.id, item });
    }
  }
  const chosen = end === "first" ? found[0] : found.at(-1);
  if (!chosen || found.length < 2)
    throw new Error("The demo company needs 2 candidates awaiting a decision");
  return chosen;
}

const cardOf = (page: Page, snapshotId: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href$="/deep-profile/snapshot/${snapshotId}"]`) });

test("the customer opens a presented candidate's snapshot and approves: the name shows (es)", async ({
  page,
  loginAs,
}) => {
  await loginAs("customer");
  await expect(page.getByText(/candidatos? esperan? tu decisión/).first()).toBeVisible();
  const { offerId, item } = await awaitingCandidate(page, "first");
  await page.goto(`/customers/dashboard/offers/${offerId}`);
  await expect(page.getByRole("heading", { name: "Candidatos presentados" })).toBeVisible();
  const card = cardOf(page, item.snapshot.id);
  await expect(card.getByText(/Espera tu decisión|Presentación de hoy/).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page, "customer offer page (es)");

  await card.getByRole("link", { name: /^Ver el perfil de/ }).click();
  await expect(page).toHaveURL(new RegExp(`/deep-profile/snapshot/${item.snapshot.id}$`));
  await expect(page.getByText(item.snapshot.headline).first()).toBeVisible();
  await page.goBack();

  await cardOf(page, item.snapshot.id)
    .getByRole("button", { name: /^Aprobar a / })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByLabel("Nota para el equipo de Encaja (opcional)")
    .fill("Queremos entrevistarle");
  await dialog.getByRole("button", { name: "Aprobar", exact: true }).click();
  await expect(dialog).toBeHidden();

  const after = await apiGet<{ items: Presented[] }>(
    page,
    `/customers/me/offers/${offerId}/candidates`,
  );
  const name = after.items.find((i) => i.candidateId === item.candidateId)?.contact?.name;
  expect(name).toBeTruthy();
  const approved = cardOf(page, item.snapshot.id);
  await expect(approved.getByRole("heading", { name })).toBeVisible();
  await expect(approved.getByText("Datos de contacto")).toBeVisible();
  await expect(approved.getByText(/^Candidatura aprobada por /)).toBeVisible();
});

test("an associate rejects another presented candidate with a reason and feedback (en)", async ({
  page,
  loginAs,
}) => {
  await loginAs("customerAssociate");
  const { offerId, item } = await awaitingCandidate(page, "last");
  await page.goto(`/en/customers/dashboard/offers/${offerId}`);
  await expect(page.getByRole("heading", { name: "Presented candidates" })).toBeVisible();
  const card = cardOf(page, item.snapshot.id);
  await card.getByRole("button", { name: /^Reject / }).click();
  const dialog = page.getByRole("dialog");
  // The reason is required: submitting without one says so.
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(dialog.getByText("Choose a reason.")).toBeVisible();
  await dialog.getByLabel(/^Reason/).selectOption({ label: "Different seniority than needed" });
  await dialog.getByLabel("Feedback").fill("We need someone with more AWS experience.");
  await expectNoSeriousA11yIssues(page, "reject dialog (en)");
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Not approved", { exact: true })).toBeVisible();
  await expect(card.getByText(/Reason: Different seniority than needed/)).toBeVisible();
  await expect(card.getByText("Feedback: We need someone with more AWS experience.")).toBeVisible();
  await expect(card.getByText("Contact details")).toHaveCount(0);
});
