import { routes, type Seniority } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { apiCall, createCompany, type Session, staffSession, uniqueWord } from "./support/api";
import { skillId } from "./support/developers";
import { expect, test } from "./support/fixtures";

/** An open public offer for the given seniorities only. */
async function openOffer(
  request: APIRequestContext,
  matcher: Session,
  customerId: string,
  title: string,
  seniorities: Seniority[],
) {
  const created = await apiCall(
    request,
    routes.offers.create,
    {
      body: {
        customerId,
        title,
        description: "Backend de pagos.",
        techRole: "backend",
        mainStackCode: "node_react",
        skills: [
          { skillId: await skillId(request, "typescript"), minLevel: "medium_use", required: true },
        ],
        seniorities,
        minEnglishLevel: "b1",
        modalities: ["remote"],
        countries: [],
        budget: { min: 2500, max: 6000, currency: "USD", period: "month" },
        showSalary: true,
        hiringType: "direct",
        openings: 1,
        isPublic: true,
      },
    },
    { session: matcher, status: 201 },
  );
  await apiCall(
    request,
    routes.offers.changeStatus,
    { params: { id: created.id }, body: { status: "open" } },
    { session: matcher },
  );
}

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
