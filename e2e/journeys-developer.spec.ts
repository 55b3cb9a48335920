import { type RouteInput, routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, type Session, staffSession } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { createOpenOffer } from "./support/offers";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/** A developer's pages after applying, being interviewed, presented and sent a proposal. */

test.describe.configure({ timeout: 180_000 });

const words = {
  es: {
    prefix: "",
    intl: "es-ES",
    activity: "Actividad reciente",
    noActivity: /Todavía no hay actividad/,
    applied: (job: string) => `Te postulaste a «${job}»`,
    presented: (job: string) => `Presentamos tu perfil a la empresa de «${job}»`,
    proposal: (job: string) => `Recibiste una propuesta para «${job}»`,
    interviews: "Tus entrevistas",
    softInterview: "Entrevista personal",
    editorTitle: (name: string) => `Perfil en profundidad de ${name}`,
    salary: "Expectativa salarial",
    availableFrom: "Disponible desde",
    note: "Nota de disponibilidad",
    hours: "30 horas por semana",
    prefilled: /Completado con lo que confirmó la entrevista de matching/,
    include: (date: string) => `Mostrar en el perfil: Entrevista personal del ${date} (Aprobada)`,
    quote: "Citar Comunicación: 5/5 (Explica con claridad)",
    save: "Guardar perfil en profundidad",
    saved: "Perfil en profundidad guardado.",
    country: "Argentina",
    quoted: "Comunicación: 5/5 — Explica con claridad",
    appliedState: "Ya te postulaste a esta oferta.",
    viewApplication: "Ver mi postulación",
    toApplications: "Ver mis postulaciones",
  },
  en: {
    prefix: "/en",
    intl: "en-US",
    activity: "Recent activity",
    noActivity: /No activity yet/,
    applied: (job: string) => `You applied to “${job}”`,
    presented: (job: string) => `We presented your profile to the company behind “${job}”`,
    proposal: (job: string) => `You received a proposal for “${job}”`,
    interviews: "Your interviews",
    softInterview: "Soft interview",
    editorTitle: (name: string) => `Deep profile of ${name}`,
    salary: "Salary expectation",
    availableFrom: "Available from",
    note: "Availability note",
    hours: "30 hours a week",
    prefilled: /Filled in with what the matching interview confirmed/,
    include: (date: string) => `Show in the profile: Soft interview on ${date} (Approved)`,
    quote: "Quote Communication: 5/5 (Explains clearly)",
    save: "Save deep profile",
    saved: "Deep profile saved.",
    country: "Argentina",
    quoted: "Communication: 5/5 — Explains clearly",
    appliedState: "You have applied to this job.",
    viewApplication: "View my application",
    toApplications: "See my applications",
  },
} as const;

/** A matching interview far ahead, at a random minute, so the demo matcher's never overlap. */
const freeSlot = () =>
  new Date(
    Date.now() + (60 + Math.floor(Math.random() * 600)) * 86_400_000 + Math.random() * 8e7,
  ).toISOString();

/** A day ("medium", UTC), or an interview's time (its long form), as the browser writes it. */
const inBrowser = (page: Page, iso: string, intl: string, form: "day" | "interview") =>
  page.evaluate(
    ([value, locale, kind]) =>
      new Intl.DateTimeFormat(
        locale,
        kind === "day"
          ? { dateStyle: "medium", timeZone: "UTC" }
          : {
              weekday: "long",
              day: "numeric",
              month: "long",
              year: "numeric",
              hour: "numeric",
              minute: "2-digit",
            },
      ).format(new Date(value)),
    [iso, intl, form] as const,
  );

/** Moves a candidate through the pipeline endpoint, as a matcher. */
const move = (
  request: APIRequestContext,
  matcher: Session,
  id: string,
  body: RouteInput<typeof routes.pipeline.updateCandidate>["body"],
) =>
  apiCall(request, routes.pipeline.updateCandidate, { params: { id }, body }, { session: matcher });

/**
 * Set-up through the API: a developer in Argentina applies; a matching interview confirms
 * salary and availability; a soft interview (the matcher interviews) is held and approved with
 * a scored criterion.
 */
