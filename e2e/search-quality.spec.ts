import type { Seniority } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { createCompany, type Session, staffSession, uniqueWord } from "./support/api";
import { expect, test } from "./support/fixtures";
import { createOpenOffer } from "./support/offers";

/** An open public offer for the given seniorities only. */
const openOffer = (
  request: APIRequestContext,
  matcher: Session,
  customerId: string,
  title: string,
  seniorities: Seniority[],
) =>
  createOpenOffer(request, matcher, {
    customerId,
    title,
    description: "Backend de pagos.",
    seniorities,
    minEnglishLevel: "b1",
  });

test("job search: two seniorities can be picked together and both stay in the URL", async ({
  page,
  request,
}) => {
  const word = uniqueWord("Calidad");
  const matcher = await staffSession(request);
  // The free plan opens two offers per company.
  const { customerId } = await createCompany(request);
  const other = await createCompany(request);
  await openOffer(request, matcher, customerId, `Desarrollador/a ${word} A`, ["semi_senior"]);
  await openOffer(request, matcher, customerId, `Desarrollador/a ${word} B`, ["senior"]);
  await openOffer(request, matcher, other.customerId, `Desarrollador/a ${word} C`, ["junior"]);

  await page.goto(`/en/job-search?q=${word}`);
  const filters = page.getByRole("region", { name: "Filters" });
  const status = page.getByRole("status").filter({ hasText: /\d+ jobs?$/ });
  await expect(status).toHaveText("3 jobs");
  await filters.getByRole("checkbox", { name: "Mid-level (1)" }).click();
  await expect(page).toHaveURL(/seniority=semi_senior$/);
  await expect(status).toHaveText("1 job");
  // Picking one seniority keeps the others countable and pickable.
  const senior = filters.getByRole("checkbox", { name: "Senior (1)" });
  await senior.click();
  await expect(page).toHaveURL(/seniority=semi_senior%2Csenior$/);
  await expect(status).toHaveText("2 jobs");
  await expect(senior).toBeChecked();
  await expect(filters.getByRole("checkbox", { name: "Mid-level (1)" })).toBeChecked();
  await expect(filters.getByRole("checkbox", { name: "Junior (1)" })).not.toBeChecked();
});
