import { expectNoSeriousA11yIssues } from "./support/a11y";
import { createDeveloper } from "./support/developers";
import {
  API_URL,
  expect,
  loginThroughForm,
  registerDeveloper,
  test,
  uniqueEmail,
} from "./support/fixtures";

test("a salary the API refuses is shown on the salary field, in English", async ({
  page,
  request,
  consoleGuard,
}) => {
  // The API's 400 is what this test provokes.
  consoleGuard.allow({ status: 400, url: "/developers/me/preferences" });
  const {
    email,
    password,
    token: apiToken,
  } = await registerDeveloper(request, uniqueEmail("salary"));
  const saved = await request.put(`${API_URL}/developers/me/preferences`, {
    headers: { Authorization: `Bearer ${apiToken}` },
    data: {
      searchStatus: "open_to_opportunities",
      modalities: ["remote"],
      salary: { amount: 4000, currency: "USD", period: "month" },
      countries: ["AR"],
      contractTypes: ["contractor"],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/en/login?callback=%2Fsettings%2Femployment-preferences");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/settings\/employment-preferences$/);
  await expect(page.getByLabel("Amount")).toHaveValue("4000");
  await page.getByLabel("Amount").fill("1");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("This amount does not look like a salary", { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
});

test("settings pages save and a completed profile is accessible", async ({ page, request }) => {
  // Seven page loads, each rendered per request (nonce CSP): over 45 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  // A starved browser may take over 10 s to hydrate a page.
  const loaded = { timeout: 30_000 };
  const developer = await createDeveloper(request, { country: "HN" });
  await page.goto("/login");
  await loginThroughForm(page, developer.email, developer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("progressbar", { name: "Perfil completo" })).toBeVisible(loaded);
  await page.goto("/settings/notifications");
  await expect(page.getByRole("navigation", { name: "Ajustes" })).toBeVisible(loaded);
  const interviews = () => page.getByRole("radiogroup", { name: "Entrevistas" });
  await interviews().getByRole("radio", { name: "Solo en la aplicación" }).check(loaded);
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(page.getByText("Preferencias guardadas")).toBeVisible();
  await page.reload();
  await expect(interviews().getByRole("radio", { name: "Solo en la aplicación" })).toBeChecked(
    loaded,
  );
  await interviews().getByRole("radio", { name: "Correo al momento" }).check();
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(page.getByText("Preferencias guardadas")).toBeVisible();

  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Tu perfil" })).toBeVisible(loaded);
  await expectNoSeriousA11yIssues(page);
  await page.goto("/dashboard/improve-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Mejora tu perfil" })).toBeVisible(
    loaded,
  );
  await page.goto("/preview-hard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Cómo es la entrevista técnica" }),
  ).toBeVisible(loaded);
});
