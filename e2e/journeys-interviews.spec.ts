import { routes } from "@encaja/contracts";
import type { Page } from "@playwright/test";
import { testBudgetContent } from "../apps/api/src/testing/budget-content";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, type Session, staffSession, uniqueWord } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { addCandidate, createDraftOffer, createOpenOffer } from "./support/offers";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * A newcomer's journey through interviews and final actions: an approved soft interview moves
 * the candidate on, publishing an offer and sending a budget ask first, the board shows its six
 * columns on a laptop, and a matching interview cannot be finished before it takes place.
 */

const words = {
  es: {
    prefix: "",
    columns: [
      "Búsqueda",
      "Presentación",
      "Entrevistas",
      "Propuesta",
      "Contratación",
      "Fuera del proceso",
    ],
    approved: "Aprobada",
    complete: "Completar entrevista",
    confirmComplete: "Completar",
    completed: "Esta entrevista está completada",
    nextStatus: "Presentación, esperando decisión",
    publish: "Publicar",
    publishDialog: "¿Publicar la oferta?",
    cancel: "Cancelar",
    pause: "Pausar",
    published: "La oferta ahora está: Abierta.",
    send: "Enviar a la empresa",
    sendDialog: "¿Enviar el presupuesto a la empresa?",
    recommendation: "Recomendación",
    advance: "Avanzar",
    state: "Entrevista",
    finished: "Terminada",
    save: "Guardar",
    notYetHeld: "Está programada para más adelante",
    refused: "Una entrevista que aún no ocurrió no se puede dar por terminada",
  },
  en: {
    prefix: "/en",
    columns: ["Sourcing", "Presented", "Interviewing", "Offer", "Hired", "Discarded"],
    approved: "Approved",
    complete: "Complete interview",
    confirmComplete: "Complete",
    completed: "This interview is completed",
    nextStatus: "Presented, awaiting decision",
    publish: "Publish",
    publishDialog: "Publish the offer?",
    cancel: "Cancel",
    pause: "Pause",
    published: "The offer is now: Open.",
    send: "Send to the company",
    sendDialog: "Send the budget to the company?",
    recommendation: "Recommendation",
    advance: "Advance",
    state: "Interview",
    finished: "Finished",
    save: "Save",
    notYetHeld: "It is scheduled for later",
    refused: "An interview that has not happened yet cannot be finished",
  },
} as const;

/** A start far ahead at a random minute, so the demo matcher's interviews never overlap. */
const freeSlot = () =>
  new Date(
    Date.now() + (60 + Math.floor(Math.random() * 600)) * 86_400_000 + Math.random() * 8e7,
  ).toISOString();

/** A candidate of a new open offer, waiting for its soft interview with the technical approved. */
async function candidateWaitingForSoft(
  request: Parameters<typeof createCompany>[0],
  matcher: Session,
) {
  const company = await createCompany(request);
  const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
  const developer = await createDeveloper(request, { country: "UY" });
  const candidate = await addCandidate(request, matcher, offer.id, developer);
  for (const body of [
    { status: "dev_interested" },
    { status: "soft_interview", stageStatuses: { hard: "approved" } },
  ] as const) {
    await apiCall(
      request,
      routes.pipeline.updateCandidate,
      { params: { id: candidate.id }, body },
      { session: matcher },
    );
  }
  return { offer, developer, candidate };
}

/** The board's column titled `name` ("Búsqueda (1)"…). */
const column = (page: Page, name: string) =>
  page.getByRole("region", { name: new RegExp(`^${name} \\(\\d+\\)$`) });

