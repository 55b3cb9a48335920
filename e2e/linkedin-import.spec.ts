import { buildLinkedInPdf } from "../apps/api/src/testing/linkedin-pdf";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { API_URL, expect, registerDeveloper, test, uniqueEmail } from "./support/fixtures";
import { sessionToken } from "./support/session";

test("a LinkedIn PDF is read, reviewed and the selection imported", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, password } = await registerDeveloper(request, uniqueEmail("linkedin"));
  const pdf = await buildLinkedInPdf({
    lang: "en",
    name: "Lucía Prueba",
    headline: "Backend Engineer | Node.js · TypeScript",
    location: "Montevideo, Uruguay",
    contact: ["lucia@example.com"],
    topSkills: ["Node.js", "TypeScript", "PostgreSQL"],
    languages: ["Spanish (Native or Bilingual)"],
    certifications: [],
    summary: ["Backend engineer who likes clean APIs and measurable results."],
    experience: [
      {
        company: "Pagos Uy",
        roles: [
          {
            title: "Backend Engineer",
            dates: "March 2021 - Present (3 years 5 months)",
            description: ["Payment APIs."],
          },
        ],
      },
      {
        company: "Tienda Sur",
        roles: [{ title: "Web Developer", dates: "Jun 2018 - Feb 2021 (2 years 9 months)" }],
      },
    ],
    education: [
      {
        institution: "Universidad de la República",
        degree: "Bachelor's degree, Computer Science · (2012 - 2017)",
      },
    ],
  });

  await page.goto("/login?callback=%2Fonboarding%2Flinkedin");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/onboarding\/linkedin$/);
  await page.locator('input[type="file"]').setInputFiles({
    name: "Profile.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  await expect(page.getByRole("heading", { name: "Revisa lo que encontramos" })).toBeVisible();
  await expect(page.getByText("Backend Engineer | Node.js · TypeScript")).toBeVisible();
  const first = page.getByRole("checkbox", { name: /Backend Engineer en Pagos Uy/ });
  const second = page.getByRole("checkbox", { name: /Web Developer en Tienda Sur/ });
  await expect(first).toBeChecked();
  await second.uncheck();
  await expect(page.getByRole("checkbox", { name: "TypeScript" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Universidad de la República/ })).toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("button", { name: "Importar lo seleccionado" }).click();
  await expect(page).toHaveURL(/\/onboarding\/personal-details$/);

  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const experiences = await (
    await request.get(`${API_URL}/developers/me/experiences`, { headers })
  ).json();
  expect(experiences.items.map((e: { company: string }) => e.company)).toEqual(["Pagos Uy"]);
  const education = await (
    await request.get(`${API_URL}/developers/me/education`, { headers })
  ).json();
  expect(education.items[0].institution).toBe("Universidad de la República");
  const profile = await (await request.get(`${API_URL}/developers/me`, { headers })).json();
  expect(profile.skills.map((s: { name: string }) => s.name)).toEqual(
    expect.arrayContaining(["TypeScript", "Node.js", "PostgreSQL"]),
  );
});
