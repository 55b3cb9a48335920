import { readFileSync } from "node:fs";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { expect, registerDeveloper, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * Privacy tooling: a developer downloads all their data from settings (one JSON
 * file), and /privacy names the processors and what each receives.
 */

test("a developer downloads their data from settings (es)", async ({ page, request }) => {
  const dev = await registerDeveloper(request);
  await signInWithToken(page, dev.token);
  await page.goto("/es/settings");
  const section = page.getByRole("region", { name: "Tus datos" });
  await expect(section).toBeVisible(FIRST_PAINT);
  await expectNoSeriousA11yIssues(page, "settings, your data (es)");

  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Descargar mis datos" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^encaja-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await file.path(), "utf8"));
  expect(data.format).toBe("encaja-personal-data/1");
  expect(data.sections.account[0].email).toBe(dev.email);
  expect(data.sections.developerProfile[0]).toMatchObject({
    firstName: "Lucía",
    lastName: "Prueba",
  });
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash/);
});

test("/privacy lists the processors and what each receives (en)", async ({ page }) => {
  await page.goto("/en/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible(
    FIRST_PAINT,
  );
  for (const processor of [
    "Hosting and database:",
    "Email delivery (SMTP provider):",
    "Google (sign-in, only if you choose it):",
    "PostHog (usage analytics, only with your consent):",
    "Sentry (error reports):",
  ]) {
    await expect(page.getByText(processor)).toBeVisible();
  }
  await expect(
    page.getByText(/never include request bodies, tokens, passwords or cookies/),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page, "privacy policy (en)");
});