for (const locale of ["es", "en"] as const) {
  const w = words[locale];

  test.describe(`interviews and final actions (${locale})`, () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test(`an approved soft interview moves the candidate on; the board shows all six columns at 1366×768 (${locale})`, async ({
      page,
      request,
      loginAs,
    }) => {
      test.setTimeout(120_000);
      const matcher = await staffSession(request, "matchers", locale);
      const me = await apiCall(request, routes.users.me, {}, { session: matcher });
      const { offer, developer, candidate } = await candidateWaitingForSoft(request, matcher);
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

      await loginAs("matchers");
      await page.goto(`${w.prefix}/interviewers/soft-interviews/${soft.id}`);
      const main = page.getByRole("main");
      await main.getByRole("radio", { name: w.approved, exact: true }).check(FIRST_PAINT);
      await main.getByRole("button", { name: w.complete }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: w.confirmComplete, exact: true })
        .click();
      await expect(main.getByText(w.completed)).toBeVisible();

      // Both stages approved: the candidate left the interviews for the presentation column.
      await page.goto(`${w.prefix}/matchers/offer/${offer.id}#pipeline`);
      const card = column(page, w.columns[1]).getByRole("listitem", {
        name: developer.name,
        exact: true,
      });
      await expect(card).toContainText(w.nextStatus, FIRST_PAINT);
      await expect(
        column(page, w.columns[2]).getByRole("listitem", { name: developer.name, exact: true }),
      ).toHaveCount(0);

      // Every column lies inside the laptop's viewport, side by side: none scrolled away.
      for (const name of w.columns) {
        const box = await column(page, name).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(1366);
      }
      await expectNoSeriousA11yIssues(page, `board at 1366×768 (${locale})`);
      // The card's controls take the keyboard's focus where they are, without scrolling.
      // (Last: MUI's focus ripple pulses for ever, which the accessibility check waits for.)
      const move = card.getByRole("button").first();
      await move.focus();
      await expect(move).toBeFocused();
      await expect(move).toBeInViewport();
    });

    test(`publishing an offer and sending a budget ask first: cancel keeps the draft (${locale})`, async ({
      page,
      request,
      loginAs,
    }) => {
      test.setTimeout(120_000);
      const matcher = await staffSession(request, "matchers", locale);
      const company = await createCompany(request);
      const offer = await createDraftOffer(request, matcher, { customerId: company.customerId });
      const budget = await apiCall(
        request,
        routes.budgets.create,
        {
          body: {
            customerId: company.customerId,
            title: `Equipo ${uniqueWord()}`,
            content: testBudgetContent(),
          },
        },
        { session: matcher, status: 201 },
      );
      const offerStatus = async () =>
        (
          await apiCall(
            request,
            routes.offers.get,
            { params: { id: offer.id } },
            { session: matcher },
          )
        ).status;
      const budgetStatus = async () =>
        (
          await apiCall(
            request,
            routes.budgets.get,
            { params: { id: budget.id } },
            { session: matcher },
          )
        ).status;

      await loginAs("matchers");
      await page.goto(`${w.prefix}/matchers/offer/${offer.id}`);
      const main = page.getByRole("main");
      await main.getByRole("button", { name: w.publish, exact: true }).click(FIRST_PAINT);
      const publishDialog = page.getByRole("dialog", { name: w.publishDialog });
      await expectNoSeriousA11yIssues(page, `publish confirmation (${locale})`);
      await publishDialog.getByRole("button", { name: w.cancel }).click();
      await expect(publishDialog).toBeHidden();
      expect(await offerStatus()).toBe("draft");
      await main.getByRole("button", { name: w.publish, exact: true }).click();
      await publishDialog.getByRole("button", { name: w.publish, exact: true }).click();
      // Its toast shows below the header, never over the bell or the account menu.
      const toast = page.getByRole("alert").filter({ hasText: w.published });
      await expect(toast).toBeVisible();
      const header = await page.getByRole("banner").first().boundingBox();
      const toastBox = await toast.boundingBox();
      expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await expect(main.getByRole("button", { name: w.pause, exact: true })).toBeVisible();
      expect(await offerStatus()).toBe("open");

      await page.goto(`${w.prefix}/matchers/budgets/${budget.id}`);
      await page.getByRole("button", { name: w.send }).click(FIRST_PAINT);
      const sendDialog = page.getByRole("dialog", { name: w.sendDialog });
      await expect(sendDialog).toContainText(company.name);
      await expectNoSeriousA11yIssues(page, `send confirmation (${locale})`);
      await sendDialog.getByRole("button", { name: w.cancel }).click();
      await expect(sendDialog).toBeHidden();
      expect(await budgetStatus()).toBe("draft");
      await page.getByRole("button", { name: w.send }).click();
      await sendDialog.getByRole("button", { name: w.send }).click();
      await expect(page).toHaveURL(new RegExp(`/pricing/budgets/${budget.id}$`), FIRST_PAINT);
      expect(await budgetStatus()).toBe("sent");
    });

    test(`a matching interview cannot be finished before its time; the page explains why (${locale})`, async ({
      page,
      request,
      loginAs,
    }) => {
      test.setTimeout(120_000);
      const matcher = await staffSession(request, "matchers", locale);
      const company = await createCompany(request);
      const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
      const developer = await createDeveloper(request, { country: "UY" });
      const candidate = await addCandidate(request, matcher, offer.id, developer);
      const interview = await apiCall(
        request,
        routes.pipeline.createInterview,
        { params: { id: candidate.id }, body: { scheduledAt: freeSlot() } },
        { session: matcher, status: 201 },
      );

      await loginAs("matchers");
      await page.goto(`${w.prefix}/matching-interview/${interview.id}`);
      const state = page.getByLabel(w.state, { exact: true });
      await expect(state).toHaveAccessibleDescription(new RegExp(`^${w.notYetHeld}`), FIRST_PAINT);
      await page.getByLabel(w.recommendation, { exact: true }).selectOption({ label: w.advance });
      await state.selectOption({ label: w.finished });
      await page.getByRole("button", { name: w.save, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: w.refused })).toBeVisible();
      await expectNoSeriousA11yIssues(page, `matching interview not yet held (${locale})`);
      const stored = await apiCall(
        request,
        routes.pipeline.interview,
        { params: { id: interview.id } },
        { session: matcher },
      );
      expect(stored.state).toBe("scheduled");
    });
  });
}
