import type { HireDraft } from "@encaja/contracts";

/** A `/hire` draft as the API answers it (valid for the HireDraft schema). */
export const hireDraft: HireDraft = {
  id: "0f5e8d3c-2b1a-4c9d-8e7f-6a5b4c3d2e1f",
  details: {
    techRole: "backend",
    mainStackCode: null,
    seniorities: ["senior"],
    skills: [],
    minEnglishLevel: "b1",
    modalities: ["remote"],
    countries: [],
    budget: { min: 4000, max: 5500, currency: "USD", period: "month" },
    startDate: "2030-01-15",
    hiringType: "direct",
    openings: 1,
  },
  title: null,
  description: null,
  locale: "es",
  complete: false,
  expiresAt: "2030-01-08T00:00:00.000Z",
  createdAt: "2030-01-01T00:00:00.000Z",
};
