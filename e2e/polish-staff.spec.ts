import type { APIRequestContext } from "@playwright/test";
import { createCompany, staffSession } from "./support/api";
import { createDeveloper } from "./support/developers";
import { API_URL, expect, registerDeveloper, test } from "./support/fixtures";
import {
  addCandidate,
  createOpenOffer,
  offerWithRankedDevelopers,
  rankingCountry,
} from "./support/offers";

/** Matchers and staff: what staff read is words (never raw codes), in their language. */

/** Raw codes that must never reach a person (role codes, "(s)" plurals, bare country codes). */
const rawRole = /(^|[\s·(])(fullstack|frontend|backend|devops|data_engineer|qa_automation)\b/;
const rawPlural = /\((s|es)\)/;
const rawCountry = /(país|country) ([A-Z]{2}|\?)( |$)/;

/** A fresh developer with 4 years 6 months of experience, a current job, a degree and a link. */
async function developerWithHistory(request: APIRequestContext) {
  const { token } = await registerDeveloper(request);
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (method: "PATCH" | "POST", path: string, data: unknown) => {
    const response = await request.fetch(`${API_URL}${path}`, { method, headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const profile = await call("PATCH", "/developers/me", {
    techRole: "fullstack",
    devExperienceMonths: 54,
  });
  await call("POST", "/developers/me/experiences", {
    company: "Pampa Logística",
    title: "Desarrolladora full stack",
    startDate: "2022-03",
    endDate: null,
    current: true,
  });
  await call("POST", "/developers/me/education", {
    institution: "Universidad Nacional de Córdoba",
    degree: "Licenciatura",
    field: "Ciencias de la Computación",
    startYear: 2014,
    endYear: 2019,
  });
  await call("POST", "/platforms", { platform: "portfolio", url: "https://lucia.example.dev" });
  return profile.professionalId as string;
}

test("staff read a developer's profile as staff: labelled role, exact experience, dates, education and links", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const id = await developerWithHistory(request);
  await loginAs("matchers");

  await page.goto(`/profiles/${id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Lucía Prueba" })).toBeVisible();
  await expect(main).toContainText("Fullstack");
  await expect(main).toContainText("4 años y 6 meses de experiencia");
  const experience = main.getByRole("region", { name: "Experiencia" });
  await expect(experience).toContainText("2022 – actualidad");
  await expect(experience).not.toContainText("2022-03");
  await expect(main.getByRole("region", { name: "Formación" })).toContainText(
    "Universidad Nacional de Córdoba",
  );
  await expect(main.getByRole("region", { name: "Formación" })).toContainText(
    "Licenciatura en Ciencias de la Computación · 2014 – 2019",
  );
  await expect(
    main.getByRole("region", { name: "Enlaces" }).getByRole("link", { name: /Portafolio/ }),
  ).toHaveAttribute("href", "https://lucia.example.dev");
  await expect(main).not.toContainText("tu perfil");
  expect(await main.innerText()).not.toMatch(rawRole);

  await page.goto(`/en/profiles/${id}`);
  await expect(main).toContainText("Full stack");
  await expect(main).toContainText("4 years and 6 months of experience");
  await expect(main.getByRole("region", { name: "Experience" })).toContainText(
    "Mar 2022 – present",
  );
  await expect(main.getByRole("region", { name: "Education" })).toContainText(
    "Licenciatura in Ciencias de la Computación",
  );
  await expect(main).not.toContainText("your profile");
});

test("match cards show labels, country names and real plurals, in Spanish and English", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  // An offer of its own with a ranked developer; the demo developers show as excluded.
  const { offer } = await offerWithRankedDevelopers(request, {
    locale: "es",
    country: rankingCountry.polishLabels,
    developers: [{}],
  });
  await loginAs("matchers");
  for (const [prefix, tab, toggle] of [
    ["", "Coincidencias", "Mostrar también a quienes no pasan un filtro obligatorio"],
    ["/en", "Matches", "Show those excluded by a hard filter"],
  ] as const) {
    await page.goto(`${prefix}/matchers/offer/${offer.id}`);
    await page.getByRole("tab", { name: tab }).click();
    await page.getByLabel(toggle).check();
    const list = page.getByRole("list", { name: prefix ? "Ranked developers" : /ordenados/ });
    await expect(list.getByRole("article").first()).toBeVisible();
    const text = await list.innerText();
    expect(text).not.toMatch(rawRole);
    expect(text).not.toMatch(rawPlural);
    expect(text).not.toMatch(rawCountry);
    expect(text).not.toMatch(/\b0 (casi|nearly)\b/);
  }
  // The talent search uses the same labels.
  await page.goto("/dev-search");
  // The page first checks the session: slow on a loaded machine.
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await page.getByRole("main").innerText()).not.toMatch(rawRole);
});

test("the Move to… menu groups next steps, rejections and other", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  // A suggested candidate on an offer of its own, added through the API.
  const matcher = await staffSession(request);
  const company = await createCompany(request);
  const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
  const developer = await createDeveloper(request, { country: "HN" });
  await addCandidate(request, matcher, offer.id, developer);
  const name = developer.name;
  await loginAs("matchers");
  await page.goto(`/en/matchers/offer/${offer.id}`);
  await page.getByRole("tab", { name: "Pipeline" }).click();
  await page.getByRole("button", { name: `Move ${name} to…` }).click();
  const menu = page.getByRole("menu");
  const lines = (await menu.innerText()).split("\n").map((l) => l.trim());
  const next = lines.indexOf("Next steps");
  const rejections = lines.indexOf("Rejections");
  expect(next).toBe(0);
  expect(rejections).toBeGreaterThan(next + 1);
  // A forward move sits under "Next steps", a rejection under "Rejections".
  expect(lines.indexOf("Interested")).toBeGreaterThan(next);
  expect(lines.indexOf("Interested")).toBeLessThan(rejections);
  expect(lines.indexOf("Not interested")).toBeGreaterThan(rejections);
  await expect(menu.getByRole("menuitem", { name: "Not interested" })).toBeVisible();
});

test("the new-offer form speaks to staff, MUI's own labels follow the language, drafts are not 'published'", async ({
  page,
  loginAs,
}) => {
  await loginAs("matchers");
  await page.goto("/matchers/new-offer");
  const main = page.getByRole("main");
  await expect(main).toContainText("Países desde los que se puede trabajar en esta oferta");
  await expect(main).not.toContainText("Países para los que quieres trabajar");
  await expect(main.getByRole("button", { name: "Abrir" }).first()).toBeVisible();
  await expect(main.getByRole("button", { name: "Open", exact: true })).toHaveCount(0);
  await main.getByRole("button", { name: "Vista previa" }).click();
  const preview = main.getByRole("region", { name: "Vista previa de la oferta pública" });
  await expect(preview).toContainText("Borrador: todavía sin publicar");
  await expect(preview).not.toContainText("Publicada el");

  await page.goto("/en/matchers/new-offer");
  await expect(main.getByRole("button", { name: "Open", exact: true }).first()).toBeVisible();
  await expect(main).toContainText("Countries people may work from for this offer");
});

test("an admin opening the customer dashboard is taken to the staff home", async ({
  page,
  loginAs,
}) => {
  await loginAs("superAdmin");
  await page.goto("/customers/dashboard");
  await expect(page).toHaveURL(/\/matchers$/);
  await expect(page.getByText("No se pudieron cargar tus ofertas")).toHaveCount(0);
});
