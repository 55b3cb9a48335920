import { type Candidate, type RouteInput, routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, type Session, staffSession, uniqueWord } from "./support/api";
import { createDeveloper, skillId } from "./support/developers";
import { expect, MAIL_URL, readEmail, test } from "./support/fixtures";
import { addCandidate, createOpenOffer, passTechnicalInterviews } from "./support/offers";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/** Staff news about a `/hire` offer reaches its matcher; a developer hears of progress only. */

const DEMO_MATCHER = { email: "matcher@demo.encaja.dev", name: "Mateo Matcher" };
const DEMO_ADMIN = "Ana Administradora";

const words = {
  es: {
    prefix: "",
    bell: /^Notificaciones/,
    approve: /^Aprobar a /,
    approveButton: "Aprobar",
    approved: "aprobó a",
    responsible: "Matcher responsable",
    reassign: "Reasignar",
    reassigned: `Ahora responde por la oferta: ${DEMO_ADMIN}`,
    status: (words: string) => new RegExp(`ahora está: ${words}`),
    interviewing: "en entrevistas",
    inReview: "en revisión",
    offer: "propuesta",
    technical: `Entrevista técnica programada con ${DEMO_MATCHER.name}`,
    personal: `Entrevista personal programada con ${DEMO_MATCHER.name}`,
  },
  en: {
    prefix: "/en",
    bell: /^Notifications/,
    approve: /^Approve /,
    approveButton: "Approve",
    approved: "approved",
    responsible: "Responsible matcher",
    reassign: "Reassign",
    reassigned: `${DEMO_ADMIN} now answers for this offer`,
    status: (words: string) => new RegExp(`is now: ${words}`),
    interviewing: "interviewing",
    inReview: "in review",
    offer: "offer",
    technical: `Technical interview scheduled with ${DEMO_MATCHER.name}`,
    personal: `Soft-skills interview scheduled with ${DEMO_MATCHER.name}`,
  },
} as const;

/** A `/hire` request (both steps through the API) claimed by a new company: its draft offer. */
async function claimedHireOffer(request: APIRequestContext, locale: "es" | "en") {
  const company = await createCompany(request);
  const title = `Backend ${uniqueWord("Hire")}`;
  const draft = await apiCall(
    request,
    routes.hire.createDraft,
    {
      body: {
        techRole: "backend",
        mainStackCode: "node_react",
        seniorities: ["senior"],
        skills: [
          { skillId: await skillId(request, "typescript"), required: true, minLevel: "medium_use" },
        ],
        minEnglishLevel: "b2",
        modalities: ["remote"],
        countries: [],
        budget: { min: 2500, max: 6000, currency: "USD", period: "month" },
        startDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        hiringType: "direct",
        openings: 1,
        locale,
      },
    },
    { status: 201 },
  );
  await apiCall(request, routes.hire.updateDraft, {
    params: { id: draft.id },
    body: { title, description: "APIs de pagos en TypeScript con un equipo pequeño." },
  });
  const claim = await apiCall(
    request,
    routes.hire.claimDraft,
    { params: { id: draft.id } },
    { session: company.session, status: 201 },
  );
  return { company, title, offerId: claim.offerId };
}

type CandidateChange = RouteInput<typeof routes.pipeline.updateCandidate>["body"];

const move = (
  request: APIRequestContext,
  matcher: Session,
  candidate: Candidate,
  body: CandidateChange,
) =>
  apiCall(
    request,
    routes.pipeline.updateCandidate,
    { params: { id: candidate.id }, body },
    { session: matcher },
  );

/** The messages the SMTP capture holds for `to`. */
async function mailTo(to: string): Promise<Array<{ subject: string }>> {
  const response = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Array<{ subject: string }>;
}

const openBell = async (page: Page, bell: RegExp) => {
  await page.getByRole("button", { name: bell }).click(FIRST_PAINT);
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
};

/** A time no other test takes: 60 to 660 days ahead. */
const freeSlot = () =>
  new Date(
    Date.now() + (60 + Math.floor(Math.random() * 600)) * 86_400_000 + Math.random() * 8e7,
  ).toISOString();

