// @vitest-environment happy-dom
import type { OfferDetail } from "@encaja/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { fakeRouter } from "@/features/forms/testing/fakeNavigation";
import {
  type Answerer,
  catalogAnswer,
  describeInLocales,
  renderForm,
  validationAnswer,
} from "@/features/forms/testing/formTestKit";
import { OfferForm } from "./OfferForm";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

/** The fields an offer has and saving it sends back as they are. */
const sentAsIs: Pick<
  OfferDetail,
  | "title"
  | "description"
  | "techRole"
  | "skills"
  | "seniorities"
  | "minEnglishLevel"
  | "modalities"
  | "countries"
  | "budget"
  | "hiringType"
  | "showSalary"
  | "openings"
  | "isPublic"
  | "confidential"
  | "timeZone"
  | "minOverlapHours"
  | "industry"
  | "companySize"
  | "projectType"
> = {
  title: "Backend Node.js",
  description: "Build **APIs**",
  techRole: "backend",
  skills: [],
  seniorities: ["senior"],
  minEnglishLevel: "b2",
  modalities: ["remote"],
  countries: ["AR"],
  budget: { min: 3000, max: 4500, currency: "USD", period: "month" },
  hiringType: "staffing",
  showSalary: true,
  openings: 2,
  isPublic: true,
  confidential: false,
  timeZone: "Europe/Madrid",
  minOverlapHours: 4,
  industry: "fintech",
  companySize: "51-200",
  projectType: "scaling",
};

const offer: OfferDetail = {
  ...sentAsIs,
  id: "5b7c2f0e-7c39-4d5e-9a49-1f6b1c0e2a11",
  slug: "backend-node",
  status: "draft",
  customer: { id: "7d0c2f0e-7c39-4d5e-9a49-1f6b1c0e2a11", name: "Acme" },
  mainStack: { code: "node_react", name: "Node.js + React" },
  source: "staff",
  matchers: [],
  publishedAt: null,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  pipeline: [],
  responsibleMatcher: null,
};

/** What saving the offer above unchanged sends. */
const offerBody = { ...sentAsIs, customerId: offer.customer.id, mainStackCode: "node_react" };

describeInLocales("OfferForm", (locale, messages) => {
  const t = messages.Offers.form;
  const required = messages.Forms.required;
  // A required field's name may end in its asterisk; "Company" must not find "Company size".
  const named = (label: string) =>
    new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);

  function setUp(existing: OfferDetail | undefined, onSave: Answerer = () => ({ status: 500 })) {
    return renderForm(<OfferForm offer={existing} />, locale, {
      answer: (request) => (request.method === "GET" ? catalogAnswer(request) : onSave(request)),
      submit: existing ? t.save : t.create,
    });
  }

  it("renders its labelled fields, the offer's required ones marked", async () => {
    await setUp(undefined);
    expect(screen.getByRole("combobox", { name: named(t.customer) })).toBeTruthy();
    const title = screen.getByRole("textbox", { name: named(t.title) });
    expect(title.hasAttribute("required")).toBe(true);
    expect(screen.getByRole("textbox", { name: t.description })).toBeTruthy();
    for (const label of [t.techRole, t.english, t.hiringType, t.currency, t.period])
      expect(screen.getByRole("combobox", { name: named(label) }).hasAttribute("required")).toBe(
        true,
      );
    expect(screen.getByRole("combobox", { name: t.mainStack })).toBeTruthy();
    for (const label of [t.budgetMin, t.budgetMax])
      expect(screen.getByRole("textbox", { name: named(label) })).toBeTruthy();
    expect(screen.getByRole("group", { name: t.seniorities })).toBeTruthy();
    expect(screen.getByRole("group", { name: t.modalities })).toBeTruthy();
    expect(screen.getByRole("spinbutton", { name: named(t.openings) })).toBeTruthy();
    for (const label of [t.showSalary, t.isPublic, t.confidential])
      expect(screen.getByRole("switch", { name: label })).toBeTruthy();
  });

  it("shows the contract's errors, its own for the budget's order, and sends nothing", async () => {
    const { writes, submit, user } = await setUp(undefined);
    await user.type(screen.getByRole("textbox", { name: named(t.budgetMin) }), "5000");
    await user.type(screen.getByRole("textbox", { name: named(t.budgetMax) }), "4000");
    await user.click(submit);
    const title = screen.getByRole("textbox", { name: named(t.title) });
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(required).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(t.errors.budgetOrder)).toBeTruthy();
    expect(screen.getAllByText(t.errors.summary).length).toBeGreaterThanOrEqual(1);
    expect(writes()).toEqual([]);
  });

  it("saves the offer's fields and opens the offer", async () => {
    const { writes, submit, user } = await setUp(offer, () => ({ status: 200, body: offer }));
    await user.click(submit);
    await waitFor(() =>
      expect(fakeRouter.push).toHaveBeenCalledWith(`/matchers/offer/${offer.id}`),
    );
    expect(writes()).toEqual([{ method: "PATCH", path: `/offers/${offer.id}`, body: offerBody }]);
    expect(await screen.findByText(t.updated, {}, { timeout: 5000 })).toBeTruthy();
  });

  it("asks for a time zone before an overlap can be required", async () => {
    const { writes, submit, user } = await setUp({ ...offer, timeZone: null, minOverlapHours: 0 });
    for (const label of [t.industry, t.companySize, t.projectType])
      expect(screen.getByRole("combobox", { name: label })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: t.timeZone })).toBeTruthy();
    const overlap = screen.getByRole("spinbutton", { name: t.minOverlapHours });
    await user.clear(overlap);
    await user.type(overlap, "3");
    await user.click(submit);
    await waitFor(() => expect(overlap.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(t.errors.overlapNeedsZone)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("puts an API validation error on its field", async () => {
    const { submit, user } = await setUp(offer, () =>
      validationAnswer([{ path: "body.title", message: "Title already used" }]),
    );
    await user.click(submit);
    const title = screen.getByRole("textbox", { name: named(t.title) });
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    const help = within(title.closest(".MuiFormControl-root") as HTMLElement);
    expect(help.getByText(locale === "en" ? "Title already used" : t.errors.invalid)).toBeTruthy();
    expect(fakeRouter.push).not.toHaveBeenCalled();
  });

  it("previews the offer as the job page shows it", async () => {
    const { user } = await setUp(offer);
    await user.click(screen.getByRole("button", { name: t.showPreview }));
    const preview = screen.getByRole("region", { name: t.previewLabel });
    expect(within(preview).getByText(offer.title)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: named(t.title) }), " Kotlin");
    expect(within(preview).getByText(`${offer.title} Kotlin`)).toBeTruthy();
  });
});
