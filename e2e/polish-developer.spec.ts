import { routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { buildPlainPdf } from "../apps/api/src/testing/linkedin-pdf";
import { apiCall, createCompany, staffSession, uniqueWord } from "./support/api";
import { createDeveloper } from "./support/developers";
import { API_URL, expect, registerDeveloper, test } from "./support/fixtures";
import { createOpenOffer } from "./support/offers";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/** Developer-facing details, each test pinning one problem a developer ran into. */

test.describe.configure({ timeout: 120_000 });

async function newDeveloper(page: Page, request: APIRequestContext) {
  const dev = await registerDeveloper(request);
  await signInWithToken(page, dev.token);
  return dev;
}

test("a job the developer applied to shows the applied state and a link back to the search", async ({
  page,
  request,
}) => {
  // A public offer of its own, and a developer (onboarding done) who applied to it.
  const q = uniqueWord("Ornitorrinco");
  const company = await createCompany(request);
  const job = await createOpenOffer(request, await staffSession(request), {
    customerId: company.customerId,
    title: `Backend ${q}`,
  });
  const developer = await createDeveloper(request, { country: "HN" });
  await apiCall(
    request,
    routes.jobs.apply,
    { params: { id: job.id } },
    { session: developer.session, status: 201 },
  );
  await signInWithToken(page, developer.session.token);

  // From a search: the card keeps the search in the job link, the job page links back to it.
  await page.goto(`/job-search?q=${encodeURIComponent(q)}`);
  await page.locator(`a[href^="/jobs/${job.id}?from="]`).first().click(FIRST_PAINT);
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}\\?from=`));
  await expect(page.getByRole("status").filter({ hasText: "Ya te postulaste" })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(page.getByRole("button", { name: "Postularme" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ver mi postulación" })).toHaveAttribute(
    "href",
    `/jobs/${job.id}/applied`,
  );
  await page.getByRole("link", { name: /Volver a las ofertas/ }).click();
  await expect(page).toHaveURL(new RegExp(`/job-search\\?q=${encodeURIComponent(q)}$`));
});

test("a new developer's onboarding: no stray numbers or false ticks, a way on from the offer step, one duration", async ({
  page,
  request,
}) => {
  await newDeveloper(page, request);
  await page.goto("/onboarding/offer");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_PAINT);
  // Nothing is done yet: no step is ticked, whatever the page; the list shows no numbers.
  const stepper = page.getByRole("navigation", { name: "Pasos de la incorporación" });
  await expect(stepper.locator(".MuiStepIcon-root").first()).toBeVisible();
  await expect(stepper.locator(".Mui-completed")).toHaveCount(0);
  expect(await stepper.locator("ol").evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe(
    "none",
  );
  // Not from an offer: the step offers a way on instead of a dead end.
  await expect(page.getByText("No llegaste desde ninguna oferta.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver ofertas" })).toHaveAttribute(
    "href",
    "/job-search",
  );
  await page.getByRole("button", { name: "Seguir con el registro" }).click();
  await expect(page).toHaveURL(/\/onboarding\/code-assessment$/);
  // One truthful description: the in-browser editor and the time limit the API states.
  await expect(page.getByText("en el editor de código de esta web")).toBeVisible();
  await expect(page.getByText("Tienes 60 minutos desde que empiezas")).toBeVisible();
  await expect(page.getByText(/propio editor|cuando esté disponible|45 min/)).toHaveCount(0);
});

test("a finished experience shows its end date; a non-LinkedIn PDF says so (en)", async ({
  page,
  request,
  consoleGuard,
}) => {
  const dev = await newDeveloper(page, request);
  const created = await request.post(`${API_URL}/developers/me/experiences`, {
    headers: { Authorization: `Bearer ${dev.token}` },
    data: {
      company: "Globant",
      title: "Backend developer",
      startDate: "2020-01",
      endDate: "2022-03",
      current: false,
      description: "APIs",
      skillIds: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/en/onboarding/experiences/finished");
  await expect(page.getByText("Backend developer at Globant, Jan 2020 to Mar 2022")).toBeVisible(
    FIRST_PAINT,
  );

  consoleGuard.allow({ status: 422, url: "/developers/me/linkedin-import" });
  await page.goto("/en/onboarding/linkedin");
  await page.locator('input[type="file"]').setInputFiles({
    name: "invoice.pdf",
    mimeType: "application/pdf",
    buffer: await buildPlainPdf(["Invoice 2024-001", "Total: 120 USD", "Thank you"]),
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "does not look like a LinkedIn profile export" }),
  ).toBeVisible();
  await expect(page.getByText("Check its format and size")).toHaveCount(0);
});

test("a wrong current password says so, without mentioning an email", async ({
  page,
  request,
  consoleGuard,
}) => {
  await newDeveloper(page, request);
  consoleGuard.allow({ status: 401, url: "/users/me/password" });
  await page.goto("/settings/new-password");
  // The settings navigation marks where the user is.
  const nav = page.getByRole("navigation", { name: "Ajustes" });
  await expect(nav.getByRole("link", { name: "Cambiar contraseña" })).toHaveAttribute(
    "aria-current",
    "page",
    FIRST_PAINT,
  );
  await expect(nav.getByRole("link", { name: "Notificaciones" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByLabel(/^Contraseña actual/).fill("not-my-password-1");
  await page.getByLabel(/^Nueva contraseña/).fill("Brand-New-Secret-77");
  await page.getByLabel(/^Repite la nueva contraseña/).fill("Brand-New-Secret-77");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Tu contraseña actual no es correcta." }),
  ).toBeVisible();
  await expect(page.getByText(/correo o la contraseña/)).toHaveCount(0);
});

test("on a phone the job search shows its results first, facets behind a button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/job-search");
  const toggle = page.getByRole("button", { name: "Mostrar filtros" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Rol técnico", { exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Ocultar filtros" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(page.getByText("Rol técnico", { exact: true })).toBeVisible();
});

test("the site ships its icons and manifest", async ({ page, request }) => {
  for (const path of ["/favicon.ico", "/icon.svg", "/apple-icon.png", "/manifest.webmanifest"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  for (const icon of manifest.icons as Array<{ src: string }>) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"]').first()).toBeAttached();
});
