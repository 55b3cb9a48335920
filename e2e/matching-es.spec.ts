import { routes } from "@encaja/contracts";
import { apiCall } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, registerDeveloper, test } from "./support/fixtures";
import { offerWithRankedDevelopers, rankingCountry } from "./support/offers";
import { openMove } from "./support/pipeline";
import { bankQuiz } from "./support/quizzes";
import { signInWithToken } from "./support/session";

test("a matcher works an offer in Spanish: matches, pipeline board, the Mover a… menu and the history", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  // An open offer of its own with one ranked developer, explained in Spanish.
  const found = await offerWithRankedDevelopers(request, {
    locale: "es",
    country: rankingCountry.matchingEs,
    developers: [{}],
  });
  const [free] = found.free;
  const match = free === undefined ? undefined : found.matches[free];
  if (free === undefined || !match) throw new Error("The offer's developer is not ranked");
  const offer = { id: found.offer.id, title: found.offer.title, free };
  const name = match.developer.name;

  await loginAs("matchers");
  await page.goto(`/matchers/offer/${offer.id}`);
  await expect(page.getByRole("heading", { level: 1, name: offer.title })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Secciones de la oferta" });
  await expect(tabs.getByRole("tab", { name: "Pipeline" })).toBeVisible();

  // The ranking, explained in Spanish; the developer is added from its card.
  await tabs.getByRole("tab", { name: "Coincidencias" }).click();
  const ranked = page.getByRole("list", { name: "Desarrolladores ordenados" });
  const card = ranked.getByRole("article").nth(offer.free);
  await expect(card.getByRole("heading")).toContainText(`${offer.free + 1}. ${name}`);
  await expect(
    card.getByRole("list", { name: `Por qué ${name} está en este lugar` }),
  ).toContainText(match.parts[0]?.explanation.text ?? "");
  await expect(card.getByRole("progressbar", { name: `Puntaje de ${name}` })).toBeVisible();
  await card.getByRole("button", { name: `Agregar a ${name} al pipeline` }).click();
  await expect(card.getByText("En el pipeline: Sugerencia")).toBeVisible();

  // The board's Spanish columns; the card moves through the keyboard-operable menu.
  await tabs.getByRole("tab", { name: "Pipeline" }).click();
  const sourcing = page.getByRole("region", { name: /^Búsqueda \(\d+\)$/ });
  await expect(sourcing.getByRole("listitem", { name })).toContainText("Sugerencia");
  for (const column of [
    "Presentación",
    "Entrevistas",
    "Propuesta",
    "Contratación",
    "Fuera del proceso",
  ]) {
    await expect(
      page.getByRole("heading", { level: 3, name: new RegExp(`^${column} \\(\\d+\\)$`) }),
    ).toBeVisible();
  }
  let dialog = await openMove(page, "es", name, "Con interés", "keyboard");
  await expect(dialog).toContainText("Estado actual: Sugerencia");
  await dialog.getByRole("button", { name: "Mover" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name}: Con interés.`)).toBeVisible();
  await expect(sourcing.getByRole("listitem", { name })).toContainText("Con interés");

  dialog = await openMove(page, "es", name, "En entrevista personal", "keyboard");
  await dialog.getByRole("button", { name: "Mover" }).click();
  await expect(dialog).toBeHidden();
  const interviewing = page.getByRole("region", { name: /^Entrevistas \(\d+\)$/ });
  await expect(interviewing.getByRole("listitem", { name })).toContainText(
    "En entrevista personal",
  );

  // The soft interview's result, recorded without a status move, shows in the history.
  const board = await apiCall(
    request,
    routes.offers.candidates,
    { params: { id: offer.id }, query: { limit: 100 } },
    { session: found.matcher },
  );
  const candidate = board.items.find(
    (c) => `${c.developer.firstName} ${c.developer.lastName}`.trim() === name,
  );
  if (!candidate) throw new Error(`${name} is not on the board`);
  await apiCall(
    request,
    routes.pipeline.updateCandidate,
    {
      params: { id: candidate.id },
      body: { stageStatuses: { soft: "approved" }, note: "Comunicación muy clara." },
    },
    { session: found.matcher },
  );
  await page.getByRole("button", { name: `Historial de ${name}` }).click();
  const history = page.getByRole("dialog", { name: `Historial de ${name}` });
  const events = history.getByRole("list", { name: "Cambios de estado" });
  await expect(events.getByRole("listitem").first()).toContainText(
    "Entrada al pipeline: Sugerencia",
  );
  await expect(history).toContainText("Sugerencia → Con interés");
  await expect(history).toContainText("Con interés → En entrevista personal");
  await expect(history).toContainText(
    "Resultados de entrevista actualizados (En entrevista personal)",
  );
  await expect(history.getByRole("list", { name: "Cambios de etapa" })).toHaveText(
    "Entrevista personal: Pendiente → Aprobado",
  );
  await expect(history).toContainText("Motivo: Comunicación muy clara.");
  await history.getByRole("button", { name: "Cerrar" }).click();
  await expect(history).toBeHidden();
});

test("talent search in Spanish: a filter with its count, kept when switching to English and back", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(90_000);
  // An advanced junior of its own, so that facet counts one at least (no other test creates
  // advanced juniors, so its count moves only with this test).
  await createDeveloper(request, { country: "HN", seniority: "junior_advanced" });
  await loginAs("matchers");
  await page.goto("/dev-search");
  await expect(page.getByRole("heading", { level: 1, name: "Búsqueda de talento" })).toBeVisible();
  const filters = page.getByRole("region", { name: "Filtros" });
  const facetName = /^Junior avanzado \((\d+)\)$/;
  const juniors = filters.getByRole("checkbox", { name: facetName });
  const facetLabel = filters.locator("label").filter({ hasText: facetName });
  const total = page.getByRole("region", { name: "Resultados" }).getByRole("status");
  // The facet's count is what the search then finds. Both counts are cached for up to 30 s
  // per filter set while other tests add developers: read them again until they agree.
  await expect(async () => {
    await page.goto("/dev-search");
    const facet = Number(facetName.exec((await facetLabel.textContent()) ?? "")?.[1]);
    expect(facet).toBeGreaterThan(0);
    await juniors.click();
    await expect(page).toHaveURL(/\/dev-search\?seniority=junior_advanced$/);
    await expect(juniors).toBeChecked();
    await expect(total).toHaveText(
      facet === 1 ? "1 perfil encontrado" : `${facet} perfiles encontrados`,
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 45_000 });

  // The language switch keeps the filters (the query string) both ways.
  const english = page.getByRole("link", { name: "English" });
  await english.hover();
  await expect(english).toHaveAttribute("href", "/en/dev-search?seniority=junior_advanced");
  await english.click();
  await expect(page).toHaveURL(/\/en\/dev-search\?seniority=junior_advanced$/);
  await expect(page.getByRole("heading", { level: 1, name: "Talent search" })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Filters" })
      .getByRole("checkbox", { name: /^Advanced junior \(\d+\)$/ }),
  ).toBeChecked();
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/dev-search\?seniority=junior_advanced$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(juniors).toBeChecked();
});

const quiz = bankQuiz("quiz-javascript");

test("a developer takes the JavaScript quiz in Spanish: timer and deadline, resume, confirm, result", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await registerDeveloper(request);
  await signInWithToken(page, token);
  await page.goto("/dashboard/assessments");
  // A new account's first page waits for the session check.
  await expect(page.getByRole("heading", { level: 1, name: "Mis evaluaciones" })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole("region", { name: "Disponibles" })
    .getByRole("button", { name: `Empezar: ${quiz.title.es}` })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/assessments\/[0-9a-f-]{36}$/);
  const attemptUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: quiz.title.es })).toBeVisible();
  const timer = page.getByRole("timer", { name: "Tiempo restante" });
  await expect(timer).toContainText(/Tiempo restante: \d\d:\d\d/);
  await expect(
    page.getByText("Elige una respuesta por pregunta. Tus respuestas se guardan solas."),
  ).toBeVisible();

  // Every answer right but the last; half now, the rest after leaving and coming back.
  const total = quiz.questions.length;
  const groups = page.getByRole("radiogroup");
  await expect(groups).toHaveCount(total);
  const answer = async (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const question = quiz.questions[i]!;
      const prompt = question.prompt.es
        .replace(/[`*_]/g, "")
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expect(groups.nth(i)).toHaveAccessibleName(
        new RegExp(`^Pregunta ${i + 1}\\s*${prompt}$`),
      );
      const choice =
        i === total - 1 ? (question.answer + 1) % question.options.length : question.answer;
      await groups.nth(i).getByRole("radio").nth(choice).check();
    }
  };
  const half = Math.floor(total / 2);
  await answer(0, half);
  await expect(page.getByText(`${half} de ${total} respondidas`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Guardado" })).toBeVisible();

  // In progress on "Mis evaluaciones", with the time it may be continued until.
  await page.goto("/dashboard/assessments");
  const inProgress = page.getByRole("region", { name: "En curso" });
  await expect(inProgress.getByRole("heading", { level: 3, name: quiz.title.es })).toBeVisible();
  await expect(inProgress.getByText(/^Tiempo disponible hasta las .*\d{1,2}:\d\d/)).toBeVisible();
  await inProgress.getByRole("link", { name: "Continuar" }).click();
  await expect(page).toHaveURL(attemptUrl);
  await expect(page.getByText(`${half} de ${total} respondidas`)).toBeVisible();
  await expect(groups.nth(0).getByRole("radio").nth(quiz.questions[0]!.answer)).toBeChecked();
  await answer(half, total);
  await expect(page.getByText(`${total} de ${total} respondidas`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Guardado" })).toBeVisible();

  // Submitting asks first; "Seguir trabajando" keeps the attempt open.
  await page.getByRole("button", { name: "Entregar" }).click();
  let confirm = page.getByRole("dialog", { name: "Entregar" });
  await expect(confirm).toContainText("¿Entregar ahora? Después no podrás cambiar tus respuestas.");
  await confirm.getByRole("button", { name: "Seguir trabajando" }).click();
  await expect(confirm).toBeHidden();
  await expect(timer).toBeVisible();
  await page.getByRole("button", { name: "Entregar" }).click();
  confirm = page.getByRole("dialog", { name: "Entregar" });
  await confirm.getByRole("button", { name: "Sí, entregar" }).click();

  const score = Math.round(((total - 1) / total) * 100);
  await expect(page.getByRole("heading", { level: 2, name: "Tu resultado" })).toBeVisible();
  await expect(page.getByText(`Puntuación: ${score} %`)).toBeVisible();
  await expect(page.getByText(`${total - 1} de ${total} respuestas correctas.`)).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
  await page.getByRole("link", { name: "Volver a mis evaluaciones" }).click();
  await expect(
    page.getByRole("region", { name: "Resultados" }).getByText(`Puntuación: ${score} %`),
  ).toBeVisible();
});
