/**
 * Kept for the feature folders that still import these from here: formatting lives in
 * `@/lib/format`, the onboarding's paths in `./onboarding/paths`. New code imports those.
 */
export { countryName } from "@/lib/format/countries";
export { formatMonth, splitMonths } from "@/lib/format/dates";
export type { AppLocale } from "@/lib/format/locale";
export { formatMoney } from "@/lib/format/money";
export { missingStepPaths, onboardingPathAfterOffer } from "./onboarding/paths";