async function interviewedApplicant(request: APIRequestContext, locale: "es" | "en") {
  const matcher = await staffSession(request, "matchers", locale);
  const company = await createCompany(request);
  const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
  const developer = await createDeveloper(request, { country: "AR" });
  const application = await apiCall(
    request,
    routes.jobs.apply,
    { params: { id: offer.id } },
    { session: developer.session, status: 201 },
  );
  const mi = await apiCall(
    request,
    routes.pipeline.createInterview,
    { params: { id: application.id }, body: { scheduledAt: freeSlot() } },
    { session: matcher, status: 201 },
  );
  await apiCall(
    request,
    routes.pipeline.updateInterview,
    {
      params: { id: mi.id },
      body: {
        confirmedSalary: { amount: 4200, currency: "USD", period: "month" },
        confirmedAvailability: { availableFrom: "2027-02-01", hoursPerWeek: 30 },
      },
    },
    { session: matcher },
  );
  // Interviews are scheduled in the future and held once their time came: a few seconds ahead.
  // Each locale's test has its own interviewer, so the two (run side by side) never overlap.
  const interviewer = await staffSession(
    request,
    locale === "es" ? "matchers" : "superAdmin",
    locale,
  );
  const me = await apiCall(request, routes.users.me, {}, { session: interviewer });
  const soft = await apiCall(
    request,
    routes.interviews.create,
    {
      body: {
        type: "soft",
        candidateId: application.id,
        interviewerUserId: me.userId,
        scheduledAt: new Date(Date.now() + 5_000).toISOString(),
        durationMinutes: 15,
      },
    },
    { session: matcher, status: 201 },
  );
  await expect
    .poll(() => Date.now() > Date.parse(soft.scheduledAt) + 1_000, { timeout: 15_000 })
    .toBe(true);
  const note = locale === "es" ? "Explica con claridad" : "Explains clearly";
  await apiCall(
    request,
    routes.interviews.saveScorecard,
    {
      params: { id: soft.id },
      body: { rows: [{ kind: "criterion", key: "communication", score: 5, note }] },
    },
    { session: interviewer },
  );
  await apiCall(
    request,
    routes.interviews.complete,
    { params: { id: soft.id }, body: { result: "approved" } },
    { session: interviewer },
  );
  return { matcher, offer, developer, candidateId: application.id, soft };
}

for (const locale of ["es", "en"] as const) {
  const w = words[locale];

  test(`(${locale}) a developer's journey: deep profile pre-filled and translated, activity on the dashboard, one link on the job`, async ({
    page,
    browser,
    request,
    loginAs,
  }) => {
    const { matcher, offer, developer, candidateId, soft } = await interviewedApplicant(
      request,
      locale,
    );

    // The matcher's deep profile form starts from what the matching interview confirmed.
    await loginAs("matchers");
    await page.goto(`${w.prefix}/matchers/deep-profiles/${developer.professionalId}`);
    await expect(
      page.getByRole("heading", { level: 1, name: w.editorTitle(developer.name) }),
    ).toBeVisible(FIRST_PAINT);
    await expect(page.getByLabel(w.salary, { exact: true })).toHaveValue("4200");
    await expect(page.getByLabel(w.note, { exact: true })).toHaveValue(w.hours);
    await expect(page.getByText(w.prefilled)).toBeVisible();
    // The interview is named once, by the day it was held; its criterion in the page's language.
    const heldOn = await inBrowser(page, soft.scheduledAt, w.intl, "day");
    await page.getByRole("checkbox", { name: w.include(heldOn) }).check();
    await page.getByRole("checkbox", { name: w.quote }).check();
    await expectNoSeriousA11yIssues(page, `deep profile editor (${locale})`);
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();

    // Presenting freezes a snapshot: country by name, criteria in the reader's language.
    await move(request, matcher, candidateId, {
      status: "presented_to_client_pending",
      stageStatuses: { soft: "approved", hard: "approved" },
    });
    await move(request, matcher, candidateId, { status: "presented_to_client_approved" });
    await move(request, matcher, candidateId, { status: "proposal_sent" });
    const editor = await apiCall(
      request,
      routes.deepProfiles.editor,
      { params: { professionalId: developer.professionalId } },
      { session: matcher },
    );
    const snapshot = editor.snapshots[0];
    if (!snapshot) throw new Error("presenting froze no snapshot");
    await page.goto(`${w.prefix}/deep-profile/snapshot/${snapshot.id}`);
    await expect(page.getByText(w.quoted)).toBeVisible(FIRST_PAINT);
    await expect(page.getByText(new RegExp(`· ${w.country} ·`))).toBeVisible();
    await expect(page.getByText(/· AR ·/)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, `snapshot (${locale})`);

    // The developer's dashboard: its own events, and the interview dated when it was held.
    const context = await browser.newContext();
    const devPage = await context.newPage();
    await signInWithToken(devPage, developer.session.token);
    await devPage.goto(`${w.prefix}/dashboard`);
    const activity = devPage.getByRole("region", { name: w.activity });
    await expect(activity.getByText(w.proposal(offer.title))).toBeVisible(FIRST_PAINT);
    await expect(activity.getByText(w.presented(offer.title))).toBeVisible();
    await expect(activity.getByText(w.applied(offer.title))).toBeVisible();
    await expect(activity.getByText(w.noActivity)).toHaveCount(0);
    const interviews = devPage.getByRole("region", { name: w.interviews });
    const when = await inBrowser(devPage, soft.scheduledAt, w.intl, "interview");
    await expect(
      interviews.getByRole("listitem").filter({ hasText: `${w.softInterview} · ${when}` }),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(devPage, `developer dashboard (${locale})`);

    // The job applied to: one way on, to the application.
    await devPage.goto(`${w.prefix}/jobs/${offer.id}`);
    const applied = devPage.getByRole("status").filter({ hasText: w.appliedState });
    await expect(applied).toBeVisible(FIRST_PAINT);
    await expect(applied.getByRole("link")).toHaveCount(1);
    await expect(applied.getByRole("link", { name: w.viewApplication })).toHaveAttribute(
      "href",
      `${w.prefix}/jobs/${offer.id}/applied`,
    );
    await expect(devPage.getByRole("link", { name: w.toApplications })).toHaveCount(0);
    await expectNoSeriousA11yIssues(devPage, `applied job page (${locale})`);
    await context.close();
  });
}
