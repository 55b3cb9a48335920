import type { PricingConfig } from "./pricing";

/**
 * The configuration a new database starts with (the first `pricing_configs` row is written
 * from it by the seed and by the API when none exists). Changes happen in the admin, not here.
 */
export const initialPricingConfig: PricingConfig = {
  currency: "USD",
  direct: { feeBasisPoints: 1_800, minimumFeeMinor: 450_000, guaranteeDays: 90 },
  staffing: {
    marginBasisPoints: {
      junior: 4_000,
      junior_advanced: 3_500,
      semi_senior: 3_000,
      semi_senior_advanced: 2_800,
      senior: 2_500,
    },
    minimumMonthlyMarginMinor: 60_000,
    minimumMonths: 3,
  },
  referenceMonthlySalaryMinor: {
    junior: 150_000,
    junior_advanced: 220_000,
    semi_senior: 300_000,
    semi_senior_advanced: 380_000,
    senior: 500_000,
  },
  roleFactorBasisPoints: { data_scientist: 11_500, devops: 11_000, qa_manual: 8_000 },
  plans: {
    free: { openOffers: 2, associates: 2, profileViewsPerMonth: 30 },
    enterprise: { openOffers: null, associates: null, profileViewsPerMonth: null },
  },
};
