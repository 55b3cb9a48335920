import { routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  apiCall,
  createAssociate,
  createCompany,
  type Session,
  staffSession,
  uniqueWord,
} from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { addCandidate, createOpenOffer, passTechnicalInterviews } from "./support/offers";
import { openMove } from "./support/pipeline";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/** A candidate through both technical interviews, so presenting needs no override. */
async function interviewedCandidate(request: APIRequestContext, matcher: Session, offerId: string) {
  const developer = await createDeveloper(request, { country: "CL" });
  const candidate = await addCandidate(request, matcher, offerId, developer);
  await passTechnicalInterviews(request, matcher, candidate);
  return { developer, candidate };
}

/** The customer side's card of a candidate, found by its snapshot link. */
async function presentedCard(
  page: Page,
  request: APIRequestContext,
  session: Session,
  offerId: string,
  candidateId: string,
) {
  const list = await apiCall(
    request,
    routes.customerCandidates.list,
    { params: { id: offerId } },
    { session },
  );
  const item = list.items.find((i) => i.candidateId === candidateId);
  expect(item, "the candidate is presented").toBeTruthy();
  const card = page
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href$="/deep-profile/snapshot/${item!.snapshot.id}"]`) });
  return { card, snapshotId: item!.snapshot.id };
}

test("the hiring loop closes: deep profile, presentation, the customer's approval seen by the matcher (es), an associate's rejection with feedback (en)", async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  test.setTimeout(180_000);
  const matcher = await staffSession(request, "matchers", "es");
  const company = await createCompany(request);
  const associate = await createAssociate(request, company, "Ada Asociada");
  const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
  const a = await interviewedCandidate(request, matcher, offer.id);
  const b = await interviewedCandidate(request, matcher, offer.id);
  await apiCall(
    request,
    routes.pipeline.updateCandidate,
    { params: { id: b.candidate.id }, body: { status: "presented_to_client_pending" } },
    { session: matcher },
  );

  // The matcher writes A's deep profile and presents A from the pipeline.
  const headline = `Ingeniera backend senior ${uniqueWord("T")}`;
  await loginAs("matchers");
  await page.goto(`/matchers/deep-profiles/${a.developer.professionalId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Perfil en profundidad de ${a.developer.name}` }),
  ).toBeVisible(FIRST_PAINT);
  await page.getByLabel("Titular", { exact: false }).fill(headline);
  await page.getByLabel("Fortalezas", { exact: true }).fill("APIs de pagos\nPruebas");
  await page.getByRole("button", { name: "Guardar perfil en profundidad" }).click();
  await expect(page.getByText("Perfil en profundidad guardado.")).toBeVisible();
  await page.goto(`/matchers/offer/${offer.id}#pipeline`);
  const move = await openMove(page, "es", a.developer.name, "Presentación, esperando decisión");
  await move.getByRole("button", { name: "Mover" }).click();
  await expect(move).toBeHidden();

  // The customer opens A's snapshot (the frozen headline) and approves A: the name appears.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInWithToken(customer, company.session.token);
  await customer.goto(`/customers/dashboard/offers/${offer.id}`);
  await expect(customer.getByRole("heading", { name: "Candidatos presentados" })).toBeVisible(
    FIRST_PAINT,
  );
  const { card, snapshotId } = await presentedCard(
    customer,
    request,
    company.session,
    offer.id,
    a.candidate.id,
  );
  await card.getByRole("link", { name: /^Ver el perfil de/ }).click();
  await expect(customer).toHaveURL(new RegExp(`/deep-profile/snapshot/${snapshotId}$`));
  await expect(customer.getByRole("heading", { level: 1, name: headline })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(customer.getByText("APIs de pagos")).toBeVisible();
  await expect(customer.getByText(a.developer.email)).toHaveCount(0);
  await customer.goBack();
  await card.getByRole("button", { name: /^Aprobar a / }).click();
  const approve = customer.getByRole("dialog");
  await approve.getByRole("button", { name: "Aprobar", exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(card.getByRole("heading", { name: a.developer.name })).toBeVisible();
  await expect(card.getByText(a.developer.email)).toBeVisible();
  await customerContext.close();

  // The matcher sees the decision and the customer's view in the snapshot's log.
  await page.goto(`/deep-profile/snapshot/${snapshotId}`);
  const decision = page.getByRole("region", { name: "Decisión de la empresa" });
  await expect(decision).toContainText("Aprobada", FIRST_PAINT);
  await expect(decision).toContainText(company.owner.fullName);
  const log = page.getByRole("region", { name: "Registro de vistas" });
  await expect(log.getByRole("cell", { name: company.owner.fullName }).first()).toBeVisible();

  // The associate, in English, rejects B with a reason and feedback.
  const associateContext = await browser.newContext();
  const colleague = await associateContext.newPage();
  await signInWithToken(colleague, associate.session.token);
  await colleague.goto(`/en/customers/dashboard/offers/${offer.id}`);
  await expect(colleague.getByRole("heading", { name: "Presented candidates" })).toBeVisible(
    FIRST_PAINT,
  );
  const other = await presentedCard(
    colleague,
    request,
    associate.session,
    offer.id,
    b.candidate.id,
  );
  await other.card.getByRole("button", { name: /^Reject / }).click();
  const reject = colleague.getByRole("dialog");
  await reject.getByLabel(/^Reason/).selectOption({ label: "Missing technical skills" });
  await reject.getByLabel("Feedback").fill("We need production Kafka experience.");
  await reject.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(reject).toBeHidden();
  await expect(other.card.getByText(/Not approved by Ada Asociada/)).toBeVisible();
  await associateContext.close();

  // The matcher reads the rejection, its reason and the feedback on B's snapshot.
  await page.goto(`/en/deep-profile/snapshot/${other.snapshotId}`);
  const rejection = page.getByRole("region", { name: "Customer decision" });
  await expect(rejection).toContainText("Not approved", FIRST_PAINT);
  await expect(rejection).toContainText("Missing technical skills");
  await expect(rejection).toContainText("We need production Kafka experience.");
});