for (const locale of ["es", "en"] as const) {
  const w = words[locale];

  test(`a company's decision on a /hire offer reaches its responsible matcher, not the company; the matcher reassigns it (${locale})`, async ({
    page,
    request,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const matcher = await staffSession(request, "matchers", locale);
    const { company, title, offerId } = await claimedHireOffer(request, locale);
    const claimed = await apiCall(
      request,
      routes.offers.get,
      { params: { id: offerId } },
      { session: matcher },
    );
    expect(claimed.responsibleMatcher?.fullName).toBe(DEMO_MATCHER.name);

    await apiCall(
      request,
      routes.offers.changeStatus,
      { params: { id: offerId }, body: { status: "open" } },
      { session: matcher },
    );
    const developer = await createDeveloper(request, { country: "AR" });
    const candidate = await addCandidate(request, matcher, offerId, developer);
    await passTechnicalInterviews(request, matcher, candidate);
    await move(request, matcher, candidate, {
      status: "presented_to_client_pending",
      stageStatuses: { soft: "approved", hard: "approved" },
    });

    // The company's owner (the offer's creator) approves in the UI.
    await signInWithToken(page, company.session.token);
    await page.goto(`${w.prefix}/customers/dashboard/offers/${offerId}`);
    await page.getByRole("button", { name: w.approve }).click(FIRST_PAINT);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: w.approveButton, exact: true }).click();
    await expect(dialog).toBeHidden();

    const decided = new RegExp(`(aprobó a|approved) ${developer.name} \\(${title}\\)`);
    const mail = await readEmail(DEMO_MATCHER.email, { subject: decided });
    expect(mail.text).toContain(`/matchers/offer/${offerId}`);
    const toCompany = await mailTo(company.owner.email);
    expect(toCompany.filter((m) => decided.test(m.subject))).toEqual([]);

    // The matcher's bell says it; the matcher hands the offer to the super admin.
    await page.evaluate(() => window.localStorage.clear());
    await loginAs("matchers");
    await page.goto(`${w.prefix}/matchers/offer/${offerId}`);
    const menu = await openBell(page, w.bell);
    await expect(
      menu.getByRole("menuitem", { name: new RegExp(`${w.approved} ${developer.name}.*${title}`) }),
    ).toBeVisible();
    // A fresh page: the closed bell menu leaves nothing animating for the accessibility check.
    await page.goto(`${w.prefix}/matchers/offer/${offerId}`);
    await page.getByLabel(w.responsible).selectOption({ label: DEMO_ADMIN }, FIRST_PAINT);
    await expectNoSeriousA11yIssues(page, `the offer's responsible matcher (${locale})`);
    await page.getByRole("button", { name: w.reassign }).click();
    await expect(page.getByText(w.reassigned)).toBeVisible();
    const after = await apiCall(
      request,
      routes.offers.get,
      { params: { id: offerId } },
      { session: matcher },
    );
    expect(after.responsibleMatcher?.fullName).toBe(DEMO_ADMIN);
  });

  test(`a developer's notifications only move forward and name each interview's type (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const matcher = await staffSession(request, "matchers", locale);
    const me = await apiCall(request, routes.users.me, {}, { session: matcher });
    const company = await createCompany(request);
    const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
    const developer = await createDeveloper(request, { country: "CL" });
    const candidate = await addCandidate(request, matcher, offer.id, developer);
    for (const type of ["soft", "hard"] as const) {
      await apiCall(
        request,
        routes.interviews.create,
        {
          body: {
            type,
            candidateId: candidate.id,
            interviewerUserId: me.userId,
            scheduledAt: freeSlot(),
            durationMinutes: 30,
          },
        },
        { session: matcher, status: 201 },
      );
    }
    // Interviews, back to review, interviews again, presented, approved, an offer.
    const path: CandidateChange[] = [
      { status: "dev_interested" },
      { status: "soft_interview" },
      { status: "waiting_to_code" },
      { status: "hard_interview" },
      {
        status: "presented_to_client_pending",
        stageStatuses: { soft: "approved", hard: "approved" },
      },
      { status: "presented_to_client_approved" },
      { status: "proposal_sent" },
    ];
    for (const body of path) await move(request, matcher, candidate, body);

    await signInWithToken(page, developer.session.token);
    await page.goto(`${w.prefix}/dashboard`);
    const menu = await openBell(page, w.bell);
    const item = (name: string | RegExp) => menu.getByRole("menuitem", { name });
    await expect(item(w.status(w.offer))).toHaveCount(1);
    await expect(item(w.status(w.interviewing))).toHaveCount(1);
    await expect(item(w.status(w.inReview))).toHaveCount(0);
    await expect(item(w.technical)).toHaveCount(1);
    await expect(item(w.personal)).toHaveCount(1);
    await expectNoSeriousA11yIssues(page, `the developer's notifications (${locale})`);
  });
}
