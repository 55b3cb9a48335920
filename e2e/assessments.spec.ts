import { routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall } from "./support/api";
import { expect, registerDeveloper, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";

async function signInAsNewDeveloper(page: Page, request: Parameters<typeof registerDeveloper>[0]) {
  const { token } = await registerDeveloper(request);
  await signInWithToken(page, token);
  return token;
}

/** What the server holds for the signed-in developer's open profile-test attempt. */
async function savedProfileAnswers(request: APIRequestContext, token: string): Promise<number> {
  const session = { token };
  const mine = await apiCall(request, routes.assessments.mine, {}, { session });
  const open = mine.inProgress.find((a) => a.kind === "profile");
  if (!open) return -1;
  const attempt = await apiCall(
    request,
    routes.assessments.attempt,
    { params: { id: open.id } },
    { session },
  );
  return Object.keys(attempt.answers).length;
}

/** Saves Likert answers of the open profile-test attempt through the API, as the page would. */
async function saveProfileAnswers(
  request: APIRequestContext,
  token: string,
  from: number,
  to: number,
): Promise<void> {
  const session = { token };
  const mine = await apiCall(request, routes.assessments.mine, {}, { session });
  const open = mine.inProgress.find((a) => a.kind === "profile");
  if (!open) throw new Error("no open profile-test attempt");
  const attempt = await apiCall(
    request,
    routes.assessments.attempt,
    { params: { id: open.id } },
    { session },
  );
  for (const question of attempt.questions.slice(from, to)) {
    await apiCall(
      request,
      routes.assessments.saveAnswer,
      { params: { id: open.id }, body: { questionId: question.id, answer: 4 } },
      { session },
    );
  }
}

/** Replaces the editor's content the way a user would: focus, select all, type. */
async function writeCode(page: Page, editorName: string, code: string) {
  const editor = page.getByRole("textbox", { name: editorName });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

test("a developer starts the code assessment from onboarding, runs the samples, submits and sees the result", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsNewDeveloper(page, request);
  await page.goto("/onboarding/code-assessment");
  await page.getByRole("button", { name: "Empezar ahora" }).click();
  await expect(page).toHaveURL(/\/dashboard\/assessments\/[0-9a-f-]{36}\?from=onboarding$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Evaluación de código (JavaScript / TypeScript)" }),
  ).toBeVisible();
  await expect(page.getByRole("timer", { name: "Tiempo restante" })).toContainText(/\d\d:\d\d/);

  // Task 1: a wrong answer first (expected/actual shown), then a right one.
  await writeCode(
    page,
    "Editor de código de Suma de pares",
    "function sumOfEvens(numbers) { return 1; }",
  );
  await page.getByRole("button", { name: "Ejecutar pruebas de ejemplo" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "0 de 3 pruebas de ejemplo superadas" }),
  ).toBeVisible();
  await expect(page.getByText("Esperado: 6 · Obtenido: 1")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await writeCode(
    page,
    "Editor de código de Suma de pares",
    "function sumOfEvens(numbers) { return numbers.filter((n) => n % 2 === 0).reduce((a, b) => a + b, 0); }",
  );
  await page.getByRole("button", { name: "Ejecutar pruebas de ejemplo" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "3 de 3 pruebas de ejemplo superadas" }),
  ).toBeVisible();

  // Task 2 in TypeScript, reached with the keyboard.
  await page.getByRole("tab", { name: /Ejercicio 1/ }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Ejercicio 2: Palíndromo" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("combobox", { name: "Lenguaje" }).click();
  await page.getByRole("option", { name: "TypeScript" }).click();
  await writeCode(
    page,
    "Editor de código de Palíndromo",
    "function isPalindrome(text: string): boolean { const s = text.toLowerCase().replace(/[^a-z0-9]/g, ''); return s === [...s].reverse().join(''); }",
  );
  await page.getByRole("button", { name: "Ejecutar pruebas de ejemplo" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "3 de 3 pruebas de ejemplo superadas" }),
  ).toBeVisible();

  // Task 3 left empty; submit.
  await page.getByRole("button", { name: "Entregar" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sí, entregar" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tu resultado" })).toBeVisible();
  await expect(page.getByText("Puntuación: 67 %")).toBeVisible();
  await expect(page.getByText(/Suma de pares: 100 % \(8 de 8 pruebas/)).toBeVisible();
  await expect(page.getByText(/Unir intervalos: 0 %/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Onboarding can finish after it; the result stays in "My assessments".
  await page.getByRole("link", { name: "Terminar el registro" }).click();
  await expect(page).toHaveURL(/\/onboarding\/finished$/);
  await page.goto("/dashboard/assessments");
  const results = page.getByRole("region", { name: "Resultados" });
  await expect(results.getByText("Puntuación: 67 %")).toBeVisible();
});

test("a developer completes the professional profile test in English, resuming after a reload", async ({
  page,
  request,
}) => {
  // Eighteen statements answered key by key: slow on a loaded 2-core machine.
  test.setTimeout(300_000);
  const token = await signInAsNewDeveloper(page, request);
  await page.goto("/en/assessments");
  await expect(page.getByRole("heading", { level: 2, name: "JavaScript quiz" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto("/en/dashboard/professional-profile-test");
  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/professional-profile-test\/in-progress$/);
  const groups = page.getByRole("radiogroup");
  await expect(groups).toHaveCount(50);

  // With the keyboard, as a user would: Tab to the next statement, arrows choose on the scale.
  const answer = async (from: number, to: number) => {
    await groups.nth(from).getByRole("radio", { name: "Very accurate" }).check();
    for (let i = from + 1; i < to; i++) {
      await page.keyboard.press("Tab");
      const steps = i % 3;
      if (steps === 0) await page.keyboard.press("Space");
      for (let s = 0; s < steps; s++) await page.keyboard.press("ArrowRight");
    }
  };
  await answer(0, 10);
  await expect(page.getByText("10 of 50 answered")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // The server holds every answer before the reload (-1 would mean no open attempt). The middle
  // statements are saved through the API (keyboard answering all 50 took minutes on CI); the
  // reload must then resume from what the server holds.
  await expect.poll(() => savedProfileAnswers(request, token)).toBe(10);
  await saveProfileAnswers(request, token, 10, 42);
  await page.reload();
  // Fifty radio groups render after the session check: slow on a loaded 2-core machine.
  await expect(page.getByText("42 of 50 answered"))
    .toBeVisible({ timeout: 30_000 })
    .catch(async (error: Error) => {
      const shown = await page
        .locator("main")
        .innerText()
        .catch(() => "(no main)");
      throw new Error(`${error.message}\nThe page showed: ${shown.slice(0, 600)}`);
    });
  await expect(groups.nth(0).getByRole("radio", { name: "Very accurate" })).toBeChecked();
  await answer(42, 50);
  await expect(page.getByText("50 of 50 answered")).toBeVisible();

  await page.getByRole("button", { name: "Finish and see my result" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, submit" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/professional-profile-test\/result$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your professional profile" }),
  ).toBeVisible();
  for (const name of [
    "Extraversion",
    "Agreeableness",
    "Conscientiousness",
    "Emotional stability",
    "Openness",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(page.getByText("Based on 50 of 50 statements.")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Openness" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
