import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, staffSession } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { addCandidate, createOpenOffer } from "./support/offers";

/** What each language calls the controls and texts this test reads. */
const words = {
  en: {
    prefix: "/en",
    sourcing: /^Sourcing \(\d+\)$/,
    interviewing: /^Interviewing \(\d+\)$/,
    interviewButton: (name: string) => `Matching interview with ${name}`,
    scheduleLink: (name: string) => `Schedule an interview with ${name}`,
    softItem: /^Soft interview: Scheduled, /,
    dialog: "Schedule the matching interview",
    when: "Date and time",
    interviewer: "Interviewer",
    schedule: "Schedule",
    heading: (name: string, title: string) => `Matching interview: ${name} for ${title}`,
    recommendation: "Recommendation",
    advance: "Advance",
    state: "Interview",
    finished: "Finished",
    save: "Save",
    saved: "Saved. Candidate: In soft interview.",
    back: "Back to the offer's pipeline",
    history: (name: string) => `History of ${name}`,
    moved: "Matching interview scheduled → In soft interview",
    interviews: "Interviews",
    matchingRow: "Matching interview",
    softRow: "Soft interview",
  },
  es: {
    prefix: "",
    sourcing: /^Búsqueda \(\d+\)$/,
    interviewing: /^Entrevistas \(\d+\)$/,
    interviewButton: (name: string) => `Entrevista de matching con ${name}`,
    scheduleLink: (name: string) => `Agendar una entrevista con ${name}`,
    softItem: /^Entrevista personal: Programada, /,
    dialog: "Agendar la entrevista de matching",
    when: "Fecha y hora",
    interviewer: "Entrevistador",
    schedule: "Agendar",
    heading: (name: string, title: string) => `Entrevista de matching: ${name} para ${title}`,
    recommendation: "Recomendación",
    advance: "Avanzar",
    state: "Entrevista",
    finished: "Terminada",
    save: "Guardar",
    saved: "Guardado. Candidato: En entrevista personal.",
    back: "Volver al pipeline de la oferta",
    history: (name: string) => `Historial de ${name}`,
    moved: "Entrevista de matching agendada → En entrevista personal",
    interviews: "Entrevistas",
    matchingRow: "Entrevista de matching",
    softRow: "Entrevista personal",
  },
} as const;

const pad = (n: number) => String(n).padStart(2, "0");

/** A `datetime-local` value `days` from now at 10:00 (the browser's zone). */
function inDaysLocal(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}

/** A start far ahead at a random minute, so the demo matcher's interviews never overlap. */
const freeSlot = () =>
  new Date(
    Date.now() + (60 + Math.floor(Math.random() * 600)) * 86_400_000 + Math.random() * 8e7,
  ).toISOString();

for (const locale of ["en", "es"] as const) {
  const w = words[locale];
  test(`(${locale}) a matcher schedules the matching interview from the card, finishes it with Advance, and sees the candidate's interviews`, async ({
    page,
    request,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const matcher = await staffSession(request, "matchers", locale);
    const company = await createCompany(request);
    const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
    const developer = await createDeveloper(request, { country: "CL" });
    const candidate = await addCandidate(request, matcher, offer.id, developer);
    const me = await apiCall(request, routes.users.me, {}, { session: matcher });
    const soft = await apiCall(
      request,
      routes.interviews.create,
      {
        body: {
          type: "soft",
          candidateId: candidate.id,
          interviewerUserId: me.userId,
          scheduledAt: freeSlot(),
          durationMinutes: 30,
        },
      },
      { session: matcher, status: 201 },
    );
    const name = developer.name;

    await loginAs("matchers");
    await page.goto(`${w.prefix}/matchers/offer/${offer.id}#pipeline`);
    const card = page
      .getByRole("region", { name: w.sourcing })
      .getByRole("listitem", { name, exact: true });
    // The interview scheduled through the API is listed on the card, linked to its kit.
    const softLink = card.getByRole("link", { name: w.softItem });
    // (The first board of a fresh server can be slow to load.)
    await expect(softLink).toHaveAttribute(
      "href",
      new RegExp(`/interviewers/soft-interviews/${soft.id}$`),
      { timeout: 30_000 },
    );
    await expect(card.getByRole("link", { name: w.scheduleLink(name) })).toHaveAttribute(
      "href",
      new RegExp(
        `/interviewers/soft-interviews/new-interview\\?offerId=${offer.id}&candidateId=${candidate.id}$`,
      ),
    );

    // The card's button asks when and with whom before creating the matching interview.
    await card.getByRole("button", { name: w.interviewButton(name) }).click();
    const dialog = page.getByRole("dialog", { name: w.dialog });
    await expect(dialog.getByLabel(w.interviewer, { exact: true })).toHaveValue(me.userId);
    await dialog.getByLabel(w.when).fill(inDaysLocal(2));
    await expectNoSeriousA11yIssues(page, "board with the schedule dialog");
    await dialog.getByRole("button", { name: w.schedule, exact: true }).click();

    // The page names the developer and the offer, and the time chosen.
    await expect(
      page.getByRole("heading", { level: 1, name: w.heading(name, offer.title) }),
    ).toBeVisible();
    await expect(page.getByText(/10:00/).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, "matching interview page");

    // Finished with "Advance" once it has taken place (set to when it did, as a matcher who
    // held it early would): the candidate moves on to the soft interview.
    await page.getByLabel(w.when).fill(inDaysLocal(-1));
    await page.getByLabel(w.recommendation, { exact: true }).selectOption({ label: w.advance });
    await page.getByLabel(w.state, { exact: true }).selectOption({ label: w.finished });
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved)).toBeVisible();

    // Back to the offer: the link opens its pipeline tab.
    await page.getByRole("link", { name: w.back }).click();
    await expect(page).toHaveURL(new RegExp(`/matchers/offer/${offer.id}#pipeline$`));
    const moved = page
      .getByRole("region", { name: w.interviewing })
      .getByRole("listitem", { name, exact: true });
    await expect(moved).toBeVisible();
    await moved.getByRole("button", { name: w.history(name) }).click();
    const history = page.getByRole("dialog", { name: w.history(name) });
    await expect(history).toContainText(w.moved);
    const interviews = history.getByRole("list", { name: w.interviews, exact: true });
    await expect(interviews.getByRole("link", { name: w.matchingRow, exact: true })).toBeVisible();
    await expect(interviews.getByRole("link", { name: w.softRow, exact: true })).toBeVisible();
  });
}
