import { CreateOfferRequest, type OfferDetail } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import {
  budgetProblem,
  emptyOfferForm,
  fieldOfPath,
  formFromOffer,
  type OfferFormState,
  offerPayload,
} from "./offerForm";
import { offerAsJob } from "./preview";

const filled: OfferFormState = {
  ...emptyOfferForm,
  customer: { id: "7d0c2f0e-7c39-4d5e-9a49-1f6b1c0e2a11", name: "Acme" },
  title: "Backend Node.js",
  description: "Build APIs",
  techRole: "backend",
  seniorities: ["senior"],
  budgetMin: "3.000",
  budgetMax: "4500",
};

describe("offer form", () => {
  it("builds a body the contract accepts", () => {
    const body = offerPayload(filled);
    expect(body.budget).toEqual({ min: 3000, max: 4500, currency: "USD", period: "month" });
    expect(CreateOfferRequest.safeParse(body).success).toBe(true);
  });

  it("flags a minimum above the maximum, which the contract also refuses", () => {
    const form = { ...filled, budgetMin: "5000", budgetMax: "4000" };
    expect(budgetProblem(form)).toBe("order");
    expect(budgetProblem(filled)).toBeNull();
    const result = CreateOfferRequest.safeParse(offerPayload(form));
    expect(result.success).toBe(false);
    expect(fieldOfPath(result.error?.issues[0]?.path.join(".") ?? "")).toBe("budget");
  });

  it("maps API error paths to fields", () => {
    expect(fieldOfPath("body.budget.currency")).toBe("budget");
    expect(fieldOfPath("body.customerId")).toBe("customer");
    expect(fieldOfPath("body.skills.0.minLevel")).toBe("skills");
    expect(fieldOfPath("body.unknown")).toBeNull();
  });
});

describe("offer preview", () => {
  const offer = {
    ...offerPayload(filled),
    id: "5b7c2f0e-7c39-4d5e-9a49-1f6b1c0e2a11",
    slug: "backend",
    status: "draft",
    customer: { id: filled.customer!.id, name: "Acme" },
    mainStack: null,
    skills: [
      {
        skillId: filled.customer!.id,
        code: "nodejs",
        name: "Node.js",
        minLevel: "high_use",
        required: true,
      },
    ],
    matchers: [],
    publishedAt: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    pipeline: [],
  } as unknown as OfferDetail;

  it("shows what the board shows: company and budget only when public", () => {
    expect(offerAsJob(offer).company).toEqual({ name: "Acme" });
    // The budget as entered; its USD value depends on the rates in force, known to the API only.
    expect(offerAsJob(offer).salary).toMatchObject({
      currency: offer.budget.currency,
      monthlyUsdMax: 0,
    });
    expect(offerAsJob({ ...offer, confidential: true, showSalary: false })).toMatchObject({
      company: null,
      salary: null,
      publishedAt: offer.createdAt,
    });
  });

  it("round-trips an offer through the form", () => {
    expect(offerPayload(formFromOffer(offer)).budget).toEqual(offer.budget);
  });
});
